import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BACKUP_RETENTION_DAYS } from "~/leads/index.server";
import { FACTS } from "../site/facts.ts";

// The privacy policy states how long the proxy keeps its logs and how long backups are kept. Neither
// is the Node server's to enforce: the README's deployment instructions set them, so they must agree.
const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("the periods the privacy policy states for the deployment", () => {
  it("the README's logrotate keeps the proxy's access logs as many days as the policy says", () => {
    const rotations = [...readme.matchAll(/^\s*rotate (\d+)$/gm)].map((match) => Number(match[1]));
    expect(rotations).toEqual([FACTS.serverLogRetentionDays]);
    expect(readme).toMatch(/^\s*daily$/m);
  });

  it("the README tells operators to keep backups no longer than the policy says", () => {
    expect(readme).toContain(`no longer than ${FACTS.backupRetentionDays} days`);
    // The backup command says the same when it finishes.
    expect(BACKUP_RETENTION_DAYS).toBe(FACTS.backupRetentionDays);
  });
});

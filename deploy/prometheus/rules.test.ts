import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The alert rules Prometheus loads are valid (`promtool check rules`) and each fires on the series
 * that should raise it and only then (`promtool test rules alerts.test.yml`). promtool is Debian's
 * `prometheus` package (.ci/run installs it where missing).
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const promtool = (...args: string[]) => spawnSync(process.env.PROMTOOL ?? "promtool", args, { cwd: dir, encoding: "utf8" });

describe("the Prometheus alert rules", () => {
  it("pass promtool check rules", () => {
    const run = promtool("check", "rules", "alerts.yml");
    expect(run.error, "promtool is not installed (apt-get install prometheus)").toBeUndefined();
    expect(run.stdout + run.stderr).toContain("SUCCESS: 4 rules found");
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it("fire as alerts.test.yml says: stuck mail, an instance down, a rise of 5xx answers, disk-full refusals", () => {
    const run = promtool("test", "rules", "alerts.test.yml");
    expect(run.error, "promtool is not installed (apt-get install prometheus)").toBeUndefined();
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("SUCCESS");
  });
});

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention.ts";
import { createLeadService, type LeadService } from "./service.server.ts";

/**
 * Erasure is physical on SQLite: once an enquiry is deleted, its e-mail address is in neither the
 * database file nor its WAL, read as raw bytes while the server still has the store open. Deleted
 * pages would otherwise keep it in free space (no secure_delete), and the WAL would keep the frame
 * that inserted it until the next checkpoint (no wal_checkpoint(TRUNCATE)).
 */
const SCRIPT = path.resolve("scripts/leads.ts");

let dataDir: string;
let server: LeadService;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-physical-"));
  server = createLeadService({ dataDir, log: () => {} });
});
afterEach(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A distinctive address and message, and the enquiry that carries them. */
async function store(address: string, at?: Date) {
  const fields = { name: "Zsófia Erasure", email: address, message: `Please call ${address} about the survey.` };
  return (await server.repo.createSubmission({ kind: "contact", lang: "hu", fields, fileIds: [], ip: "198.51.100.7" }, at)).ref;
}

/** Where the bytes are: leads.sqlite and leads.sqlite-wal, as they are on disk now. */
function filesHolding(text: string): string[] {
  const needle = Buffer.from(text, "utf8");
  return ["leads.sqlite", "leads.sqlite-wal"].filter((name) => {
    const file = path.join(dataDir, name);
    return existsSync(file) && readFileSync(file).includes(needle);
  });
}

describe("erasure on SQLite leaves no bytes behind", () => {
  it("after delete (the service's erase), the address is in neither the database nor its WAL", async () => {
    const address = "kept.nowhere.7q2x@erasure.example";
    const other = await store("stays.here.4k8m@erasure.example");
    const ref = await store(address);
    // The address is really written where the test looks (else the test proves nothing).
    expect(filesHolding(address)).not.toEqual([]);

    expect(await server.erase(ref)).toBe(true);

    expect(filesHolding(address)).toEqual([]);
    expect(filesHolding("Zsófia Erasure").length).toBeGreaterThan(0); // the other enquiry is untouched
    expect(await server.repo.getSubmission(other)).toBeDefined();
  });

  it("after `npm run leads -- delete REF` run beside the open server, the address is gone from both files", async () => {
    const address = "cli.gone.9v3b@erasure.example";
    const ref = await store(address);
    expect(filesHolding(address)).not.toEqual([]);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const run = spawnSync(process.execPath, [SCRIPT, "delete", ref], { env, encoding: "utf8", timeout: 30_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(filesHolding(address)).toEqual([]);
  }, 30_000);

  it("after purge (as the retention sweep runs it), an expired enquiry's address is gone from both files", async () => {
    const address = "expired.1m5n@erasure.example";
    await store(address, new Date(retentionCutoff().getTime() - 86_400_000));
    expect(filesHolding(address)).not.toEqual([]);
    await server.sweep();
    expect(filesHolding(address)).toEqual([]);
  });
});

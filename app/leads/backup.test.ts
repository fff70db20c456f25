import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backupStore, type BackupManifest } from "./backup.server.ts";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { MIGRATIONS } from "./migrations.server.ts";
import { createLeadService, type LeadService } from "./service.server.ts";

/**
 * `npm run leads -- backup DIR` and `restore DIR` on SQLite: every enquiry of the snapshot comes back
 * with byte-identical files into an empty DATA_DIR, a backup of an earlier release's store is
 * migrated, an enquiry erased while the backup runs stays erased, and a damaged backup, a non-empty
 * target or a non-empty DATA_DIR is refused with nothing written.
 */

// Each case runs the command line several times, a process each: on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SCRIPT = path.resolve("scripts/leads.ts");
const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function leads(args: string[], env: Record<string, string>) {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete fullEnv.SMTP_URL;
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { env: fullEnv, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function* once(data: Buffer) {
  yield new Uint8Array(data);
}
const pdf = (seed: number, size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size, seed)]);

/** A store with `count` quotes of two files each; the sha256 of every file by enquiry. */
async function storeWith(service: LeadService, count: number): Promise<Map<string, string[]>> {
  const sent = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const bodies = [pdf(i, 3000 + i), pdf(i + 100, 50)];
    const ids = [];
    for (const [n, body] of bodies.entries()) {
      ids.push((await service.files.save(once(body), { name: `plan-${i}-${n}.pdf`, remaining: MAX_TOTAL_BYTES })).id);
    }
    const { ref } = await service.submit({
      kind: "quote",
      lang: "hu",
      fields: { name: `Ügyfél ${i}`, email: `u${i}@example.hu`, projectType: "other" },
      fileIds: ids,
    });
    sent.set(ref, bodies.map(sha));
  }
  return sent;
}

describe("backup and restore of the SQLite store", () => {
  let dataDir: string;
  let sent: Map<string, string[]>;
  let backupDir: string;

  beforeAll(async () => {
    dataDir = tempDir("leads-backup-src-");
    const service = createLeadService({ dataDir, log: () => {} });
    sent = await storeWith(service, 3);
    // Uploaded, never sent with a form: a visitor's unfinished form, not part of the backup.
    await service.files.save(once(pdf(9, 10)), { name: "unsent.pdf", remaining: MAX_TOTAL_BYTES, owner: "203.0.113.7" });
    await service.close();
    backupDir = path.join(tempDir("leads-backup-dst-"), "nightly");
    const run = leads(["backup", backupDir], { DATA_DIR: dataDir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Backed up 3 submissions and 6 files \(.+\) to .+nightly in \d+\.\d s\.\n/);
    expect(run.stdout).toContain("delete it after 30 days");
  });

  it("writes the database, the enquiries' files and a manifest with their checksums, and nothing else", () => {
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
    expect(manifest).toMatchObject({ format: "pontos3d-leads-backup", version: 1, schemaVersion: LATEST, enquiries: 3, files: 6 });
    const wanted = [...sent.values()].flat();
    expect(
      Object.entries(manifest.sha256)
        .filter(([name]) => name.startsWith("files/"))
        .map(([, hash]) => hash)
        .sort(),
    ).toEqual([...wanted].sort());
    expect(manifest.sha256["leads.sqlite"]).toBe(sha(readFileSync(path.join(backupDir, "leads.sqlite"))));
    expect(readdirSync(backupDir).sort()).toEqual(["files", "leads.sqlite", "manifest.json"]);
    expect(readdirSync(path.join(backupDir, "files"))).toHaveLength(6);
  });

  it("restores into an empty DATA_DIR: every enquiry with byte-identical files, and the store takes new enquiries", async () => {
    const restored = path.join(tempDir("leads-restored-"), "data");
    const run = leads(["restore", backupDir], { DATA_DIR: restored });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Restored 3 submissions and 6 files from the backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC into .+data\.\n$/);

    const list = leads(["list"], { DATA_DIR: restored });
    expect(list.code).toBe(0);
    for (const ref of sent.keys()) expect(list.stdout).toContain(ref);
    for (const [ref, hashes] of sent) {
      const out = tempDir("leads-files-");
      expect(leads(["files", ref, out], { DATA_DIR: restored }).code).toBe(0);
      const saved = readdirSync(out)
        .sort()
        .map((name) => sha(readFileSync(path.join(out, name))));
      expect(saved).toEqual(hashes);
      expect(leads(["show", ref], { DATA_DIR: restored }).stdout).toContain(`Reference  ${ref}`);
    }

    const service = createLeadService({ dataDir: restored, log: () => {} });
    try {
      const { ref } = await service.submit({ kind: "contact", lang: "de", fields: { name: "Jörg", email: "j@example.de" }, fileIds: [] });
      expect((await service.repo.listSubmissions()).map((r) => r.ref)).toContain(ref);
      // The unsent upload was left out: no unclaimed file came back.
      expect(await service.repo.staleUploads(new Date(Date.now() + 86_400_000))).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it("refuses a target folder that is not empty or inside DATA_DIR, and a DATA_DIR without a store (creating none)", () => {
    const full = tempDir("leads-full-");
    writeFileSync(path.join(full, "old.txt"), "an earlier backup");
    const run = leads(["backup", full], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("is not empty");
    expect(readdirSync(full)).toEqual(["old.txt"]);

    const inside = leads(["backup", path.join(dataDir, "backup")], { DATA_DIR: dataDir });
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain("is inside DATA_DIR");
    expect(existsSync(path.join(dataDir, "backup"))).toBe(false);

    const nowhere = tempDir("leads-nostore-");
    const none = leads(["backup", path.join(tempDir("leads-t-"), "b")], { DATA_DIR: nowhere });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("There is no SQLite store");
    expect(readdirSync(nowhere)).toEqual([]);
  });

  it("refuses to restore into a DATA_DIR that is not empty, and changes nothing there", () => {
    const run = leads(["restore", backupDir], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/DATA_DIR .+ is not empty \(it holds files, leads\.sqlite.*\): a restore goes only into an empty folder/);
    const listed = leads(["list"], { DATA_DIR: dataDir }).stdout.match(/\b[QCE]-\d{4}-[0-9A-Z]{5}\b/g);
    expect(new Set(listed)).toEqual(new Set(sent.keys()));
  });

  it("refuses a damaged backup, naming the file, and restores nothing", () => {
    const damaged = path.join(tempDir("leads-damaged-"), "b");
    cpSync(backupDir, damaged, { recursive: true });
    const victim = readdirSync(path.join(damaged, "files"))[0];
    const body = readFileSync(path.join(damaged, "files", victim));
    body[body.length - 1] ^= 0xff;
    writeFileSync(path.join(damaged, "files", victim), body);
    const target = path.join(tempDir("leads-r-"), "data");
    const run = leads(["restore", damaged], { DATA_DIR: target });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("is damaged; nothing was restored");
    expect(run.stderr).toContain(`files/${victim} does not match its checksum`);
    expect(existsSync(target)).toBe(false);

    rmSync(path.join(damaged, "manifest.json"));
    const unfinished = leads(["restore", damaged], { DATA_DIR: target });
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toContain("has no manifest.json");
    expect(existsSync(target)).toBe(false);
  });

  it("with DATABASE_URL set, says to use pg_dump and pg_restore instead, and does nothing", () => {
    const env = { DATA_DIR: tempDir("leads-pg-"), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    const backup = leads(["backup", path.join(tempDir("leads-t-"), "b")], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump --format=custom --no-owner --file="leads-$(date -u +%F).dump" "$DATABASE_URL"');
    const restore = leads(["restore", backupDir], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("pg_restore --no-owner --exit-on-error --single-transaction");
  });
});

describe("a backup of an earlier release's store", () => {
  it("keeps its schema, and the restore migrates it: every enquiry and file intact", () => {
    const fixtures = path.resolve("app/leads/testing/fixtures");
    const manifest = JSON.parse(readFileSync(path.join(fixtures, "manifest.json"), "utf8")) as {
      enquiries: { key: string; files: { sha256: string }[] }[];
      sqlite: { refs: Record<string, string> };
    };
    const old = tempDir("leads-old-");
    cpSync(path.join(fixtures, "sqlite"), old, { recursive: true });
    const backupDir = path.join(tempDir("leads-oldb-"), "b");
    expect(leads(["backup", backupDir], { DATA_DIR: old }).code).toBe(0);
    const written = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
    expect(written.schemaVersion).toBe(0);
    expect(written.enquiries).toBe(manifest.enquiries.length);

    const restored = path.join(tempDir("leads-oldr-"), "data");
    const run = leads(["restore", backupDir], { DATA_DIR: restored });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`(schema upgraded from version 0 to ${LATEST})`);
    for (const enquiry of manifest.enquiries) {
      const ref = manifest.sqlite.refs[enquiry.key];
      const out = tempDir("leads-oldf-");
      expect(leads(["files", ref, out], { DATA_DIR: restored }).code).toBe(0);
      const saved = readdirSync(out)
        .sort()
        .map((name) => sha(readFileSync(path.join(out, name))));
      expect(saved).toEqual(enquiry.files.map((f) => f.sha256));
    }
  });
});

describe("an enquiry erased while the backup runs", () => {
  it("is erased from the backup too, with its files; the others are whole", async () => {
    const dataDir = tempDir("leads-erase-");
    const service = createLeadService({ dataDir, log: () => {} });
    try {
      const sent = await storeWith(service, 3);
      const [erased, ...kept] = [...sent.keys()];
      const target = path.join(tempDir("leads-eraseb-"), "b");
      // Between the snapshot of the database and the copy of the files, as `npm run leads -- delete` would.
      const manifest = await backupStore({ dataDir, target, afterSnapshot: async () => void (await service.erase(erased)) });
      expect(manifest.enquiries).toBe(2);
      expect(manifest.files).toBe(4);
      expect(Object.values(manifest.sha256)).not.toContain(sent.get(erased)![0]);
      expect(readdirSync(path.join(target, "files"))).toHaveLength(4);
      const copy = readFileSync(path.join(target, "leads.sqlite"));
      expect(copy.includes(Buffer.from(erased))).toBe(false);
      expect(copy.includes(Buffer.from("Ügyfél 0"))).toBe(false);

      const restored = path.join(tempDir("leads-eraser-"), "data");
      expect(leads(["restore", target], { DATA_DIR: restored }).code).toBe(0);
      const list = leads(["list"], { DATA_DIR: restored }).stdout;
      expect(list).not.toContain(erased);
      for (const ref of kept) expect(list).toContain(ref);
    } finally {
      await service.close();
    }
  });
});

describe("a backup that cannot be completed", () => {
  it("fails when a file of an enquiry the store still holds is missing, and leaves no half-written backup", async () => {
    const dataDir = tempDir("leads-lost-");
    const service = createLeadService({ dataDir, log: () => {} });
    await storeWith(service, 2);
    await service.close();
    const [lost] = readdirSync(path.join(dataDir, "files")).filter((name) => name !== "tmp");
    rmSync(path.join(dataDir, "files", lost));
    const target = tempDir("leads-lostb-");
    const run = leads(["backup", target], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the file of upload ${lost}`);
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("a restore", () => {
  it("refuses a backup whose manifest names a path outside it", () => {
    const dir = tempDir("leads-evil-");
    mkdirSync(path.join(dir, "files"));
    writeFileSync(path.join(dir, "leads.sqlite"), "x");
    const manifest = {
      format: "pontos3d-leads-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      schemaVersion: LATEST,
      enquiries: 0,
      files: 1,
      fileBytes: 1,
      sha256: { "leads.sqlite": sha(Buffer.from("x")), "../../etc/passwd": "0" },
    };
    writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    const target = path.join(tempDir("leads-evilr-"), "data");
    const run = leads(["restore", dir], { DATA_DIR: target });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("does not list the backup's files");
    expect(existsSync(target)).toBe(false);
  });
});

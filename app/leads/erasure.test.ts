import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-limits.ts";
import { RETENTION_MONTHS } from "./retention.ts";
import { createLeadService, type LeadService } from "./service.server.ts";
import { storeUrls } from "./testing/stores.ts";

/**
 * What the privacy policy promises, the staff commands do: `delete REF` erases one enquiry (its
 * row, files, mail record and any written mail), `purge` every enquiry past the retention period.
 * Run against SQLite and PostgreSQL, through the real command line.
 */
const SCRIPT = path.resolve("scripts/leads.ts");
const MONTH_MS = 31 * 86_400_000;

async function* once(data: Buffer) {
  yield new Uint8Array(data);
}
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 65)]);
const pdf = () => once(PDF);

const { stores: STORES, stop: stopStores } = storeUrls("erasure");

afterAll(() => stopStores(), 30_000);

describe.each(STORES)("staff erasure commands on $name", (store) => {
  // Each test runs the command line a few times, a second or two each on a busy machine.
  describe.skipIf(Boolean(store.skip))(store.skip ? `skipped: ${store.skip}` : "against a real store", { timeout: 30_000 }, () => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let service: LeadService;
    const refs: Record<string, string> = {};
    const fileIds: Record<string, string[]> = {};

    const leads = (args: string[], extra: NodeJS.ProcessEnv = {}) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SMTP_URL: "", LEADS_MAIL_CONTENT: "", ...extra };
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      else delete env.DATABASE_URL;
      const run = spawnSync(process.execPath, [SCRIPT, ...args], { env, encoding: "utf8", timeout: 30_000 });
      return { code: run.status, stdout: run.stdout, stderr: run.stderr };
    };
    /** The ids of the file bodies kept: files in DATA_DIR (SQLite), pieces in upload_chunks (PostgreSQL). */
    const bodies = async () => {
      if (!databaseUrl) return readdirSync(path.join(dataDir, "files")).filter((name) => name !== "tmp");
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query("SELECT DISTINCT id FROM upload_chunks")).rows.map((row: { id: string }) => row.id);
      } finally {
        await client.end();
      }
    };
    const mails = () => (existsSync(path.join(dataDir, "mail")) ? readdirSync(path.join(dataDir, "mail")) : []);

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "leads-erasure-"));
      databaseUrl = await store.databaseUrl();
      service = createLeadService({ dataDir, databaseUrl, log: () => {} });
      const now = Date.now();
      const enquiries: [string, number][] = [
        ["old", now - (RETENTION_MONTHS + 1) * MONTH_MS],
        ["recent", now - 2 * MONTH_MS],
        ["asked", now - MONTH_MS],
        ["spare", now - 3 * MONTH_MS],
      ];
      for (const [name, at] of enquiries) {
        const file = await service.files.save(pdf(), { name: `${name}.pdf`, remaining: MAX_TOTAL_BYTES });
        fileIds[name] = [file.id];
        const submission = {
          kind: "contact" as const,
          lang: "en" as const,
          fields: { name, email: `${name}@example.com` },
          fileIds: [file.id],
        };
        refs[name] = (await service.repo.createSubmission(submission, new Date(at))).ref;
      }
      await service.flushOutbox(); // no SMTP: each mail is written to DATA_DIR/mail
      await service.close();
    }, 60_000);

    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("delete REF erases one enquiry: its row, its files and its written mail; the others stay", async () => {
      expect(mails().some((name) => name.endsWith(`-${refs.asked}.eml`))).toBe(true);
      const { code, stdout } = leads(["delete", refs.asked.toLowerCase()]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Deleted ${refs.asked}`);
      // What the command cannot reach, staff are told to remove: the mail in the mailbox, exports, saved files.
      expect(stdout).toContain("Copies outside the store are not erased by this command; remove them yourself:");
      expect(stdout).toContain(`the mail about ${refs.asked} in the company mailbox, with its attachments`);
      expect(stdout).toContain(`any export (npm run leads -- export) that holds ${refs.asked}`);
      expect(stdout).toContain(`any file of ${refs.asked} saved with npm run leads -- files`);
      expect(leads(["show", refs.asked]).code).toBe(1);
      expect(await bodies()).not.toContain(fileIds.asked[0]);
      expect(mails().some((name) => name.includes(refs.asked))).toBe(false);
      expect(await bodies()).toEqual(expect.arrayContaining([...fileIds.old, ...fileIds.recent]));
      expect(leads(["show", refs.recent]).code).toBe(0);
    });

    it("export warns on standard error that its output is outside retention, and keeps standard output the data", () => {
      const { code, stdout, stderr } = leads(["export", "--format", "json"]);
      expect(code).toBe(0);
      expect(stderr).toMatch(
        /^Warning: an export is a copy outside the store: neither the retention sweep nor delete or purge reaches it\./,
      );
      expect(stderr).toContain("Delete it as soon as it has served its purpose.");
      expect(() => JSON.parse(stdout)).not.toThrow();
    });

    it("with LEADS_MAIL_CONTENT=notice, delete names only mails sent in full before, beside exports and saved files", () => {
      const { code, stdout } = leads(["delete", "C-2611-ZZZZZ"], { LEADS_MAIL_CONTENT: "notice" });
      expect(code).toBe(1); // no such enquiry: nothing is printed but the refusal
      expect(stdout).toBe("");
      const deleted = leads(["delete", refs.spare], { LEADS_MAIL_CONTENT: "notice", LEADS_TO: "leads@pontos3d.example" });
      expect(deleted.code).toBe(0);
      expect(deleted.stdout).toContain(`a mail about ${refs.spare} in leads@pontos3d.example sent while LEADS_MAIL_CONTENT was full`);
      expect(deleted.stdout).not.toContain("with its attachments");
      expect(deleted.stdout).toContain(`any file of ${refs.spare} saved with npm run leads -- files`);
    });

    it("delete with a reference nobody has fails with a message and changes nothing", () => {
      const before = leads(["export", "--format", "json"]).stdout;
      const { code, stderr } = leads(["delete", "C-2611-ZZZZZ"]);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe("No submission with reference C-2611-ZZZZZ.");
      expect(leads(["export", "--format", "json"]).stdout).toBe(before);
    });

    it("files REF DIR saves an enquiry's files, byte for byte, wherever the store keeps them", () => {
      const out = path.join(dataDir, "saved");
      const { code, stdout } = leads(["files", refs.recent, out]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Saved 1 file of ${refs.recent}`);
      expect(readFileSync(path.join(out, "1-recent.pdf")).equals(PDF)).toBe(true);
      // Never over a file already there.
      expect(leads(["files", refs.recent, out]).code).toBe(1);
    });

    it(`purge erases what was received more than ${RETENTION_MONTHS} months ago, and only that`, async () => {
      const { code, stdout } = leads(["purge"]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Deleted 1 submission received before`);
      expect(stdout).toContain(refs.old);
      expect(stdout).toContain(`the mail about ${refs.old} in the company mailbox, with its attachments`);
      expect(stdout).toContain(`any export (npm run leads -- export) that holds ${refs.old}`);
      expect(leads(["show", refs.old]).code).toBe(1);
      expect(await bodies()).not.toContain(fileIds.old[0]);
      expect(mails().some((name) => name.includes(refs.old))).toBe(false);
      expect(leads(["show", refs.recent]).code).toBe(0);
      expect(await bodies()).toContain(fileIds.recent[0]);
      expect(leads(["purge"]).stdout).toMatch(/nothing to delete/);
    });
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-limits.ts";
import { IP_RETENTION_DAYS, RETENTION_MONTHS } from "./retention.ts";
import { createLeadService, type LeadService } from "./service.server.ts";
import { storeUrls } from "./testing/stores.ts";

/**
 * The privacy policy's retention periods hold without anyone running a command: the server's own
 * background sweep (startBackground, as server/app.ts starts it) erases an enquiry received more
 * than RETENTION_MONTHS ago with its files, mail record and written mail, and removes the IP
 * address of one received more than IP_RETENTION_DAYS ago. On SQLite and PostgreSQL.
 */
const DAY_MS = 86_400_000;
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 66)]);
async function* pdf() {
  yield new Uint8Array(PDF);
}

const { stores: STORES, stop: stopStores } = storeUrls("retention");
afterAll(() => stopStores(), 30_000);

describe.each(STORES)("the retention sweep on $name", (store) => {
  describe.skipIf(Boolean(store.skip))(store.skip ? `skipped: ${store.skip}` : "against a real store", () => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let server: LeadService | undefined;
    const refs: Record<string, string> = {};
    const fileIds: Record<string, string> = {};
    const logged: string[] = [];

    /** Runs SQL on the store as an administrator would, beside the service. */
    async function query(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
      if (!databaseUrl) {
        const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"), { readOnly: true });
        try {
          return db.prepare(sql.replace(/\$\d+/g, "?")).all(...(params as string[])) as Record<string, unknown>[];
        } finally {
          db.close();
        }
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    }
    const ipOf = async (ref: string) => (await query("SELECT ip FROM submissions WHERE ref = $1", [ref]))[0]?.ip;
    const outboxRows = async (ref: string) => (await query("SELECT ref FROM outbox WHERE ref = $1", [ref])).length;
    const bodies = async () =>
      databaseUrl
        ? (await query("SELECT DISTINCT id FROM upload_chunks")).map((row) => String(row.id))
        : readdirSync(path.join(dataDir, "files")).filter((name) => name !== "tmp");
    const mails = () => (existsSync(path.join(dataDir, "mail")) ? readdirSync(path.join(dataDir, "mail")) : []);

    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "leads-retention-"));
      databaseUrl = await store.databaseUrl();
      logged.length = 0;
      // Enquiries received at these times, each with a file and the visitor's address.
      const writer = createLeadService({ dataDir, databaseUrl, log: () => {} });
      const now = Date.now();
      const ages: [string, number][] = [
        ["expired", (RETENTION_MONTHS * 31 + 5) * DAY_MS],
        ["twoMonths", 61 * DAY_MS],
        ["pastIp", (IP_RETENTION_DAYS + 2) * DAY_MS],
        ["fresh", 2 * DAY_MS],
      ];
      for (const [index, [name, age]] of ages.entries()) {
        const file = await writer.files.save(pdf(), { name: `${name}.pdf`, remaining: MAX_TOTAL_BYTES });
        fileIds[name] = file.id;
        const fields = { name: `Visitor ${name}`, email: `${name}@retention.example`, message: "Hello" };
        const submission = { kind: "contact" as const, lang: "en" as const, fields, fileIds: [file.id], ip: `203.0.113.${10 + index}` };
        refs[name] = (await writer.repo.createSubmission(submission, new Date(now - age))).ref;
      }
      await writer.flushOutbox(); // no SMTP: each mail is written to DATA_DIR/mail
      await writer.close();
    }, 60_000);

    afterEach(async () => {
      await server?.close();
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** The server as server/app.ts starts it: background work on, its log captured. */
    async function startServer() {
      server = createLeadService({ dataDir, databaseUrl, sweepIntervalMs: 200, log: (line) => logged.push(line) });
      server.startBackground();
      const deadline = Date.now() + 20_000;
      while (!logged.some((line) => line.startsWith("retention:"))) {
        if (Date.now() > deadline) throw new Error(`no retention line in: ${JSON.stringify(logged)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    // The background sweep is waited for up to 20 s.
    const WAIT = 30_000;

    it(
      `erases an enquiry older than ${RETENTION_MONTHS} months with its files, mail record and mail, by itself`,
      async () => {
        expect(mails().some((name) => name.endsWith(`-${refs.expired}.eml`))).toBe(true);
        expect(await bodies()).toContain(fileIds.expired);

        await startServer();

        expect(await server!.repo.getSubmission(refs.expired)).toBeUndefined();
        expect(await outboxRows(refs.expired)).toBe(0);
        expect(await bodies()).not.toContain(fileIds.expired);
        expect(mails().some((name) => name.includes(refs.expired))).toBe(false);
        // What is within its period stays, whole.
        for (const name of ["twoMonths", "pastIp", "fresh"]) {
          expect((await server!.repo.getSubmission(refs[name]))?.files.map((f) => f.id)).toEqual([fileIds[name]]);
          expect(mails().some((file) => file.endsWith(`-${refs[name]}.eml`))).toBe(true);
        }
        expect(await bodies()).toEqual(expect.arrayContaining([fileIds.twoMonths, fileIds.pastIp, fileIds.fresh]));
      },
      WAIT,
    );

    it(
      `removes the IP address of an enquiry older than ${IP_RETENTION_DAYS} days and keeps a fresh one's`,
      async () => {
        expect(await ipOf(refs.pastIp)).toBe("203.0.113.12");
        await startServer();
        expect(await ipOf(refs.pastIp)).toBeNull();
        expect(await ipOf(refs.twoMonths)).toBeNull();
        expect(await ipOf(refs.fresh)).toBe("203.0.113.13");
      },
      WAIT,
    );

    it(
      "logs one line with the counts and nothing that identifies an enquiry or a visitor",
      async () => {
        await startServer();
        const lines = logged.filter((line) => line.startsWith("retention:"));
        expect(lines).toEqual([
          `retention: erased 1 enquiry older than ${RETENTION_MONTHS} months; cleared 2 addresses older than ${IP_RETENTION_DAYS} days`,
        ]);
        const all = logged.join("\n");
        for (const ref of Object.values(refs)) expect(all).not.toContain(ref);
        expect(all).not.toMatch(/@|203\.0\.113|Visitor/);
        // The next rounds find nothing more to do, and say nothing.
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(logged.filter((line) => line.startsWith("retention:"))).toHaveLength(1);
      },
      WAIT,
    );

    it.skipIf(store.name !== "PostgreSQL")(
      "runs on one instance at a time: an instance that finds it running skips its round",
      async () => {
        const holder = new pg.Client({ connectionString: databaseUrl });
        await holder.connect();
        try {
          await holder.query("SELECT pg_advisory_lock(hashtext('retention-sweep'))");
          const other = createLeadService({ dataDir, databaseUrl, log: (line) => logged.push(line) });
          try {
            await other.sweep();
            expect(await other.repo.getSubmission(refs.expired)).toBeDefined();
            expect(logged.filter((line) => line.startsWith("retention:"))).toEqual([]);
            await holder.query("SELECT pg_advisory_unlock(hashtext('retention-sweep'))");
            await other.sweep();
            expect(await other.repo.getSubmission(refs.expired)).toBeUndefined();
          } finally {
            await other.close();
          }
        } finally {
          await holder.end();
        }
      },
    );
  });
});

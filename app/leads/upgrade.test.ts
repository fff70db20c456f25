import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations.server.ts";
import { openRepository, type LeadRepository } from "./repository.server.ts";
import { createLeadService } from "./service.server.ts";
import { storeUrls } from "./testing/stores.ts";

/**
 * A store written by the release before numbered migrations (fixtures made by
 * testing/fixtures/make-fixtures.ts at d87e05d) upgrades in place when this release opens it: every
 * enquiry, file and mail record is intact, user agents are gone, addresses older than 30 days are
 * cleared, claimed uploads keep no owner, and schema_migrations lists the versions.
 */

const FIXTURES = path.resolve("app/leads/testing/fixtures");
interface Manifest {
  userAgent: string;
  enquiries: {
    key: string;
    kind: string;
    lang: string;
    at: string;
    ip: string;
    fields: Record<string, unknown>;
    files: { name: string; sha256: string }[];
  }[];
  sqlite: { ids: Record<string, string>; refs: Record<string, string> };
  postgres: { ids: Record<string, string>; refs: Record<string, string> };
  mailPending: string[];
}
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, "manifest.json"), "utf8")) as Manifest;
const VERSIONS = MIGRATIONS.map((m) => m.version);
const RECENT = ["recentQuote", "recentCall"];
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
const sha = (body: Buffer) => createHash("sha256").update(body).digest("hex");

const { stores, stop } = storeUrls("leads_upgrade");
afterAll(stop, 30_000);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Raw SQL on the store, outside the repository. */
type Sql = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The fixture of `store` in a fresh place, its recent enquiries re-dated to yesterday (so they stay younger than 30 days). */
async function restoreFixture(
  name: string,
  databaseUrl: string | undefined,
): Promise<{ dataDir: string; sql: Sql; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "leads-upgrade-"));
  dirs.push(dataDir);
  const refs = name === "SQLite" ? manifest.sqlite.refs : manifest.postgres.refs;
  const recent = RECENT.map((key) => refs[key]);
  if (!databaseUrl) {
    cpSync(path.join(FIXTURES, "sqlite"), dataDir, { recursive: true });
    const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
    for (const ref of recent) db.prepare("UPDATE submissions SET created_at = ? WHERE ref = ?").run(yesterday(), ref);
    return {
      dataDir,
      sql: async (text, params = []) => db.prepare(text).all(...(params as string[])) as Record<string, unknown>[],
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(readFileSync(path.join(FIXTURES, "postgres.sql"), "utf8"));
  await client.query("SET search_path = public");
  await client.query("UPDATE submissions SET created_at = $1 WHERE ref = ANY($2)", [yesterday(), recent]);
  return {
    dataDir,
    sql: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

describe.each(stores)("$name store written by the release before migrations", (store) => {
  it.skipIf(Boolean(store.skip))(
    "upgrades in place: enquiries, files and mail intact; user agents gone, old addresses and claimed owners cleared; versions recorded",
    async () => {
      const databaseUrl = await store.databaseUrl();
      const fixture = await restoreFixture(store.name, databaseUrl);
      const { refs, ids } = store.name === "SQLite" ? manifest.sqlite : manifest.postgres;
      const service = createLeadService({ dataDir: fixture.dataDir, databaseUrl, log: () => {} });
      try {
        const records = await service.repo.listSubmissions();
        expect(records.map((r) => r.ref).sort()).toEqual(Object.values(refs).sort());
        for (const enquiry of manifest.enquiries) {
          const record = records.find((r) => r.ref === refs[enquiry.key])!;
          expect(record, enquiry.key).toMatchObject({ kind: enquiry.kind, lang: enquiry.lang, fields: enquiry.fields });
          if (!RECENT.includes(enquiry.key)) expect(record.createdAt).toBe(enquiry.at);
          expect(record.files.map((f) => f.name)).toEqual(enquiry.files.map((f) => f.name));
          for (const [i, file] of record.files.entries()) expect(sha(await service.files.read(file.id))).toBe(enquiry.files[i].sha256);
          expect(record.mail.status).toBe(manifest.mailPending.includes(enquiry.key) ? "pending" : "sent");
          // The address is kept 30 days from receipt: the old enquiries' are gone, the recent ones' kept.
          expect(record.ip, enquiry.key).toBe(RECENT.includes(enquiry.key) ? enquiry.ip : undefined);
          expect(record.consent).toBeUndefined();
        }
        expect(JSON.stringify(records)).not.toContain(manifest.userAgent);

        if (databaseUrl) {
          // The column stays for instances of the earlier release during a rolling restart; it holds nothing, whatever they write.
          await fixture.sql(`INSERT INTO submissions (ref, kind, lang, created_at, fields, ip, user_agent)
                             VALUES ('C-2611-OLDER', 'contact', 'en', now(), '{}', '192.0.2.9', 'UA of an old instance')`);
          expect(await fixture.sql("SELECT ref FROM submissions WHERE user_agent IS NOT NULL")).toEqual([]);
          await fixture.sql("DELETE FROM submissions WHERE ref = 'C-2611-OLDER'");
        } else {
          const columns = await fixture.sql("PRAGMA table_info(submissions)");
          expect(columns.map((c) => c.name)).not.toContain("user_agent");
        }
        expect(await fixture.sql("SELECT id FROM uploads WHERE submission_ref IS NOT NULL AND owner IS NOT NULL")).toEqual([]);
        // Unclaimed uploads stay, with the owner their bound is counted by.
        const stray = await fixture.sql("SELECT owner FROM uploads WHERE submission_ref IS NULL ORDER BY owner");
        expect(stray.map((row) => row.owner)).toEqual(["2001:db8:9:9::/64", "203.0.113.9"]);
        expect((await service.files.read(ids.stray)).toString()).toContain("never sent");
        const versions = await fixture.sql("SELECT version FROM schema_migrations ORDER BY version");
        expect(versions.map((row) => Number(row.version))).toEqual(VERSIONS);
        if (databaseUrl) {
          // The rate counters the release kept held addresses in clear: none is left.
          const hits = await fixture.sql("SELECT key FROM rate_hits");
          expect(hits.filter((row) => /203\.0\.113|2001:db8/.test(String(row.key)))).toEqual([]);
        }
        // A second start finds nothing to do and changes nothing.
        const again: LeadRepository = await openRepository({ dataDir: fixture.dataDir, databaseUrl });
        expect(await again.listSubmissions()).toEqual(records);
        await again.close();
        expect((await fixture.sql("SELECT version FROM schema_migrations")).length).toBe(VERSIONS.length);
      } finally {
        await service.close();
        await fixture.close();
      }
    },
    60_000,
  );
});

/** The tables as the first releases made them: no upload owner or pending flag, no lease token. */
const OLDEST = (time: string, json: string) => `
  CREATE TABLE submissions (ref text PRIMARY KEY, kind text NOT NULL, lang text NOT NULL, created_at ${time} NOT NULL,
    fields ${json} NOT NULL, ip text, user_agent text);
  CREATE TABLE uploads (id text PRIMARY KEY, name text NOT NULL, size integer NOT NULL, type text NOT NULL,
    created_at ${time} NOT NULL, submission_ref text REFERENCES submissions(ref), position integer);
  CREATE TABLE outbox (ref text PRIMARY KEY REFERENCES submissions(ref), status text NOT NULL, attempts integer NOT NULL DEFAULT 0,
    next_attempt_at ${time} NOT NULL, last_error text, sent_at ${time});
  INSERT INTO submissions VALUES ('C-2601-AAAAA', 'contact', 'en', '2026-01-05T10:00:00.000Z', '{"email":"old@example.com"}', '192.0.2.1', 'UA/1');
  INSERT INTO uploads VALUES ('00112233445566778899aabbccddeeff', 'a.pdf', 3, 'application/pdf', '2026-01-05T10:00:00.000Z', 'C-2601-AAAAA', 0);
  INSERT INTO outbox VALUES ('C-2601-AAAAA', 'failed-retrying', 2, '2026-01-05T10:00:00.000Z', 'SMTP down', NULL);`;

describe.each(stores)("$name store made before uploads had an owner and mails a lease token", (store) => {
  it.skipIf(Boolean(store.skip))(
    "gains the columns at start, keeping its rows, and its mail can be leased and sent",
    async () => {
      const databaseUrl = await store.databaseUrl();
      const dataDir = mkdtempSync(path.join(tmpdir(), "leads-oldest-"));
      dirs.push(dataDir);
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(OLDEST("timestamptz", "jsonb"));
        await client.end();
      } else {
        const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
        db.exec(OLDEST("TEXT", "TEXT"));
        db.close();
      }
      const repo = await openRepository({ dataDir, databaseUrl });
      try {
        const record = await repo.getSubmission("C-2601-AAAAA");
        expect(record).toMatchObject({
          kind: "contact",
          fields: { email: "old@example.com" },
          mail: { status: "failed-retrying", attempts: 2 },
        });
        expect(record!.ip).toBeUndefined();
        expect(record!.files.map((f) => f.name)).toEqual(["a.pdf"]);
        const mail = await repo.claimDue(60_000);
        expect(mail?.ref).toBe("C-2601-AAAAA");
        expect(await repo.markSent(mail!)).toBe(true);
        expect(await repo.unclaimedUsage("192.0.2.1")).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 0 });
      } finally {
        await repo.close();
      }
    },
    60_000,
  );
});

describe.each(stores)("$name: instances starting at once", (store) => {
  it.skipIf(Boolean(store.skip))(
    "migrate a fresh store once: every instance opens it, each version recorded once",
    async () => {
      const databaseUrl = await store.databaseUrl();
      const dataDir = mkdtempSync(path.join(tmpdir(), "leads-fresh-"));
      dirs.push(dataDir);
      // SQLite serves one instance per store; PostgreSQL several, which start together.
      const count = databaseUrl ? 4 : 1;
      const repos = await Promise.all(Array.from({ length: count }, () => openRepository({ dataDir, databaseUrl })));
      try {
        const { ref } = await repos[0].createSubmission({ kind: "call", lang: "en", fields: { email: "a@example.com" }, fileIds: [] });
        for (const repo of repos) expect((await repo.getSubmission(ref))?.ref).toBe(ref);
      } finally {
        await Promise.all(repos.map((repo) => repo.close()));
      }
      const versions = databaseUrl
        ? await (async () => {
            const client = new pg.Client({ connectionString: databaseUrl });
            await client.connect();
            const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version");
            await client.end();
            return rows;
          })()
        : new DatabaseSync(path.join(dataDir, "leads.sqlite")).prepare("SELECT version FROM schema_migrations ORDER BY version").all();
      expect(versions.map((row) => Number(row.version))).toEqual(VERSIONS);
    },
    60_000,
  );
});

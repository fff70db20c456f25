import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { budgetKey, RATE_WINDOW_MS } from "./guards.server.ts";
import { openRepository } from "./repository.server.ts";
import { createLeadService } from "./service.server.ts";
import { storeUrls } from "./testing/stores.ts";

/** What the store keeps of a visitor, on both stores: the address with the enquiry only, no owner on a claimed file, no address in a rate counter. */

const { stores, stop } = storeUrls("leads_minimise");
afterAll(stop, 30_000);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "leads-minimise-"));
  dirs.push(dir);
  return dir;
};

async function rawQuery(dataDir: string, databaseUrl: string | undefined, sql: string): Promise<Record<string, unknown>[]> {
  if (!databaseUrl) {
    const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
    try {
      return db.prepare(sql).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.each(stores)("$name store", (store) => {
  it.skipIf(Boolean(store.skip))(
    "a submission claiming uploads clears their owner address and stores its consent proof",
    async () => {
      const databaseUrl = await store.databaseUrl();
      const dataDir = tempDir();
      const repo = await openRepository({ dataDir, databaseUrl });
      try {
        const id = randomBytes(16).toString("hex");
        const upload = { id, name: "a.pdf", type: "application/pdf", createdAt: new Date().toISOString(), owner: "2001:db8:1:2::/64" };
        await repo.reserveUpload(upload, () => ({ bytes: 10 }));
        await repo.completeUpload(id, 10);
        expect(await rawQuery(dataDir, databaseUrl, "SELECT owner FROM uploads")).toEqual([{ owner: "2001:db8:1:2::/64" }]);
        const at = new Date("2026-11-25T21:00:00.000Z");
        const { ref } = await repo.createSubmission(
          { kind: "quote", lang: "tr", fields: {}, fileIds: [id], ip: "2001:db8:1:2::9", consent: { revision: "2026-11-25", lang: "tr" } },
          at,
        );
        expect(await rawQuery(dataDir, databaseUrl, "SELECT owner FROM uploads")).toEqual([{ owner: null }]);
        const record = await repo.getSubmission(ref);
        expect(record).toMatchObject({ ip: "2001:db8:1:2::9", consent: { at: at.toISOString(), revision: "2026-11-25", lang: "tr" } });
        expect((await repo.listSubmissions())[0].consent).toEqual(record!.consent);
      } finally {
        await repo.close();
      }
    },
    60_000,
  );
});

const postgres = stores.find((s) => s.name === "PostgreSQL")!;

describe("PostgreSQL rate counters", () => {
  it.skipIf(Boolean(postgres.skip))(
    "hold a keyed hash, never the address or its /64; rows past the window and old day keys go",
    async () => {
      const databaseUrl = await postgres.databaseUrl();
      const dataDir = tempDir();
      const service = createLeadService({ dataDir, databaseUrl, log: () => {} });
      const sql = (text: string) => rawQuery(dataDir, databaseUrl, text);
      try {
        await service.ping();
        // A hit older than the window, and a day key three days old, as a stopped instance may have left them.
        await sql(`INSERT INTO rate_hits (bucket, key, at) VALUES ('posts', 'left-over', now() - interval '11 minutes')`);
        await sql(`INSERT INTO rate_keys (day, secret) VALUES (current_date - 3, '\\x00')`);
        for (const ip of ["203.0.113.7", "203.0.113.7", "2001:db8:1:2::5", "2001:db8:1:2:aaaa::1"]) {
          expect((await service.limits.posts.take(budgetKey(ip))).allowed).toBe(true);
        }
        const rows = await sql("SELECT key FROM rate_hits ORDER BY at");
        expect(rows).toHaveLength(4);
        const text = JSON.stringify(rows);
        for (const clear of ["203.0.113.7", "2001:db8:1:2::/64", "2001:db8:1:2", "left-over"]) expect(text).not.toContain(clear);
        const keys = rows.map((row) => String(row.key));
        for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
        // One visitor, one key: the budget still counts the /64 as one.
        expect(new Set(keys).size).toBe(2);
        expect(keys[0]).toBe(keys[1]);
        expect(keys[2]).toBe(keys[3]);
        await service.repo.pruneHits(RATE_WINDOW_MS);
        const days = await sql("SELECT (day = (now() AT TIME ZONE 'UTC')::date) AS today FROM rate_keys");
        expect(days).toEqual([{ today: true }]);
      } finally {
        await service.close();
      }
    },
    60_000,
  );
});

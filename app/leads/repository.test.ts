import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import pgDriver from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { createSharedRateLimiter, RATE_WINDOW_MS } from "./guards.server.ts";
import { REFERENCE_PATTERN } from "./reference.server.ts";
import type { ReferenceGenerator } from "./reference.server.ts";
import { BODY_CHUNK_BYTES, ClaimError, openRepository } from "./repository.server.ts";
import type { LeadRepository, NewUpload, Reservation, UnclaimedUsage } from "./repository.server.ts";
import { SqliteLeadRepository } from "./repository-sqlite.server.ts";
import type { NewSubmission } from "./types.ts";
import { PG_MISSING, startPostgres, type TestPostgres } from "./testing/postgres.ts";

// ---------------------------------------------------------------------------------------------

interface Store {
  name: string;
  skipReason?: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  open(dataDir: string, generateReference?: ReferenceGenerator): Promise<LeadRepository>;
  /** Opens the store last opened again, as a restarted server would. */
  reopen(dataDir: string): Promise<LeadRepository>;
  /** Runs SQL on the store last opened, outside the repository. */
  exec(dataDir: string, sql: string): Promise<void>;
}

let postgres: TestPostgres | undefined;
let databases = 0;
let lastDatabaseUrl = "";

const STORES: Store[] = [
  {
    name: "SQLite",
    setup: async () => {},
    teardown: async () => {},
    open: (dataDir, generateReference) => openRepository({ dataDir, generateReference }),
    reopen: (dataDir) => openRepository({ dataDir }),
    exec: async (dataDir, sql) => {
      const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
      db.exec(sql);
      db.close();
    },
  },
  {
    name: "PostgreSQL",
    skipReason: PG_MISSING,
    setup: async () => {
      postgres = await startPostgres();
    },
    teardown: async () => {
      await postgres?.stop();
    },
    // A fresh database per test keeps the tests independent.
    open: async (dataDir, generateReference) => {
      const database = `leads_test_${++databases}`;
      await postgres!.admin.query(`CREATE DATABASE ${database}`);
      lastDatabaseUrl = postgres!.url(database);
      return openRepository({ dataDir, databaseUrl: lastDatabaseUrl, generateReference });
    },
    reopen: (dataDir) => openRepository({ dataDir, databaseUrl: lastDatabaseUrl }),
    exec: async (_dataDir, sql) => {
      const client = new pgDriver.Client({ connectionString: lastDatabaseUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (PG_MISSING) console.warn(`PostgreSQL repository tests skipped: ${PG_MISSING}`);

const hexId = () => randomBytes(16).toString("hex");

/** Records a complete upload of `size` bytes as FileStore does: room reserved, then completed at that size. */
async function record(repo: LeadRepository, { size, ...upload }: NewUpload & { size: number }) {
  expect(await repo.reserveUpload(upload, () => ({ bytes: size }))).toEqual({ bytes: size });
  expect(await repo.completeUpload(upload.id, size)).toBe(true);
}

describe.each(STORES)("$name lead repository", (store) => {
  describe.skipIf(Boolean(store.skipReason))(store.skipReason ? `skipped: ${store.skipReason}` : "on a real database", () => {
    let dataDir: string;
    let repo: LeadRepository;

    beforeAll(store.setup, 60_000);
    afterAll(store.teardown, 30_000);

    async function fresh(generateReference?: ReferenceGenerator) {
      dataDir = mkdtempSync(path.join(tmpdir(), "leads-repo-"));
      repo = await store.open(dataDir, generateReference);
      return repo;
    }

    afterEach(async () => {
      await repo?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function upload(size = 1000, name = "plan.pdf") {
      const type = name.endsWith(".png") ? "image/png" : "application/pdf";
      const row = { id: hexId(), name, size, type, createdAt: new Date().toISOString() };
      await record(repo, row);
      return row;
    }

    const quote = (fileIds: string[], fields: Record<string, unknown> = { name: "Ana Kovács", company: "Tiszachem" }): NewSubmission => ({
      kind: "quote",
      lang: "hu",
      fields,
      fileIds,
      ip: "192.0.2.7",
    });

    /** Everything observable: submissions, and which uploads are claimed. */
    async function snapshot(uploadIds: string[]) {
      return {
        submissions: await repo.listSubmissions(),
        uploads: (await repo.getUploads(uploadIds)).map((u) => [u.id, u.submissionRef]).sort(),
        due: await repo.dueOutbox(new Date(Date.now() + 60_000)),
      };
    }

    it("stores a submission that claims its uploads, and reads it back with fields, files and a pending mail", async () => {
      await fresh();
      const a = await upload(1200, "survey.pdf");
      const b = await upload(3400, "site photo.png");
      const fields = {
        name: "Ana Kovács",
        company: "Tiszachem",
        message: 'Line one,\n"quoted" – ü 📐',
        services: ["scan-to-bim", "cad"],
        area: 1200,
        consentGiven: true,
      };
      const { ref } = await repo.createSubmission({ ...quote([a.id, b.id]), fields });
      expect(ref).toMatch(REFERENCE_PATTERN);
      expect(ref.startsWith("Q-")).toBe(true);

      const record = await repo.getSubmission(ref);
      expect(record).toMatchObject({ ref, kind: "quote", lang: "hu", fields, mail: { status: "pending", attempts: 0 } });
      expect(record!.mail.sentAt).toBeUndefined();
      expect(Date.parse(record!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      // SQLite's bodies are files in DATA_DIR; PostgreSQL keeps them itself, on no instance's disk.
      const onDisk = (id: string) => (store.name === "SQLite" ? { path: path.join(dataDir, "files", id) } : {});
      expect(record!.files).toEqual([
        { id: a.id, name: "survey.pdf", size: 1200, type: "application/pdf", ...onDisk(a.id) },
        { id: b.id, name: "site photo.png", size: 3400, type: "image/png", ...onDisk(b.id) },
      ]);
      expect((await repo.getUploads([a.id, b.id])).map((u) => u.submissionRef)).toEqual([ref, ref]);
      expect((await repo.listSubmissions()).map((s) => s.ref)).toEqual([ref]);
      expect(await repo.getSubmission("Q-0000-XXXXX")).toBeUndefined();
    });

    it("a submission without files is stored too", async () => {
      await fresh();
      const { ref } = await repo.createSubmission({ kind: "call", lang: "de", fields: { name: "Jonas" }, fileIds: [] });
      expect(ref.startsWith("E-")).toBe(true);
      expect((await repo.getSubmission(ref))!.files).toEqual([]);
    });

    it("lists newest first", async () => {
      await fresh();
      const times = ["2026-11-01T10:00:00.000Z", "2026-11-03T10:00:00.000Z", "2026-11-02T10:00:00.000Z"];
      const refs = [];
      for (const at of times) refs.push((await repo.createSubmission(quote([]), new Date(at))).ref);
      expect((await repo.listSubmissions()).map((s) => s.ref)).toEqual([refs[1], refs[2], refs[0]]);
      expect((await repo.listSubmissions()).map((s) => s.createdAt)).toEqual([times[1], times[2], times[0]]);
    });

    it("claiming an unknown upload fails and stores nothing", async () => {
      await fresh();
      const a = await upload();
      const missing = hexId();
      const before = await snapshot([a.id]);
      await expect(repo.createSubmission(quote([a.id, missing]))).rejects.toMatchObject({ name: "ClaimError", reason: "unknown-file" });
      expect(await snapshot([a.id])).toEqual(before);
      expect(before.submissions).toEqual([]);
      expect((await repo.getUploads([a.id]))[0].submissionRef).toBeNull();
    });

    it("claiming an upload another submission already claimed fails and stores nothing", async () => {
      await fresh();
      const a = await upload();
      const b = await upload();
      const { ref } = await repo.createSubmission(quote([a.id]));
      const before = await snapshot([a.id, b.id]);
      const error = await repo.createSubmission(quote([b.id, a.id])).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClaimError);
      expect((error as ClaimError).reason).toBe("file-claimed");
      expect(await snapshot([a.id, b.id])).toEqual(before);
      expect(before.submissions.map((s) => s.ref)).toEqual([ref]);
      expect((await repo.getUploads([b.id]))[0].submissionRef).toBeNull();
    });

    it("files over 10 MB together fail and store nothing; exactly 10 MB is accepted", async () => {
      await fresh();
      const a = await upload(6 * 1024 * 1024);
      const b = await upload(4 * 1024 * 1024 + 1);
      const before = await snapshot([a.id, b.id]);
      await expect(repo.createSubmission(quote([a.id, b.id]))).rejects.toMatchObject({ reason: "too-large" });
      expect(await snapshot([a.id, b.id])).toEqual(before);

      const c = await upload(MAX_TOTAL_BYTES - 6 * 1024 * 1024);
      const { ref } = await repo.createSubmission(quote([a.id, c.id]));
      expect((await repo.getSubmission(ref))!.files.reduce((sum, f) => sum + f.size, 0)).toBe(MAX_TOTAL_BYTES);
    });

    it("concurrent submissions all get unique references and all are stored", async () => {
      await fresh();
      const uploads = await Promise.all(Array.from({ length: 40 }, () => upload()));
      const results = await Promise.all(uploads.map((u) => repo.createSubmission(quote([u.id]))));
      const refs = results.map((r) => r.ref);
      expect(new Set(refs).size).toBe(40);
      const listed = await repo.listSubmissions();
      expect(listed.map((s) => s.ref).sort()).toEqual([...refs].sort());
      for (const s of listed) expect(s.files).toHaveLength(1);
    });

    it("two submissions racing for the same upload: exactly one gets it", async () => {
      await fresh();
      const shared = await upload();
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => repo.createSubmission(quote([shared.id]))));
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      for (const r of lost) expect(r.reason).toMatchObject({ reason: "file-claimed" });
      expect(await repo.listSubmissions()).toHaveLength(1);
    });

    it("a reference already taken is replaced by a fresh one instead of failing", async () => {
      const sequence = ["Q-2611-AAAAA", "Q-2611-AAAAA", "Q-2611-AAAAA", "Q-2611-BBBBB"];
      await fresh(() => sequence.shift() ?? "Q-2611-CCCCC");
      const first = await repo.createSubmission(quote([]));
      const second = await repo.createSubmission(quote([]));
      expect([first.ref, second.ref]).toEqual(["Q-2611-AAAAA", "Q-2611-BBBBB"]);
      expect(await repo.listSubmissions()).toHaveLength(2);
    });

    it("an upload can be deleted only while no submission has claimed it", async () => {
      await fresh();
      const a = await upload();
      const b = await upload();
      await repo.createSubmission(quote([a.id]));
      expect(await repo.deleteUpload(a.id)).toBe(false);
      expect(await repo.deleteUpload(b.id)).toBe(true);
      expect(await repo.deleteUpload(b.id)).toBe(false);
      expect((await repo.getUploads([a.id, b.id])).map((u) => u.id)).toEqual([a.id]);
    });

    it("a claimed mail is leased: not handed out again until the lease runs out, nor when skipped", async () => {
      await fresh();
      const { ref: one } = await repo.createSubmission(quote([]), new Date(Date.now() - 2000));
      const { ref: two } = await repo.createSubmission(quote([]), new Date(Date.now() - 1000));
      const first = await repo.claimDue(300);
      const second = await repo.claimDue(300);
      expect([first?.ref, second?.ref]).toEqual([one, two]);
      expect(first!.token).not.toBe(second!.token);
      expect(await repo.claimDue(300)).toBeUndefined();
      // The holder died without marking them: both are due again once their lease has run out.
      await sleep(400);
      expect((await repo.claimDue(60_000, [{ ref: one, mail: "staff" }]))?.ref).toBe(two);
      const again = await repo.claimDue(60_000);
      expect(again?.ref).toBe(one);
      expect(await repo.markSent(again!)).toBe(true);
      await sleep(10);
      expect(await repo.claimDue(60_000, [{ ref: two, mail: "staff" }])).toBeUndefined();
    });

    it("a renewed lease keeps the mail past its first end", async () => {
      await fresh();
      await repo.createSubmission(quote([]), new Date(Date.now() - 1000));
      const mail = (await repo.claimDue(300))!;
      for (let i = 0; i < 4; i++) {
        await sleep(150);
        expect(await repo.renewLease(mail, 300)).toBe(true);
      }
      expect(await repo.claimDue(300)).toBeUndefined();
      expect(await repo.markSent(mail)).toBe(true);
    });

    it("the outbox hands out due mails, keeps failed ones for later and forgets sent ones", async () => {
      await fresh();
      const { ref: one } = await repo.createSubmission(quote([]), new Date(Date.now() - 2000));
      const { ref: two } = await repo.createSubmission(quote([]), new Date(Date.now() - 1000));
      expect(await repo.dueOutbox(new Date(Date.now() - 60_000))).toEqual([]);
      expect((await repo.dueOutbox(new Date(Date.now() + 5000))).map((r) => r.ref)).toEqual([one, two]);

      const [failing, sending] = [(await repo.claimDue(60_000))!, (await repo.claimDue(60_000))!];
      const before = Date.now();
      expect(await repo.markFailed(failing, 3_600_000, "connect ECONNREFUSED 127.0.0.1:25")).toBe(true);
      expect(await repo.markSent(sending)).toBe(true);
      const after = Date.now();
      expect(await repo.dueOutbox(new Date(before + 3_600_000 - 1000))).toEqual([]);
      const due = await repo.dueOutbox(new Date(after + 3_600_000 + 1000));
      expect(due.map((r) => [r.ref, r.attempts])).toEqual([[one, 1]]);
      expect(Date.parse(due[0].nextAttemptAt)).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);

      expect((await repo.getSubmission(one))!.mail).toEqual({
        status: "failed-retrying",
        attempts: 1,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
      });
      const sent = (await repo.getSubmission(two))!.mail;
      expect(sent).toMatchObject({ status: "sent", attempts: 1 });
      expect(Math.abs(Date.parse(sent.sentAt!) - after)).toBeLessThan(1000);
    });

    it("a lease that ran out and was taken again is fenced: the old holder's marks and renewals change nothing", async () => {
      await fresh();
      const { ref } = await repo.createSubmission(quote([]), new Date(Date.now() - 1000));
      const stale = (await repo.claimDue(200))!;
      await sleep(300);
      const current = (await repo.claimDue(60_000))!;
      expect(current.ref).toBe(ref);
      expect(current.token).not.toBe(stale.token);
      const untouched = await repo.getSubmission(ref);
      expect(await repo.renewLease(stale, 60_000)).toBe(false);
      expect(await repo.markFailed(stale, 1, "451 try again later")).toBe(false);
      expect(await repo.markSent(stale)).toBe(false);
      expect(await repo.getSubmission(ref)).toEqual(untouched);
      // The current holder's lease still stands.
      expect(await repo.dueOutbox(new Date(Date.now() + 30_000))).toEqual([]);

      expect(await repo.markSent(current)).toBe(true);
      // Once sent, no failure turns it back, not from either holder.
      expect(await repo.markFailed(current, 1, "451 try again later")).toBe(false);
      expect(await repo.markFailed(stale, 1, "451 try again later")).toBe(false);
      expect((await repo.getSubmission(ref))!.mail).toMatchObject({ status: "sent", attempts: 1 });
    });

    it("stale uploads are the unclaimed ones older than the cut-off", async () => {
      await fresh();
      const old = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
      const oldFree = { id: hexId(), name: "a.pdf", size: 1, type: "application/pdf", createdAt: old };
      const oldClaimed = { ...oldFree, id: hexId() };
      await record(repo, oldFree);
      await record(repo, oldClaimed);
      await repo.createSubmission(quote([oldClaimed.id]));
      const recent = await upload();
      const stale = await repo.staleUploads(new Date(Date.now() - 24 * 3600_000));
      expect(stale.map((u) => u.id)).toEqual([oldFree.id]);
      expect(stale.map((u) => u.id)).not.toContain(recent.id);
    });

    it("counts unclaimed uploads per address and in total; claimed ones no longer count", async () => {
      await fresh();
      const at = new Date().toISOString();
      const mine = [hexId(), hexId()];
      for (const id of mine)
        await record(repo, { id, name: "a.pdf", size: 1000, type: "application/pdf", createdAt: at, owner: "198.51.100.4" });
      await record(repo, { id: hexId(), name: "b.pdf", size: 500, type: "application/pdf", createdAt: at, owner: "203.0.113.9" });
      await record(repo, { id: hexId(), name: "c.pdf", size: 250, type: "application/pdf", createdAt: at });
      expect(await repo.unclaimedUsage("198.51.100.4")).toEqual({ ownerFiles: 2, ownerBytes: 2000, totalBytes: 2750 });
      expect(await repo.unclaimedUsage("192.0.2.1")).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 2750 });
      await repo.createSubmission(quote([mine[0]]));
      expect(await repo.unclaimedUsage("198.51.100.4")).toEqual({ ownerFiles: 1, ownerBytes: 1000, totalBytes: 1750 });
    });

    const A = "198.51.100.4";
    const pdfUpload = (owner = A, createdAt = new Date().toISOString()) => ({
      id: hexId(),
      name: "a.pdf",
      type: "application/pdf",
      createdAt,
      owner,
    });
    /** What FileStore asks for: `wanted` bytes within 5,000 per owner and 8,000 in all. */
    const within =
      (wanted: number) =>
      (usage: UnclaimedUsage): Reservation => {
        const room = Math.min(5000 - usage.ownerBytes, 8000 - usage.totalBytes);
        return room < wanted ? { refusal: 5000 - usage.ownerBytes < 8000 - usage.totalBytes ? "quota" : "full" } : { bytes: wanted };
      };

    it("a reservation counts at its reserved size at once, and shrinks to the real size when complete", async () => {
      await fresh();
      const first = pdfUpload();
      expect(await repo.reserveUpload(first, within(3000))).toEqual({ bytes: 3000 });
      expect(await repo.unclaimedUsage(A)).toEqual({ ownerFiles: 1, ownerBytes: 3000, totalBytes: 3000 });
      expect(await repo.reserveUpload(pdfUpload(), within(3000))).toEqual({ refusal: "quota" });
      expect(await repo.unclaimedUsage(A)).toEqual({ ownerFiles: 1, ownerBytes: 3000, totalBytes: 3000 });
      // Complete at 1,200 bytes: the rest of the room is free again.
      expect(await repo.completeUpload(first.id, 1200)).toBe(true);
      expect(await repo.unclaimedUsage(A)).toEqual({ ownerFiles: 1, ownerBytes: 1200, totalBytes: 1200 });
      expect(await repo.reserveUpload(pdfUpload(), within(3000))).toEqual({ bytes: 3000 });
      // Never past its room, and only once.
      const other = pdfUpload("203.0.113.9");
      await repo.reserveUpload(other, within(500));
      expect(await repo.completeUpload(other.id, 501)).toBe(false);
      expect(await repo.completeUpload(other.id, 500)).toBe(true);
      expect(await repo.completeUpload(other.id, 400)).toBe(false);
      expect((await repo.getUploads([other.id]))[0]).toMatchObject({ size: 500, pending: false });
    });

    it("reservations made at the same moment never pass a bound together", async () => {
      await fresh();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => repo.reserveUpload(pdfUpload(i % 2 ? A : `192.0.2.${i}`), within(1000))),
      );
      expect(results.filter((r) => "bytes" in r)).toHaveLength(8);
      const usage = await repo.unclaimedUsage(A);
      expect(usage.ownerBytes).toBeLessThanOrEqual(5000);
      expect(usage.totalBytes).toBe(8000);
    });

    it("a pending upload cannot be claimed; a failed one is deleted and gives its room back", async () => {
      await fresh();
      const streaming = pdfUpload();
      await repo.reserveUpload(streaming, within(2000));
      await expect(repo.createSubmission(quote([streaming.id]))).rejects.toMatchObject({ reason: "unknown-file" });
      expect(await repo.listSubmissions()).toEqual([]);
      expect(await repo.deleteUpload(streaming.id)).toBe(true);
      expect(await repo.unclaimedUsage(A)).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 0 });
      expect(await repo.completeUpload(streaming.id, 100)).toBe(false);
    });

    it("stale uploads include pending ones reserved before their own, earlier cut-off", async () => {
      await fresh();
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
      const deadReservation = pdfUpload(A, hoursAgo(2));
      const liveReservation = pdfUpload(A, hoursAgo(0));
      const completeTwoHoursOld = { ...pdfUpload(A, hoursAgo(2)), size: 10 };
      await repo.reserveUpload(deadReservation, within(100));
      await repo.reserveUpload(liveReservation, within(100));
      await record(repo, completeTwoHoursOld);
      const stale = await repo.staleUploads(new Date(Date.now() - 24 * 3600_000), new Date(Date.now() - 3600_000));
      expect(stale.map((u) => [u.id, u.pending])).toEqual([[deadReservation.id, true]]);
    });
  });
});

describe("SQLite store made before uploads had an owner", () => {
  it("gains the owner and pending columns on open, keeping its uploads", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "leads-sqlite-old-"));
    const file = path.join(dir, "leads.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE uploads (id TEXT PRIMARY KEY, name TEXT NOT NULL, size INTEGER NOT NULL, type TEXT NOT NULL,
      created_at TEXT NOT NULL, submission_ref TEXT, position INTEGER)`);
    old
      .prepare("INSERT INTO uploads VALUES ('0123456789abcdef0123456789abcdef', 'a.pdf', 700, 'application/pdf', ?, NULL, NULL)")
      .run(new Date().toISOString());
    old.close();
    const repo = new SqliteLeadRepository(file, { filesDir: path.join(dir, "files") });
    await repo.init();
    expect(await repo.unclaimedUsage("192.0.2.1")).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 700 });
    await record(repo, {
      id: hexId(),
      name: "b.pdf",
      size: 300,
      type: "application/pdf",
      createdAt: new Date().toISOString(),
      owner: "192.0.2.1",
    });
    expect(await repo.unclaimedUsage("192.0.2.1")).toEqual({ ownerFiles: 1, ownerBytes: 300, totalBytes: 1000 });
    // The upload kept from before is complete, so a submission may claim it.
    expect((await repo.getUploads(["0123456789abcdef0123456789abcdef"]))[0].pending).toBe(false);
    await repo.createSubmission({ kind: "call", lang: "en", fields: {}, fileIds: ["0123456789abcdef0123456789abcdef"] });
    await repo.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("SQLite durability settings", () => {
  it("commits are durable: WAL journal with synchronous=FULL", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "leads-sqlite-"));
    const repo = new SqliteLeadRepository(path.join(dir, "leads.sqlite"), { filesDir: path.join(dir, "files") });
    await repo.init();
    expect(repo.pragmas()).toEqual({ journalMode: "wal", synchronous: 2 });
    await repo.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.skipIf(Boolean(PG_MISSING))("two instances on one PostgreSQL", () => {
  let server: TestPostgres;
  let instances: LeadRepository[] = [];
  let dataDir: string;
  let databaseUrl: string;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(() => server?.stop(), 30_000);
  afterEach(async () => {
    await Promise.all(instances.map((repo) => repo.close()));
    instances = [];
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Two repositories on one fresh database, as two server processes would hold them. */
  async function twoInstances(): Promise<[LeadRepository, LeadRepository]> {
    const database = `leads_twins_${++databases}`;
    await server.admin.query(`CREATE DATABASE ${database}`);
    dataDir = mkdtempSync(path.join(tmpdir(), "leads-twins-"));
    databaseUrl = server.url(database);
    const [a, b] = await Promise.all([0, 1].map(() => openRepository({ dataDir, databaseUrl })));
    instances = [a, b];
    return [a, b];
  }

  /** The rows of `table`, counted outside the instances. */
  async function rowsOf(table: string): Promise<number> {
    const client = new pgDriver.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    } finally {
      await client.end();
    }
  }

  it("claiming at the same moment, the two never take the same mail", async () => {
    const [a, b] = await twoInstances();
    const at = new Date("2026-11-20T12:00:00.000Z");
    const refs: string[] = [];
    for (let i = 0; i < 30; i++) refs.push((await a.createSubmission({ kind: "call", lang: "en", fields: { i }, fileIds: [] }, at)).ref);
    const claimed: string[] = [];
    const drain = async (repo: LeadRepository) => {
      for (let row = await repo.claimDue(60_000); row; row = await repo.claimDue(60_000)) claimed.push(row.ref);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(claimed.sort()).toEqual(refs.sort());
  });

  it("a file uploaded through one is read, whole, through the other, and goes with its row", async () => {
    const [a, b] = await twoInstances();
    const body = randomBytes(2 * 1024 * 1024 + 5);
    const id = hexId();
    await a.reserveUpload({ id, name: "scan.pdf", type: "application/pdf", createdAt: new Date().toISOString() }, () => ({
      bytes: body.length,
    }));
    for (let at = 0, seq = 0; at < body.length; at += BODY_CHUNK_BYTES)
      await a.writeBodyChunk(id, seq++, body.subarray(at, at + BODY_CHUNK_BYTES));
    expect(await a.completeUpload(id, body.length)).toBe(true);
    expect((await b.readBody(id))?.equals(body)).toBe(true);
    expect(await b.deleteUpload(id)).toBe(true);
    expect(await a.readBody(id)).toBeUndefined();
  });

  it("named work runs on one instance at a time", async () => {
    const [a, b] = await twoInstances();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = a.exclusively("upload-sweep", async () => {
      await held;
      return "a";
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.exclusively("upload-sweep", async () => "b")).toBeUndefined();
    expect(await b.exclusively("other-work", async () => "b")).toBe("b");
    release();
    expect(await first).toBe("a");
    expect(await b.exclusively("upload-sweep", async () => "b")).toBe("b");
  });

  it("hits counted through either instance share one budget, even at the same moment", async () => {
    const [a, b] = await twoInstances();
    const hit = { bucket: "posts", key: "192.0.2.7", limit: 5, windowMs: 600_000 };
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).countHit(hit)));
    expect(verdicts.filter((v) => v?.allowed)).toHaveLength(5);
    expect(verdicts.filter((v) => v && !v.allowed && v.retryAfter === 600)).toHaveLength(7);
    // Another address has its own budget.
    expect(await a.countHit({ ...hit, key: "192.0.2.8" })).toEqual({ allowed: true });
  });

  it("the window slides and old hits are pruned by the database's clock", async () => {
    const [a, b] = await twoInstances();
    const hit = { bucket: "posts", key: "192.0.2.9", limit: 1, windowMs: 300 };
    expect(await a.countHit(hit)).toEqual({ allowed: true });
    expect(await b.countHit(hit)).toEqual({ allowed: false, retryAfter: 1 });
    await sleep(350);
    expect(await b.countHit(hit)).toEqual({ allowed: true });
    await a.countHit({ ...hit, key: "192.0.2.10" });
    const hits = () => rowsOf("rate_hits");
    expect(await hits()).toBe(2);
    await a.pruneHits(60_000);
    expect(await hits()).toBe(2);
    await sleep(350);
    await a.pruneHits(300);
    expect(await hits()).toBe(0);
  });

  it("an instance whose clock runs 11 minutes ahead does not widen the budget: posts alternating, no more than the limit", async () => {
    const [a, b] = await twoInstances();
    const budget = { limit: 3, windowMs: RATE_WINDOW_MS };
    const ahead = createSharedRateLimiter(a, "posts", budget);
    const onTime = createSharedRateLimiter(b, "posts", budget);
    const allowed: boolean[] = [];
    try {
      for (let i = 0; i < 8; i++) {
        // Every post through instance a happens while this process's clock is 11 minutes ahead.
        if (i % 2 === 0) vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000, shouldAdvanceTime: true });
        allowed.push((await (i % 2 === 0 ? ahead : onTime).take("192.0.2.7")).allowed);
        vi.useRealTimers();
      }
    } finally {
      vi.useRealTimers();
    }
    expect(allowed).toEqual([true, true, true, false, false, false, false, false]);
  });
});

describe.skipIf(Boolean(PG_MISSING))("PostgreSQL store made when bodies were kept whole (upload_bodies)", () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);
  afterAll(() => pg?.stop(), 30_000);

  it("moves each body into pieces on open: read back whole, claimable, and erased with its row", async () => {
    await pg.admin.query("CREATE DATABASE leads_whole_bodies");
    const old = new pgDriver.Client({ connectionString: pg.url("leads_whole_bodies") });
    await old.connect();
    await old.query(`
      CREATE TABLE submissions (ref text PRIMARY KEY, kind text NOT NULL, lang text NOT NULL, created_at timestamptz NOT NULL,
        fields jsonb NOT NULL, ip text, user_agent text);
      CREATE TABLE uploads (id text PRIMARY KEY, name text NOT NULL, size integer NOT NULL, type text NOT NULL,
        created_at timestamptz NOT NULL, submission_ref text REFERENCES submissions(ref), position integer, owner text);
      CREATE TABLE upload_bodies (id text PRIMARY KEY REFERENCES uploads(id) ON DELETE CASCADE, body bytea NOT NULL);`);
    const bodies = [randomBytes(3 * BODY_CHUNK_BYTES + 17), randomBytes(BODY_CHUNK_BYTES), randomBytes(10)];
    const ids = bodies.map(() => hexId());
    for (const [i, body] of bodies.entries()) {
      await old.query("INSERT INTO uploads (id, name, size, type, created_at) VALUES ($1, 'a.pdf', $2, 'application/pdf', now())", [
        ids[i],
        body.length,
      ]);
      await old.query("INSERT INTO upload_bodies (id, body) VALUES ($1, $2)", [ids[i], body]);
    }

    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-whole-"));
    const repo = await openRepository({ dataDir, databaseUrl: pg.url("leads_whole_bodies") });
    try {
      for (const [i, body] of bodies.entries()) expect((await repo.readBody(ids[i]))?.equals(body)).toBe(true);
      expect((await old.query("SELECT to_regclass('upload_bodies') AS t")).rows[0].t).toBeNull();
      expect((await old.query("SELECT count(*)::int AS n FROM upload_chunks")).rows[0].n).toBe(4 + 1 + 1);
      const { ref } = await repo.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [ids[0]] });
      expect((await repo.getSubmission(ref))!.files.map((f) => f.size)).toEqual([bodies[0].length]);
      expect(await repo.deleteSubmission(ref)).toEqual([ids[0]]);
      expect(await repo.deleteUpload(ids[1])).toBe(true);
      expect((await old.query("SELECT DISTINCT id FROM upload_chunks")).rows).toEqual([{ id: ids[2] }]);
    } finally {
      await repo.close();
      await old.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { ABANDONED_RESERVATION_MS, DAY_MS, DEFAULT_UPLOAD_QUOTA, FileStore, type SaveOptions } from "./files.server.ts";
import { openRepository } from "./repository.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import { leadConfigFromEnv } from "./service.server.ts";
import { UploadError, type StoredFile } from "./types.ts";
import { storeUrls } from "./testing/stores.ts";
import { zipOf } from "./testing/zip.ts";

const PDF_HEAD = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
const pdf = (size: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(Math.max(0, size - PDF_HEAD.length), 0x41)]).subarray(0, size);
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4000, 0x90)]);

/** A source that counts what was pulled from it and whether it was read to its end. */
function countingSource(total: number, chunkSize: number, first: Buffer = PDF_HEAD) {
  const state = { pulled: 0, chunks: Math.ceil(total / chunkSize), finished: false, stoppedEarly: false };
  async function* generate() {
    try {
      for (let i = 0; i < state.chunks; i++) {
        state.pulled++;
        const chunk = Buffer.alloc(Math.min(chunkSize, total - i * chunkSize), 0x41);
        if (i === 0) first.copy(chunk);
        yield new Uint8Array(chunk);
      }
      state.finished = true;
    } finally {
      if (!state.finished) state.stoppedEarly = true;
    }
  }
  return { source: generate(), state };
}

function webStream(data: Buffer, chunkSize: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const at = state.pulled * chunkSize;
        if (at >= data.length) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(data.subarray(at, at + chunkSize)));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function* once(data: Buffer) {
  yield new Uint8Array(data);
}

let dataDir: string;
let repo: LeadRepository;
let clock: number;
let files: FileStore;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-files-"));
  repo = await openRepository({ dataDir });
  clock = Date.now();
  files = new FileStore({ dataDir, repo, now: () => clock });
});

afterEach(async () => {
  await repo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What is on disk under DATA_DIR/files, temp folder included. */
const onDisk = () => ({
  stored: readdirSync(path.join(dataDir, "files"))
    .filter((f) => f !== "tmp")
    .sort(),
  tmp: readdirSync(path.join(dataDir, "files", "tmp")).sort(),
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).reason;
}

describe("FileStore.save", () => {
  it("stores a good file under a random id in DATA_DIR/files, with the sanitised name only as metadata", async () => {
    const body = pdf(50_000);
    const stored = await files.save(once(body), {
      name: "../../etc/passwd.pdf",
      type: "application/x-msdownload",
      remaining: MAX_TOTAL_BYTES,
    });
    expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: "passwd.pdf", size: body.length, type: "application/pdf" });
    const file = path.join(dataDir, "files", stored.id);
    expect(readFileSync(file).equals(body)).toBe(true);
    expect(onDisk()).toEqual({ stored: [stored.id], tmp: [] });
    expect(existsSync(path.join(dataDir, "etc"))).toBe(false);
    const [row] = await repo.getUploads([stored.id]);
    expect(row).toMatchObject({ id: stored.id, name: "passwd.pdf", size: body.length, submissionRef: null });
  });

  it("two uploads with the same name get different stored files", async () => {
    const a = await files.save(once(pdf(100)), { name: "plan.pdf", remaining: MAX_TOTAL_BYTES });
    const b = await files.save(once(pdf(200)), { name: "plan.pdf", remaining: MAX_TOTAL_BYTES });
    expect(a.id).not.toBe(b.id);
    expect(onDisk().stored.sort()).toEqual([a.id, b.id].sort());
  });

  it("the default data folder is outside the folders the website serves", () => {
    const { dataDir: defaultDir } = leadConfigFromEnv({});
    const repoRoot = path.resolve(".");
    expect(defaultDir).toBe(path.join(repoRoot, "data"));
    for (const served of ["public", "build/client", "build"]) {
      const relative = path.relative(path.join(repoRoot, served), defaultDir);
      expect(relative.startsWith("..")).toBe(true);
    }
  });

  it("refuses a stream over the remaining budget before reading it all, and leaves nothing behind", async () => {
    const { source, state } = countingSource(5 * 1024 * 1024, 64 * 1024);
    expect(await refusal(files.save(source, { name: "big.pdf", remaining: 1024 * 1024 }))).toBe("too-large");
    expect(state.pulled).toBeLessThanOrEqual(17); // 1 MB is 16 chunks; the 17th crosses the line
    expect(state.pulled).toBeLessThan(state.chunks);
    expect(state.finished).toBe(false);
    expect(state.stoppedEarly).toBe(true);
    expect(onDisk()).toEqual({ stored: [], tmp: [] });
    expect(await repo.staleUploads(new Date(clock + DAY_MS))).toEqual([]);
  });

  it("a web ReadableStream over the budget is cancelled, not drained", async () => {
    const { stream, state } = webStream(pdf(3 * 1024 * 1024), 64 * 1024);
    expect(await refusal(files.save(stream, { name: "scan.pdf", remaining: 512 * 1024 }))).toBe("too-large");
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(48);
    expect(onDisk()).toEqual({ stored: [], tmp: [] });
  });

  it("a file of exactly the remaining budget is accepted", async () => {
    const stored = await files.save(once(pdf(4096)), { name: "exact.pdf", remaining: 4096 });
    expect(stored.size).toBe(4096);
  });

  it("refuses a Windows program renamed .pdf as soon as its first bytes are seen", async () => {
    const { source, state } = countingSource(2 * 1024 * 1024, 16 * 1024, EXE.subarray(0, 16 * 1024));
    expect(await refusal(files.save(source, { name: "invoice.pdf", remaining: MAX_TOTAL_BYTES }))).toBe("content");
    expect(state.pulled).toBe(1);
    expect(onDisk()).toEqual({ stored: [], tmp: [] });
  });

  it("refuses a small file whose content does not match, and one that is only a few bytes long", async () => {
    expect(await refusal(files.save(once(EXE.subarray(0, 300)), { name: "drawing.dwg", remaining: MAX_TOTAL_BYTES }))).toBe("content");
    expect(await refusal(files.save(once(Buffer.from("%PD")), { name: "tiny.pdf", remaining: MAX_TOTAL_BYTES }))).toBe("content");
    expect(onDisk()).toEqual({ stored: [], tmp: [] });
  });

  it("refuses types outside the list, empty files and names with nothing usable, before writing anything", async () => {
    expect(await refusal(files.save(once(EXE), { name: "setup.exe", remaining: MAX_TOTAL_BYTES }))).toBe("type");
    expect(await refusal(files.save(once(pdf(10)), { name: "no-extension", remaining: MAX_TOTAL_BYTES }))).toBe("type");
    expect(await refusal(files.save(once(Buffer.alloc(0)), { name: "empty.pdf", remaining: MAX_TOTAL_BYTES }))).toBe("empty");
    expect(await refusal(files.save(once(pdf(10)), { name: "../\u0000/", remaining: MAX_TOTAL_BYTES }))).toBe("name");
    expect(onDisk()).toEqual({ stored: [], tmp: [] });
  });

  it("names with control characters or 1,000 characters are cleaned for display, never used on disk", async () => {
    const a = await files.save(once(pdf(100)), { name: "bad\u0000na\nme\u202E.pdf", remaining: MAX_TOTAL_BYTES });
    const b = await files.save(once(pdf(100)), { name: `${"x".repeat(996)}.pdf`, remaining: MAX_TOTAL_BYTES });
    expect(a.name).toBe("badname.pdf");
    expect(b.name).toHaveLength(200);
    expect(b.name.endsWith(".pdf")).toBe(true);
    expect(onDisk().stored.sort()).toEqual([a.id, b.id].sort());
  });
});

describe("FileStore bounds on unclaimed uploads", () => {
  const A = "198.51.100.4";
  const B = "203.0.113.9";
  const bounded = (quota: { perAddressBytes: number; perAddressFiles: number; totalBytes: number }) =>
    new FileStore({ dataDir, repo, now: () => clock, quota });
  const save = (store: FileStore, size: number, owner?: string) =>
    store.save(once(pdf(size)), { name: "plan.pdf", remaining: MAX_TOTAL_BYTES, owner });

  it("refuses an address past its bytes or files with 'quota', keeps what it accepted, and still takes others' files", async () => {
    const store = bounded({ perAddressBytes: 3000, perAddressFiles: 3, totalBytes: 1_000_000 });
    const accepted = [await save(store, 1000, A), await save(store, 1000, A)];
    // Cut off while streaming, as soon as the address's room is used up: nothing of it stays.
    expect(await refusal(save(store, 1500, A))).toBe("quota");
    accepted.push(await save(store, 900, A));
    expect(await refusal(save(store, 10, A))).toBe("quota"); // three files: the file bound
    expect(onDisk()).toEqual({ stored: accepted.map((f) => f.id).sort(), tmp: [] });
    expect(await repo.getUploads(accepted.map((f) => f.id))).toHaveLength(3);
    await save(store, 1000, B);
  });

  it("frees an address's room when its files are sent with a form or removed", async () => {
    const store = bounded({ perAddressBytes: 2000, perAddressFiles: 10, totalBytes: 1_000_000 });
    const [a, b] = [await save(store, 1000, A), await save(store, 1000, A)];
    expect(await refusal(save(store, 100, A))).toBe("quota");
    await repo.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [a.id] });
    await save(store, 1000, A);
    await store.remove(b.id);
    await save(store, 500, A);
  });

  it("refuses everyone with 'full' when the site's unclaimed files reach the total bound", async () => {
    const store = bounded({ perAddressBytes: 5000, perAddressFiles: 10, totalBytes: 3000 });
    await save(store, 1500, A);
    await save(store, 1500, B);
    expect(await refusal(save(store, 100, "192.0.2.50"))).toBe("full");
    expect(await refusal(save(store, 100))).toBe("full");
  });
});

describe("FileStore.remove", () => {
  it("deletes an unclaimed upload, and refuses a claimed one or an id that is not ours", async () => {
    const free = await files.save(once(pdf(100)), { name: "a.pdf", remaining: MAX_TOTAL_BYTES });
    const claimed = await files.save(once(pdf(100)), { name: "b.pdf", remaining: MAX_TOTAL_BYTES });
    await repo.createSubmission({ kind: "contact", lang: "en", fields: {}, fileIds: [claimed.id] });
    expect(await files.remove(free.id)).toBe(true);
    expect(await files.remove(claimed.id)).toBe(false);
    expect(await files.remove("../leads.sqlite")).toBe(false);
    expect(onDisk().stored).toEqual([claimed.id]);
    expect(existsSync(path.join(dataDir, "leads.sqlite"))).toBe(true);
  });
});

describe("FileStore.sweep", () => {
  it("removes only unclaimed uploads older than a day, and stray temp files", async () => {
    const oldFree = await files.save(once(pdf(100)), { name: "old-free.pdf", remaining: MAX_TOTAL_BYTES });
    const oldClaimed = await files.save(once(pdf(100)), { name: "old-claimed.pdf", remaining: MAX_TOTAL_BYTES });
    await repo.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [oldClaimed.id] });
    const strayTmp = path.join(dataDir, "files", "tmp", "0123456789abcdef0123456789abcdef.part");
    writeFileSync(strayTmp, "half");
    const aged = (clock - 2 * DAY_MS) / 1000;
    utimesSync(strayTmp, aged, aged);

    clock += DAY_MS + 60_000; // a day and a minute later
    const fresh = await files.save(once(pdf(100)), { name: "fresh.pdf", remaining: MAX_TOTAL_BYTES });
    const freshTmp = path.join(dataDir, "files", "tmp", "fedcba9876543210fedcba9876543210.part");
    writeFileSync(freshTmp, "in progress");
    utimesSync(freshTmp, clock / 1000, clock / 1000);

    const { removed } = await files.sweep();
    expect(removed).toBe(2);
    expect(onDisk()).toEqual({ stored: [oldClaimed.id, fresh.id].sort(), tmp: [path.basename(freshTmp)] });
    expect((await repo.getUploads([oldFree.id, oldClaimed.id, fresh.id])).map((u) => u.id).sort()).toEqual(
      [oldClaimed.id, fresh.id].sort(),
    );
  });

  it("removes an old body whose row was never written, but not a new one", async () => {
    const orphanOld = path.join(dataDir, "files", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    const orphanNew = path.join(dataDir, "files", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    writeFileSync(orphanOld, "x");
    writeFileSync(orphanNew, "x");
    const aged = (clock - 2 * DAY_MS) / 1000;
    utimesSync(orphanOld, aged, aged);
    utimesSync(orphanNew, clock / 1000, clock / 1000);
    await files.sweep();
    expect(onDisk().stored).toEqual([path.basename(orphanNew)]);
  });
});

const { stores: STORES, stop: stopStores } = storeUrls("files");
afterAll(() => stopStores(), 30_000);

/** A source that yields its first 1,000 bytes, then waits for `gate` before the rest; it tells whether it was read or dropped. */
function heldSource(body: Buffer, gate: Promise<void>) {
  const state = { started: false, closed: false };
  let step = 0;
  const source: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => ({
      async next() {
        step++;
        if (step === 1) state.started = true;
        if (step === 1) return { done: false, value: new Uint8Array(body.subarray(0, 1000)) };
        if (step === 2) await gate;
        if (step === 2) return { done: false, value: new Uint8Array(body.subarray(1000)) };
        state.closed = true;
        return { done: true, value: undefined };
      },
      async return() {
        state.closed = true;
        return { done: true, value: undefined };
      },
    }),
  };
  return { source, state };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe.each(STORES)("FileStore reserves room before a body is read ($name)", (store) => {
  describe.skipIf(Boolean(store.skip))(store.skip ? `skipped: ${store.skip}` : "on a real store", () => {
    const A = "198.51.100.4";
    let dir: string;
    let repository: LeadRepository;
    let databaseUrl: string | undefined;
    let time: number;

    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "leads-reserve-"));
      databaseUrl = await store.databaseUrl();
      repository = await openRepository({ dataDir: dir, databaseUrl });
      time = Date.now();
    }, 60_000);
    afterEach(async () => {
      await repository.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const storeOf = (quota: { perAddressBytes: number; perAddressFiles: number; totalBytes: number }) =>
      new FileStore({ dataDir: dir, repo: repository, now: () => time, quota, bodiesInDatabase: store.name === "PostgreSQL" });
    const outcome = (saving: Promise<StoredFile>) =>
      saving.then(
        () => "stored",
        (error: unknown) => (error instanceof UploadError ? error.reason : String(error)),
      );
    /** Starts `count` saves of `size` bytes, all held after their first bytes until every one was either started or refused. */
    async function heldSaves(files: FileStore, count: number, size: number, options: Partial<SaveOptions> = {}) {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const sources = Array.from({ length: count }, () => heldSource(pdf(size), gate));
      const saves = sources.map(({ source }, i) =>
        outcome(files.save(source, { name: `p${i}.pdf`, size, remaining: MAX_TOTAL_BYTES, owner: A, ...options })),
      );
      await until(() => sources.every(({ state }) => state.started || state.closed));
      open();
      return Promise.all(saves);
    }

    it("an archive holding a program, a ZIP renamed .docx and an archive bomb are refused, and nothing of them is kept", async () => {
      const files = storeOf(DEFAULT_UPLOAD_QUOTA);
      const save = (name: string, body: Buffer) =>
        outcome(files.save(webStream(body, 64 * 1024).stream, { name, size: body.length, remaining: MAX_TOTAL_BYTES, owner: A }));
      const plan = pdf(20_000);
      expect(
        await save(
          "drawings.zip",
          zipOf([
            { name: "plan.pdf", data: plan },
            { name: "invoice.pdf.exe", data: EXE },
          ]),
        ),
      ).toBe("archive");
      expect(await save("bomb.zip", zipOf([{ name: "zeros.bin", data: Buffer.alloc(32 * 1024 * 1024), deflate: true }]))).toBe("archive");
      expect(await save("report.docx", zipOf([{ name: "plan.pdf", data: plan }]))).toBe("content");
      expect(await repository.unclaimedUsage(A)).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 0 });
      if (store.name === "SQLite") expect(readdirSync(path.join(dir, "files")).filter((f) => f !== "tmp")).toEqual([]);
      const word = zipOf([
        { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
        { name: "word/document.xml", data: Buffer.from("<w:document/>") },
      ]);
      expect(await save("report.docx", word)).toBe("stored");
      expect(await save("drawings.zip", zipOf([{ name: "plan.pdf", data: plan }]))).toBe("stored");
    });

    it("uploads running at once never pass the address's bound together, in bytes or in files", async () => {
      const bytes = storeOf({ perAddressBytes: 5000, perAddressFiles: 100, totalBytes: 1_000_000 });
      const results = await heldSaves(bytes, 10, 1000);
      expect(results.filter((r) => r === "stored")).toHaveLength(5);
      expect(results.filter((r) => r === "quota")).toHaveLength(5);
      expect(await repository.unclaimedUsage(A)).toMatchObject({ ownerFiles: 5, ownerBytes: 5000 });

      const files = storeOf({ perAddressBytes: 1_000_000, perAddressFiles: 8, totalBytes: 1_000_000 });
      const more = await heldSaves(files, 6, 1200);
      expect(more.filter((r) => r === "stored")).toHaveLength(3);
      expect(await repository.unclaimedUsage(A)).toMatchObject({ ownerFiles: 8 });
    });

    it("uploads running at once never pass the site's bound together", async () => {
      const files = storeOf({ perAddressBytes: 1_000_000, perAddressFiles: 100, totalBytes: 4500 });
      const results = await heldSaves(files, 8, 1000, { owner: undefined });
      expect(results.filter((r) => r === "stored")).toHaveLength(4);
      expect(results.filter((r) => r === "full")).toHaveLength(4);
    });

    it("counts an upload at its declared size while it streams, and at its real size once complete", async () => {
      const files = storeOf({ perAddressBytes: 5000, perAddressFiles: 100, totalBytes: 1_000_000 });
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const held = heldSource(pdf(3000), gate);
      const first = files.save(held.source, { name: "a.pdf", size: 3000, remaining: MAX_TOTAL_BYTES, owner: A });
      await until(() => held.state.started);
      expect(await repository.unclaimedUsage(A)).toEqual({ ownerFiles: 1, ownerBytes: 3000, totalBytes: 3000 });
      expect(await outcome(files.save(once(pdf(2500)), { name: "b.pdf", size: 2500, remaining: MAX_TOTAL_BYTES, owner: A }))).toBe("quota");
      open();
      const stored = await first;
      expect(await repository.getUploads([stored.id])).toMatchObject([{ size: 3000, pending: false }]);

      // Without a declared size, the room reserved is what the bounds leave (2,000 bytes), and the
      // upload is counted at its real size once complete.
      const unsized = await files.save(once(pdf(700)), { name: "c.pdf", remaining: MAX_TOTAL_BYTES, owner: A });
      expect(unsized.size).toBe(700);
      expect(await repository.unclaimedUsage(A)).toEqual({ ownerFiles: 2, ownerBytes: 3700, totalBytes: 3700 });
      expect((await files.read(unsized.id)).equals(pdf(700))).toBe(true);
    });

    it("a file a submission lists while it still streams in is refused, then accepted once complete", async () => {
      const files = storeOf({ perAddressBytes: 1_000_000, perAddressFiles: 100, totalBytes: 1_000_000 });
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const held = heldSource(pdf(600_000), gate);
      const saving = files.save(held.source, { name: "a.pdf", size: 600_000, remaining: MAX_TOTAL_BYTES, owner: A });
      await until(() => held.state.started);
      const [pending] = await repository.staleUploads(new Date(time + 1000), new Date(time + 1000));
      expect(pending.pending).toBe(true);
      await expect(repository.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [pending.id] })).rejects.toMatchObject({
        reason: "unknown-file",
      });
      open();
      const stored = await saving;
      expect(stored.id).toBe(pending.id);
      const { ref } = await repository.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [stored.id] });
      expect((await repository.getSubmission(ref))!.files.map((f) => f.size)).toEqual([600_000]);
      expect((await files.read(stored.id)).equals(pdf(600_000))).toBe(true);
    });

    it("an upload that fails midway gives its room back and leaves nothing behind", async () => {
      const files = storeOf({ perAddressBytes: 5000, perAddressFiles: 100, totalBytes: 1_000_000 });
      async function* cut() {
        yield new Uint8Array(pdf(300_000).subarray(0, 280_000));
        throw new Error("the visitor went away");
      }
      await expect(files.save(cut(), { name: "a.pdf", remaining: MAX_TOTAL_BYTES })).rejects.toThrow("the visitor went away");
      // Refused once past the room its address had left, and refused by its content.
      expect(await outcome(files.save(once(pdf(7000)), { name: "b.pdf", remaining: MAX_TOTAL_BYTES, owner: A }))).toBe("quota");
      expect(await outcome(files.save(once(EXE), { name: "c.pdf", size: EXE.length, remaining: MAX_TOTAL_BYTES, owner: A }))).toBe(
        "content",
      );
      expect(await repository.unclaimedUsage(A)).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 0 });
      expect(await repository.staleUploads(new Date(time + DAY_MS))).toEqual([]);
      expect(await bodiesIn(dir, databaseUrl)).toEqual([]);
    });

    it("the sweep frees the room of an upload that died after its reservation, after an hour, not before", async () => {
      const files = storeOf({ perAddressBytes: 5000, perAddressFiles: 100, totalBytes: 1_000_000 });
      // What a crash mid-upload leaves: a pending reservation, and what was written of its body.
      const dead = { id: "d".repeat(32), name: "a.pdf", type: "application/pdf", createdAt: new Date(time).toISOString(), owner: A };
      await repository.reserveUpload(dead, () => ({ bytes: 4000 }));
      if (store.name === "PostgreSQL") await repository.writeBodyChunk(dead.id, 0, pdf(1000));
      else writeFileSync(path.join(dir, "files", "tmp", `${dead.id}.part`), pdf(1000));
      expect(await outcome(files.save(once(pdf(2000)), { name: "b.pdf", size: 2000, remaining: MAX_TOTAL_BYTES, owner: A }))).toBe("quota");

      time += ABANDONED_RESERVATION_MS - 60_000;
      expect((await files.sweep()).removed).toBe(0);
      time += 120_000;
      expect((await files.sweep()).removed).toBe(1);
      expect(await repository.unclaimedUsage(A)).toEqual({ ownerFiles: 0, ownerBytes: 0, totalBytes: 0 });
      expect(await bodiesIn(dir, databaseUrl)).toEqual([]);
      expect(await outcome(files.save(once(pdf(2000)), { name: "b.pdf", size: 2000, remaining: MAX_TOTAL_BYTES, owner: A }))).toBe(
        "stored",
      );
    });
  });
});

/** Whatever holds upload bytes: files (final or half-written) under DATA_DIR/files, or pieces in PostgreSQL. */
async function bodiesIn(dir: string, databaseUrl: string | undefined): Promise<string[]> {
  const files = path.join(dir, "files");
  if (!databaseUrl) return [...readdirSync(files).filter((f) => f !== "tmp"), ...readdirSync(path.join(files, "tmp"))];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query("SELECT DISTINCT id FROM upload_chunks")).rows.map((row: { id: string }) => row.id);
  } finally {
    await client.end();
  }
}

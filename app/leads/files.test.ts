import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { DAY_MS, FileStore } from "./files.server.ts";
import { openRepository } from "./repository.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import { leadConfigFromEnv } from "./service.server.ts";
import { UploadError } from "./types.ts";

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

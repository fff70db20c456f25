import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { MIME_TYPES, SIGNATURE_BYTES, checkSignature, extensionOf, isAcceptedExtension, sanitizeFileName } from "./file-types.server.ts";
import { filesDirOf } from "./repository.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import { UNCLAIMED_UPLOAD_HOURS } from "./retention.ts";
import { UploadError } from "./types.ts";
import type { StoredFile } from "./types.ts";

/** Unclaimed uploads older than this are swept (the privacy policy states it). */
export const DAY_MS = UNCLAIMED_UPLOAD_HOURS * 60 * 60 * 1000;

export interface SaveOptions {
  /** The name the browser sent; sanitised for display, never used in a path. */
  name: string;
  /** The type the browser claimed. Not trusted: the stored type follows from the checked extension. */
  type?: string;
  /** Bytes this submission may still upload; the stream is refused as soon as it goes past. */
  remaining: number;
  /** The visitor's address: its unclaimed files are bounded by `UploadQuota`. */
  owner?: string;
}

/**
 * How much may wait unclaimed (uploaded, not yet sent with a form) before further uploads are
 * refused: per address, so one visitor cannot fill the disk, and in total, so many cannot either.
 * Unclaimed files are swept after a day; files already accepted are never touched by the bound.
 */
export interface UploadQuota {
  perAddressBytes: number;
  perAddressFiles: number;
  totalBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { perAddressBytes: 50 * MB, perAddressFiles: 60, totalBytes: 2048 * MB };

export interface FileStoreOptions {
  dataDir: string;
  repo: LeadRepository;
  /**
   * Bodies kept by the database with their rows (PostgreSQL), so that any instance can attach a
   * file another received; otherwise files on this machine's disk under DATA_DIR/files.
   */
  bodiesInDatabase?: boolean;
  /** Replaceable so tests can age uploads without waiting a day. */
  now?: () => number;
  quota?: UploadQuota;
}

type Source = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** Reads a web stream or an async iterable chunk by chunk, and can stop the producer early. */
function chunksOf(source: Source): { next(): Promise<Uint8Array | undefined>; cancel(): Promise<void> } {
  if ("getReader" in source) {
    const reader = source.getReader();
    return {
      next: async () => {
        const { done, value } = await reader.read();
        return done ? undefined : value;
      },
      cancel: async () => {
        await reader.cancel().catch(() => {});
      },
    };
  }
  const iterator = source[Symbol.asyncIterator]();
  return {
    next: async () => {
      const { done, value } = await iterator.next();
      return done ? undefined : value;
    },
    cancel: async () => {
      await iterator.return?.().catch(() => {});
    },
  };
}

/** fsync a directory so a rename into it survives a power cut. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Where the bytes of one upload go while they stream in and are checked. */
interface BodySink {
  write(chunk: Uint8Array): Promise<void>;
  /** The upload is complete and checked: made durable on disk, or returned for the database to keep. */
  keep(): Promise<Uint8Array | undefined>;
  /** The upload was refused, or its row could not be written: nothing of it stays. */
  discard(): Promise<void>;
}

/** A file written to files/tmp and moved into place only when it is complete and checked. */
async function diskSink(tmpPath: string, finalPath: string): Promise<BodySink> {
  const handle = await open(tmpPath, "wx", 0o600);
  let closed = false;
  const close = async () => {
    if (!closed) await handle.close();
    closed = true;
  };
  return {
    write: async (chunk) => void (await handle.write(chunk)),
    async keep() {
      await handle.sync();
      await close();
      await rename(tmpPath, finalPath);
      await syncDir(path.dirname(finalPath));
      return undefined;
    },
    async discard() {
      await close().catch(() => {});
      await rm(tmpPath, { force: true });
      await rm(finalPath, { force: true });
    },
  };
}

/** Bytes held in memory (at most the 10 MB a form may carry) until the database stores them with their row. */
function memorySink(): BodySink {
  const chunks: Uint8Array[] = [];
  return {
    write: async (chunk) => void chunks.push(chunk.slice()),
    keep: async () => Buffer.concat(chunks),
    discard: async () => void chunks.splice(0),
  };
}

/**
 * Upload bodies outside anything served to the public: on disk under DATA_DIR/files/<random id>
 * (SQLite), or in the database beside their rows (PostgreSQL, shared by every instance).
 */
export class FileStore {
  readonly dir: string;
  private tmpDir: string;
  private repo: LeadRepository;
  private now: () => number;
  private quota: UploadQuota;
  private inDatabase: boolean;

  constructor(options: FileStoreOptions) {
    this.dir = filesDirOf(options.dataDir);
    this.tmpDir = path.join(this.dir, "tmp");
    this.repo = options.repo;
    this.now = options.now ?? Date.now;
    this.quota = options.quota ?? DEFAULT_UPLOAD_QUOTA;
    this.inDatabase = options.bodiesInDatabase ?? false;
    if (!this.inDatabase) mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  pathOf(id: string): string {
    return path.join(this.dir, id);
  }

  /** Streams one upload in, checking type, signature and size as it goes; records it as unclaimed. */
  async save(source: Source, options: SaveOptions): Promise<StoredFile> {
    const name = sanitizeFileName(options.name);
    const chunks = chunksOf(source);
    if (!name) {
      await chunks.cancel();
      throw new UploadError("name");
    }
    const ext = extensionOf(name);
    if (!isAcceptedExtension(ext)) {
      await chunks.cancel();
      throw new UploadError("type");
    }
    const room = await this.roomFor(options.owner);
    if (room.bytes <= 0) {
      await chunks.cancel();
      throw new UploadError(room.refusal);
    }

    const id = randomBytes(16).toString("hex");
    const sink = this.inDatabase ? memorySink() : await diskSink(path.join(this.tmpDir, `${id}.part`), this.pathOf(id));
    let size = 0;
    let head: Uint8Array = new Uint8Array(0);
    let signatureChecked = false;
    let body: Uint8Array | undefined;
    try {
      for (let chunk = await chunks.next(); chunk !== undefined; chunk = await chunks.next()) {
        size += chunk.byteLength;
        if (size > options.remaining) throw new UploadError("too-large");
        if (size > room.bytes) throw new UploadError(room.refusal);
        if (!signatureChecked) {
          head = concat(head, chunk.subarray(0, SIGNATURE_BYTES - head.byteLength));
          if (head.byteLength >= SIGNATURE_BYTES) {
            if (!checkSignature(ext, head)) throw new UploadError("content");
            signatureChecked = true;
          }
        }
        await sink.write(chunk);
      }
      if (size === 0) throw new UploadError("empty");
      if (!signatureChecked && !checkSignature(ext, head)) throw new UploadError("content");
      body = await sink.keep();
    } catch (error) {
      await chunks.cancel();
      await sink.discard();
      throw error;
    }

    const stored: StoredFile = { id, name, size, type: MIME_TYPES[ext] };
    try {
      await this.repo.insertUpload({ ...stored, createdAt: new Date(this.now()).toISOString(), owner: options.owner }, body);
    } catch (error) {
      await sink.discard();
      throw error;
    }
    return stored;
  }

  /**
   * The bytes the next upload may take before a bound is reached, and which bound it is. Uploads
   * running at the same moment may each take the room left, so the bound holds within a few files.
   */
  private async roomFor(owner: string | undefined): Promise<{ bytes: number; refusal: "quota" | "full" }> {
    const usage = await this.repo.unclaimedUsage(owner ?? "");
    const total = this.quota.totalBytes - usage.totalBytes;
    const own =
      owner === undefined ? Infinity : usage.ownerFiles >= this.quota.perAddressFiles ? 0 : this.quota.perAddressBytes - usage.ownerBytes;
    return own < total ? { bytes: own, refusal: "quota" } : { bytes: total, refusal: "full" };
  }

  /** An upload's bytes, wherever they are kept (the mail attaches them; staff save them). */
  async read(id: string): Promise<Buffer> {
    if (!/^[0-9a-f]{32}$/.test(id)) throw new Error(`not an upload id: ${id}`);
    if (!this.inDatabase) return readFile(this.pathOf(id));
    const body = await this.repo.readBody(id);
    if (!body) throw new Error(`upload ${id} has no stored body`);
    return body;
  }

  /** Removes the bodies of files whose rows are gone (a deleted submission's); in the database they went with the rows. */
  async removeBodies(ids: readonly string[]): Promise<void> {
    if (this.inDatabase) return;
    for (const id of ids) if (/^[0-9a-f]{32}$/.test(id)) await rm(this.pathOf(id), { force: true });
  }

  /** Deletes an upload no submission has claimed (the visitor removed it); false when it is claimed or unknown. */
  async remove(id: string): Promise<boolean> {
    if (!/^[0-9a-f]{32}$/.test(id)) return false;
    if (!(await this.repo.deleteUpload(id))) return false;
    if (!this.inDatabase) await rm(this.pathOf(id), { force: true });
    return true;
  }

  /**
   * Removes uploads no submission claimed within `olderThanMs`, half-written temp files, and
   * bodies whose row was never written (a crash between the rename and the insert). With several
   * instances on one database, one sweeps while the others skip (`removed` is then undefined).
   */
  async sweep(olderThanMs = DAY_MS): Promise<{ removed: number | undefined }> {
    const removed = await this.repo.exclusively("upload-sweep", () => this.sweepNow(olderThanMs));
    return { removed };
  }

  private async sweepNow(olderThanMs: number): Promise<number> {
    const cutoff = this.now() - olderThanMs;
    let removed = 0;
    for (const upload of await this.repo.staleUploads(new Date(cutoff))) {
      if (await this.remove(upload.id)) removed++;
    }
    if (this.inDatabase) return removed;
    for (const entry of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, entry);
      if ((await stat(file)).mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    const bodies = (await readdir(this.dir)).filter((entry) => /^[0-9a-f]{32}$/.test(entry));
    const known = new Set((await this.repo.getUploads(bodies)).map((u) => u.id));
    for (const entry of bodies) {
      const file = this.pathOf(entry);
      if (!known.has(entry) && (await stat(file)).mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}

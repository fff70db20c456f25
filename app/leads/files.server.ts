import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createArchiveCheck, isArchive } from "./archive-check.server.ts";
import { MIME_TYPES, SIGNATURE_BYTES, checkSignature, extensionOf, isAcceptedExtension, sanitizeFileName } from "./file-types.server.ts";
import { BODY_CHUNK_BYTES, filesDirOf } from "./repository.server.ts";
import type { LeadRepository, UnclaimedUsage } from "./repository.server.ts";
import { UNCLAIMED_UPLOAD_HOURS } from "./retention.ts";
import { UploadError } from "./types.ts";
import type { StoredFile, UploadRefusal } from "./types.ts";

/** Unclaimed uploads older than this are swept (the privacy policy states it). */
export const DAY_MS = UNCLAIMED_UPLOAD_HOURS * 60 * 60 * 1000;

/**
 * A reservation still pending after this long belongs to an upload that died (the process crashed,
 * or the store could not answer when it was refused): the server stops reading any request after
 * 30 seconds. The sweep then frees its room.
 */
export const ABANDONED_RESERVATION_MS = 60 * 60 * 1000;

export interface SaveOptions {
  /** The name the browser sent; sanitised for display, never used in a path. */
  name: string;
  /** The type the browser claimed. Not trusted: the stored type follows from the checked extension. */
  type?: string;
  /**
   * The body's length when it is known before it is read (a declared Content-Length, a form part
   * the parser holds): exactly that much room is reserved. Otherwise room for `remaining`, or what
   * the bounds leave, and the stream is refused as soon as it goes past.
   */
  size?: number;
  /** Bytes this submission may still upload; the stream is refused as soon as it goes past. */
  remaining: number;
  /** The visitor's budget key (`budgetKey`): its unclaimed files are bounded by `UploadQuota`. */
  owner?: string;
}

/**
 * How much may wait unclaimed (uploaded, not yet sent with a form) before further uploads are
 * refused: per address, so one visitor cannot fill the disk, and in total, so many cannot either.
 * Room is reserved before an upload's body is read, so the bounds hold exactly however many
 * uploads run at once. Unclaimed files are swept after a day; files already accepted are never
 * touched by the bound.
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

/** fsync a file, or a directory so a rename into it survives a power cut. */
export async function syncPath(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The room reserved for one upload, and why its stream is refused should it go past; or the bound that leaves it none. */
type Room = { bytes: number; pastRoom: UploadRefusal } | { refusal: "quota" | "full" };

/** Where the bytes of one upload go while they stream in and are checked. */
interface BodySink {
  write(chunk: Uint8Array): Promise<void>;
  /** The upload is complete and checked: everything written is made durable. */
  keep(): Promise<void>;
  /** The upload was refused, or could not be completed: nothing of it stays. */
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
      await syncPath(path.dirname(finalPath));
    },
    async discard() {
      await close().catch(() => {});
      await rm(tmpPath, { force: true });
      await rm(finalPath, { force: true });
    },
  };
}

/**
 * Bytes written to the database a piece at a time as they arrive (the upload's row, pending, is
 * already there), so an upload in flight holds one piece in memory, not the file.
 */
function databaseSink(repo: LeadRepository, id: string): BodySink {
  const piece = Buffer.allocUnsafe(BODY_CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  const flush = async () => {
    if (filled === 0) return;
    await repo.writeBodyChunk(id, seq++, piece.subarray(0, filled));
    filled = 0;
  };
  return {
    async write(chunk) {
      for (let at = 0; at < chunk.byteLength;) {
        const taken = Math.min(chunk.byteLength - at, piece.byteLength - filled);
        piece.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === piece.byteLength) await flush();
      }
    },
    keep: flush,
    // The pieces written so far go with the upload's row.
    discard: async () => {},
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

  /**
   * Streams one upload in, checking type, signature and size as it goes; records it as unclaimed.
   * Its room under the bounds is reserved before a byte is read, and given back if it fails.
   */
  async save(source: Source, options: SaveOptions): Promise<StoredFile> {
    const chunks = chunksOf(source);
    const refuse = async (reason: UploadRefusal) => {
      await chunks.cancel();
      return new UploadError(reason);
    };
    const name = sanitizeFileName(options.name);
    if (!name) throw await refuse("name");
    const ext = extensionOf(name);
    if (!isAcceptedExtension(ext)) throw await refuse("type");
    if (options.size === 0) throw await refuse("empty");
    if (options.size !== undefined && options.size > options.remaining) throw await refuse("too-large");

    const id = randomBytes(16).toString("hex");
    const stored = { id, name, type: MIME_TYPES[ext] };
    const wanted = Math.min(options.size ?? Infinity, options.remaining);
    const reservation = await this.repo
      .reserveUpload<Room>({ ...stored, createdAt: new Date(this.now()).toISOString(), owner: options.owner }, (usage) => {
        const room = this.roomIn(usage, options.owner);
        if (room.bytes < (options.size ?? 1)) return { refusal: room.refusal };
        // A stream that goes past its room is refused: by the bound that set the room, or as too large.
        const pastRoom: UploadRefusal = room.bytes < wanted ? room.refusal : "too-large";
        return { bytes: Math.min(wanted, room.bytes), pastRoom };
      })
      .catch(async (error: unknown) => {
        await chunks.cancel();
        throw error;
      });
    if ("refusal" in reservation) throw await refuse(reservation.refusal);

    let sink: BodySink | undefined;
    let size = 0;
    let head: Uint8Array = new Uint8Array(0);
    let signatureChecked = false;
    const archive = isArchive(ext) ? createArchiveCheck(ext) : undefined;
    try {
      sink = this.inDatabase ? databaseSink(this.repo, id) : await diskSink(path.join(this.tmpDir, `${id}.part`), this.pathOf(id));
      for (let chunk = await chunks.next(); chunk !== undefined; chunk = await chunks.next()) {
        size += chunk.byteLength;
        if (size > reservation.bytes) throw new UploadError(reservation.pastRoom);
        if (!signatureChecked) {
          head = concat(head, chunk.subarray(0, SIGNATURE_BYTES - head.byteLength));
          if (head.byteLength >= SIGNATURE_BYTES) {
            if (!checkSignature(ext, head)) throw new UploadError("content");
            signatureChecked = true;
          }
        }
        archive?.write(chunk);
        await sink.write(chunk);
      }
      if (size === 0) throw new UploadError("empty");
      if (!signatureChecked && !checkSignature(ext, head)) throw new UploadError("content");
      const verdict = archive?.verdict() ?? "ok";
      if (verdict !== "ok") throw new UploadError(verdict);
      await sink.keep();
      if (!(await this.repo.completeUpload(id, size))) throw new Error(`upload ${id} was removed before it was complete`);
    } catch (error) {
      await chunks.cancel();
      await sink?.discard();
      // Gives the room back; should the store not answer now, the sweep frees it later.
      await this.repo.deleteUpload(id).catch(() => false);
      throw error;
    }
    return { ...stored, size };
  }

  /** The bytes the bounds leave for one more upload of `owner`, given what is unclaimed, and which bound it is. */
  private roomIn(usage: UnclaimedUsage, owner: string | undefined): { bytes: number; refusal: "quota" | "full" } {
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
   * Removes uploads no submission claimed within `olderThanMs`, reservations of uploads that died
   * (pending past ABANDONED_RESERVATION_MS) with what they wrote, half-written temp files, and
   * bodies whose row is gone. With several instances on one database, one sweeps while the others
   * skip (`removed` is then undefined).
   */
  async sweep(olderThanMs = DAY_MS): Promise<{ removed: number | undefined }> {
    const removed = await this.repo.exclusively("upload-sweep", () => this.sweepNow(olderThanMs));
    return { removed };
  }

  private async sweepNow(olderThanMs: number): Promise<number> {
    const cutoff = this.now() - olderThanMs;
    const abandoned = new Date(this.now() - Math.min(olderThanMs, ABANDONED_RESERVATION_MS));
    let removed = 0;
    for (const upload of await this.repo.staleUploads(new Date(cutoff), abandoned)) {
      if (!(await this.remove(upload.id))) continue;
      removed++;
      if (upload.pending && !this.inDatabase) await rm(path.join(this.tmpDir, `${upload.id}.part`), { force: true });
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

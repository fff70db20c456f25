import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { constants, copyFile, mkdir, open, readFile, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { syncPath } from "./files.server.ts";
import { BACKUP_RETENTION_DAYS } from "./retention.ts";
import { filesDirOf, openRepository, type Row } from "./repository.server.ts";

/**
 * Backup and restore of the SQLite store (docs/decisions/020): a folder laid out like DATA_DIR
 * (`leads.sqlite`, `files/<id>`) with a `manifest.json` written last, which holds the format's
 * version, the time, the counts and the SHA-256 of every file. PostgreSQL is backed up with its own
 * tools (`pg_dump`), which the messages below name.
 */

export const BACKUP_FORMAT = "pontos3d-leads-backup";
export const BACKUP_VERSION = 1;
const DATABASE = "leads.sqlite";
const MANIFEST = "manifest.json";
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When the database was copied (ISO, UTC). */
  createdAt: string;
  /** The store's schema version in the copy (0: from before numbered migrations). */
  schemaVersion: number;
  enquiries: number;
  files: number;
  fileBytes: number;
  /** The SHA-256 (hex) of every file of the backup, by its path inside it. */
  sha256: Record<string, string>;
}

/** A backup or restore refused before it did anything (or, for a backup, undone): the message says why. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusal";
  }
}

export const PG_DUMP_ADVICE = `With DATABASE_URL set, the enquiries and their files are in PostgreSQL: back them up with pg_dump, e.g. daily,
  pg_dump --format=custom --no-owner --file="leads-$(date -u +%F).dump" "$DATABASE_URL"
and keep each dump no longer than ${BACKUP_RETENTION_DAYS} days (README, "Backups").`;

export const PG_RESTORE_ADVICE = `With DATABASE_URL set, restore a pg_dump into a new, empty database, then point DATABASE_URL at it:
  pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" leads-YYYY-MM-DD.dump
(README, "Backups").`;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Writes a file that must not exist yet, readable by its owner only, and on disk when this returns. */
async function writeDurably(file: string, data: Buffer | string): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies a file to a name that must not exist yet, and syncs it. */
async function copyDurably(from: string, to: string): Promise<void> {
  await copyFile(from, to, constants.COPYFILE_EXCL);
  await syncPath(to);
}

/** The entries of a folder; none when it does not exist. */
async function entriesOf(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

function schemaVersionOf(db: DatabaseSync): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!table) return 0;
  return Number((db.prepare("SELECT coalesce(max(version), 0) AS v FROM schema_migrations").get() as Row).v);
}

/** Erases enquiries from the backup's copy of the database, as `delete` erases them from the store. */
function eraseFromCopy(copy: DatabaseSync, refs: Iterable<string>): void {
  const hasAcks = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'acknowledgements'").get();
  const tables = ["outbox", ...(hasAcks ? ["acknowledgements"] : []), "uploads", "submissions"];
  copy.exec("BEGIN");
  for (const ref of refs) {
    for (const table of tables) {
      copy.prepare(`DELETE FROM ${table} WHERE ${table === "uploads" ? "submission_ref" : "ref"} = ?`).run(ref);
    }
  }
  copy.exec("COMMIT");
}

export interface BackupOptions {
  dataDir: string;
  /** An empty or missing folder to write the backup to. */
  target: string;
  /** Runs between the copy of the database and the copy of the files (tests change the live store there). */
  afterSnapshot?: () => Promise<void>;
}

/**
 * A consistent copy of a SQLite store while the server keeps writing to it. SQLite's online backup
 * copies the database in one step, so under one read transaction: a snapshot of every committed
 * enquiry, which writers do not wait for (WAL). Then the files of the enquiries in that snapshot: an
 * upload's file is complete and synced before its row says so, and never changes after, so each is
 * there, unless the enquiry was erased since the snapshot. Such an enquiry is erased from the copy
 * too. Uploads no form has claimed yet are left out: they are a visitor's unfinished form, swept
 * within a day, and carry the address of their visitor.
 */
export async function backupStore(options: BackupOptions): Promise<BackupManifest> {
  const source = path.join(options.dataDir, DATABASE);
  const target = path.resolve(options.target);
  if (!existsSync(source)) throw new BackupRefusal(`There is no SQLite store at ${source} (is DATA_DIR right?).`);
  const inside = path.relative(path.resolve(options.dataDir), target);
  if (!inside.startsWith("..") && !path.isAbsolute(inside)) {
    throw new BackupRefusal(`${target} is inside DATA_DIR: a backup must be on another disk or machine, not die with the store.`);
  }
  if ((await entriesOf(target)).length > 0) {
    throw new BackupRefusal(`${target} is not empty: a backup goes into an empty or new folder, so no earlier backup is mixed into it.`);
  }
  await mkdir(path.join(target, "files"), { recursive: true, mode: 0o700 });
  const live = new DatabaseSync(source);
  try {
    live.exec("PRAGMA busy_timeout = 10000");
    return await writeBackup(live, options, target);
  } catch (error) {
    // Nothing half-written is left to be mistaken for a backup.
    for (const name of [DATABASE, "files", `${MANIFEST}.part`]) await rm(path.join(target, name), { recursive: true, force: true });
    throw error;
  } finally {
    live.close();
  }
}

async function writeBackup(live: DatabaseSync, options: BackupOptions, target: string): Promise<BackupManifest> {
  const copyPath = path.join(target, DATABASE);
  const createdAt = new Date().toISOString();
  // A step larger than any database copies it whole under one read lock: a snapshot, never restarted by writers.
  await backup(live, copyPath, { rate: 2 ** 31 - 1 });
  const copy = new DatabaseSync(copyPath);
  try {
    // One file, no WAL beside it; erased rows' bytes are overwritten, as in the store.
    copy.exec("PRAGMA journal_mode = DELETE; PRAGMA secure_delete = ON");
    copy.exec("DELETE FROM uploads WHERE submission_ref IS NULL");
    const uploads = copy.prepare("SELECT id, size, submission_ref FROM uploads").all() as Row[];
    await options.afterSnapshot?.();
    const { files, erased } = await copyFiles(live, uploads, filesDirOf(options.dataDir), path.join(target, "files"));
    eraseFromCopy(copy, erased);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt,
      schemaVersion: schemaVersionOf(copy),
      enquiries: Number((copy.prepare("SELECT count(*) AS n FROM submissions").get() as Row).n),
      files: files.size,
      fileBytes: [...files.values()].reduce((sum, file) => sum + file.size, 0),
      sha256: {},
    };
    copy.close();
    await syncPath(copyPath);
    manifest.sha256[DATABASE] = sha256(await readFile(copyPath));
    for (const [id, file] of files) manifest.sha256[`files/${id}`] = file.sha256;
    // Written last, under its own name only when complete: a folder without it is no backup.
    await writeDurably(path.join(target, `${MANIFEST}.part`), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(path.join(target, `${MANIFEST}.part`), path.join(target, MANIFEST));
    await syncPath(target);
    return manifest;
  } finally {
    if (copy.isOpen) copy.close();
  }
}

/**
 * Copies the file of every upload of the snapshot. A file that is gone belongs to an enquiry erased
 * since the snapshot (an erasure deletes the rows first, then the files): that enquiry is returned in
 * `erased`, and none of its files is kept. A file gone whose row the store still holds is an error.
 */
async function copyFiles(
  live: DatabaseSync,
  uploads: Row[],
  from: string,
  to: string,
): Promise<{ files: Map<string, { ref: string; size: number; sha256: string }>; erased: Set<string> }> {
  const files = new Map<string, { ref: string; size: number; sha256: string }>();
  const erased = new Set<string>();
  for (const upload of uploads) {
    const id = String(upload.id);
    const ref = String(upload.submission_ref);
    if (!UPLOAD_ID.test(id)) throw new Error(`upload id ${JSON.stringify(id)} is not a stored file's name`);
    const body = await readFile(path.join(from, id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (body === undefined) {
      if (live.prepare("SELECT 1 FROM uploads WHERE id = ?").get(id))
        throw new Error(`the file of upload ${id} (enquiry ${ref}) is missing from ${from}`);
      erased.add(ref);
      continue;
    }
    if (body.byteLength !== Number(upload.size)) {
      throw new Error(`the file of upload ${id} (enquiry ${ref}) has ${body.byteLength} bytes, its record says ${upload.size}`);
    }
    await writeDurably(path.join(to, id), body);
    files.set(id, { ref, size: body.byteLength, sha256: sha256(body) });
  }
  for (const [id, file] of files) {
    if (!erased.has(file.ref)) continue;
    await rm(path.join(to, id));
    files.delete(id);
  }
  await syncPath(to);
  return { files, erased };
}

/** Reads a backup's manifest and checks every file against it; throws a refusal naming what is wrong. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST), "utf8").catch(() => undefined);
  if (text === undefined) {
    throw new BackupRefusal(`${dir} has no ${MANIFEST}: it is not a backup, or one that did not finish.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupRefusal(`${dir}/${MANIFEST} is not valid JSON: the backup is damaged; nothing was restored.`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupRefusal(`${dir} is not a backup this release reads (format ${manifest.format} version ${manifest.version}).`);
  }
  const names = Object.keys(manifest.sha256 ?? {});
  const safe = (name: string) => name === DATABASE || /^files\/[0-9a-f]{32}$/.test(name);
  if (!names.includes(DATABASE) || !names.every(safe) || names.length !== manifest.files + 1) {
    throw new BackupRefusal(`${dir}/${MANIFEST} does not list the backup's files as this release writes them.`);
  }
  const damaged: string[] = [];
  for (const name of names) {
    const body = await readFile(path.join(dir, name)).catch(() => undefined);
    if (!body) damaged.push(`${name} is missing`);
    else if (sha256(body) !== manifest.sha256[name]) damaged.push(`${name} does not match its checksum`);
  }
  if (damaged.length > 0) {
    throw new BackupRefusal(`The backup in ${dir} is damaged; nothing was restored:\n${damaged.map((d) => `  - ${d}`).join("\n")}`);
  }
  return manifest;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The schema version after the restore: the backup's, migrated to this release's. */
  schemaVersion: number;
}

/**
 * Brings a backup back into an empty DATA_DIR: verified first, then copied, the database last;
 * then opened as the server opens it, which migrates a backup of an earlier release.
 */
export async function restoreStore(backupDir: string, dataDir: string): Promise<RestoreSummary> {
  const found = await entriesOf(dataDir);
  if (found.length > 0) {
    throw new BackupRefusal(
      `DATA_DIR ${dataDir} is not empty (it holds ${found.sort().join(", ")}): a restore goes only into an empty folder, ` +
        "so that no enquiry received there is overwritten. Move its contents away, or set DATA_DIR to a new folder.",
    );
  }
  const from = path.resolve(backupDir);
  const manifest = await verifyBackup(from);
  const filesDir = filesDirOf(dataDir);
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  for (const name of Object.keys(manifest.sha256)) {
    if (name === DATABASE) continue;
    await copyDurably(path.join(from, name), path.join(dataDir, name));
  }
  await syncPath(filesDir);
  await copyDurably(path.join(from, DATABASE), path.join(dataDir, `${DATABASE}.part`));
  await rename(path.join(dataDir, `${DATABASE}.part`), path.join(dataDir, DATABASE));
  await syncPath(dataDir);

  const repo = await openRepository({ dataDir });
  try {
    const restored = (await repo.listSubmissions()).length;
    if (restored !== manifest.enquiries) {
      throw new Error(`the restored store holds ${restored} enquiries, the backup's manifest ${manifest.enquiries}`);
    }
  } finally {
    await repo.close();
  }
  const db = new DatabaseSync(path.join(dataDir, DATABASE));
  try {
    return { manifest, schemaVersion: schemaVersionOf(db) };
  } finally {
    db.close();
  }
}

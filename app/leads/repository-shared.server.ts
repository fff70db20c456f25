import path from "node:path";
import type { ReferenceGenerator } from "./reference.server.ts";
import type { ConsentProof, MailDelivery, MailKind, NewSubmission, StoredFile, SubmissionRecord } from "./types.ts";

/**
 * What the two stores (repository-sqlite, repository-postgres) share: the interface they implement,
 * the shapes it speaks in, and the helpers that turn either driver's rows into records. Both stores
 * and the code that opens them (repository.server.ts) import it; it imports neither.
 */
/** An upload as stored: unclaimed (`submissionRef` null) until a submission takes it. */
export interface UploadRow extends StoredFile {
  createdAt: string;
  submissionRef: string | null;
  /**
   * Room reserved for an upload whose body is still streaming in (`size` is the room): it counts
   * against the bounds on unclaimed files, and no submission can claim it.
   */
  pending: boolean;
}

/** An upload about to stream in; its size is the room `reserveUpload` gives it. */
export interface NewUpload extends Omit<StoredFile, "size"> {
  createdAt: string;
  /** The budget key of the visitor it came from (`budgetKey`), so the unclaimed files of one visitor can be bounded. */
  owner?: string;
}

/** The room given to an upload about to stream in: the bytes reserved for it, or the bound that leaves it none. */
export type Reservation = { bytes: number } | { refusal: "quota" | "full" };

/** Pieces of this size hold an upload's body in a database (and bound what one upload in flight holds in memory). */
export const BODY_CHUNK_BYTES = 256 * 1024;

/** What unclaimed uploads hold: of one address, and of the whole site. */
export interface UnclaimedUsage {
  ownerFiles: number;
  ownerBytes: number;
  totalBytes: number;
}

/** One mail of one enquiry: the staff mail (table `outbox`) or the acknowledgement (table `acknowledgements`). */
export interface MailId {
  ref: string;
  mail: MailKind;
}

/** The table that holds each kind of mail's delivery. */
export const MAIL_TABLES: Record<MailKind, string> = { staff: "outbox", ack: "acknowledgements" };

/** A mail still to be delivered. */
export interface OutboxRow extends MailId {
  attempts: number;
  nextAttemptAt: string;
}

/** The hold one instance has on a mail: valid while the mail's row still carries this token. */
export interface Lease extends MailId {
  token: string;
}

/** A mail taken for sending, with the lease it was taken under. */
export interface LeasedMail extends OutboxRow, Lease {}

export type ClaimRefusal = "unknown-file" | "file-claimed" | "too-large";

/** createSubmission refused the files it was asked to claim; nothing was stored. */
export class ClaimError extends Error {
  reason: ClaimRefusal;
  constructor(reason: ClaimRefusal) {
    super(`submission refused: ${reason}`);
    this.name = "ClaimError";
    this.reason = reason;
  }
}

/** One small interface over SQLite and PostgreSQL; timestamps are ISO strings (UTC). */
export interface LeadRepository {
  /** Brings the store to this release's schema: applies the numbered migrations it has not had (migrations.server.ts). */
  init(): Promise<void>;
  /**
   * Reserves room for an upload before its body is read. In one transaction that no other
   * reservation can interleave with (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock), it
   * reads what unclaimed uploads hold, reservations included (`unclaimedUsage` of
   * `upload.owner`), asks `room` how many bytes to reserve, and records the upload pending with
   * that size. So uploads running at the same moment never pass a bound together. Nothing is
   * recorded when `room` refuses. Returns what `room` returned.
   */
  reserveUpload<R extends Reservation>(upload: NewUpload, room: (usage: UnclaimedUsage) => R): Promise<R>;
  /**
   * Stores piece `seq` (0, 1, …) of a pending upload's body, when the store keeps the bytes itself
   * (PostgreSQL, where every instance must read them); the pieces go with the upload's row.
   */
  writeBodyChunk(id: string, seq: number, data: Uint8Array): Promise<void>;
  /**
   * Completes a pending upload at its real size (at most the room reserved): from then on a
   * submission may claim it. False when its reservation is gone (removed or swept meanwhile).
   */
  completeUpload(id: string, size: number): Promise<boolean>;
  /** The bytes of an upload whose body the store keeps; undefined when it keeps none (SQLite: bodies on disk). */
  readBody(id: string): Promise<Buffer | undefined>;
  getUploads(ids: string[]): Promise<UploadRow[]>;
  /** Deletes the upload row when no submission has claimed it; true when it was deleted. */
  deleteUpload(id: string): Promise<boolean>;
  /**
   * In one transaction: stores the submission under a fresh reference, claims its uploads and
   * queues its mail, and the acknowledgement to the visitor's address when it has one and fewer
   * than ACK_LIMIT enquiries of that address were received in the ACK_WINDOW_MS before (counted
   * one address at a time, so enquiries sent at once cannot pass the bound together). Throws
   * ClaimError (and stores nothing) when an upload id is unknown or already claimed, or the files
   * together exceed MAX_TOTAL_BYTES.
   */
  createSubmission(submission: NewSubmission, at?: Date): Promise<{ ref: string }>;
  /** Newest first. */
  listSubmissions(): Promise<SubmissionRecord[]>;
  getSubmission(ref: string): Promise<SubmissionRecord | undefined>;
  /** Unsent mails of both kinds whose next attempt is due at `now`, oldest due first. */
  dueOutbox(now: Date, limit?: number): Promise<OutboxRow[]>;
  /**
   * Takes the oldest due mail (not one of `skip`) under a fresh lease token: its next attempt moves
   * to now + `leaseMs`, so no other instance takes it meanwhile and, should this one die before
   * marking it, another takes it once the lease has run out. "Now" is the store's clock (on
   * PostgreSQL the database's, which every instance shares). Staff mails come before
   * acknowledgements; each kind is leased and marked on its own, so one never holds up or repeats
   * the other. Undefined when nothing is due.
   */
  claimDue(leaseMs: number, skip?: readonly MailId[]): Promise<LeasedMail | undefined>;
  /** Moves the end of a lease still held to now + `leaseMs`; false when another instance has taken the mail since. */
  renewLease(lease: Lease, leaseMs: number): Promise<boolean>;
  /** Marks the mail sent and ends the lease; false, and nothing changed, when the lease is no longer held. */
  markSent(lease: Lease): Promise<boolean>;
  /**
   * Records a failed attempt, schedules the next one `retryInMs` from now and ends the lease; false,
   * and nothing changed, when the lease is no longer held or the mail has been sent.
   */
  markFailed(lease: Lease, retryInMs: number, error: string): Promise<boolean>;
  /**
   * Unclaimed uploads created before `olderThan`, and pending ones (their upload died: a crash, a
   * store that could not answer) reserved before `pendingBefore`.
   */
  staleUploads(olderThan: Date, pendingBefore?: Date): Promise<UploadRow[]>;
  /**
   * Deletes a submission, its upload rows and both its mails in one transaction (an erasure request, or
   * its retention ending). Returns the ids of its files, to remove from storage; undefined when no
   * submission has that reference.
   */
  deleteSubmission(ref: string): Promise<string[] | undefined>;
  /** References of the submissions received before `date`, oldest first. */
  submissionsBefore(date: Date): Promise<string[]>;
  /** Removes the IP address from the submissions received before `date`; returns how many had one. */
  clearIpsBefore(date: Date): Promise<number>;
  /** Of each kind of mail: how many are not yet sent, and when the enquiry of the oldest of them was received. */
  unsentMail(): Promise<UnsentMail[]>;
  /**
   * Makes what was erased leave the store's files where the store can do so at once: SQLite
   * (whose deleted pages secure_delete has zeroed) checkpoints its WAL into the database and
   * truncates it. PostgreSQL reclaims erased rows at VACUUM; nothing to do here.
   */
  reclaim(): Promise<void>;
  /** Files and bytes of the uploads no submission has claimed yet, of `owner` and in total. */
  unclaimedUsage(owner: string): Promise<UnclaimedUsage>;
  /**
   * Runs `work` unless another instance is running work of the same name (PostgreSQL: an advisory
   * lock); undefined when it was skipped. SQLite has one instance, so the work always runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * Counts a hit of `key` in the store every instance shares, within a sliding window: allowed
   * while fewer than `limit` hits fall in the last `windowMs` (a refused hit is not counted). The
   * database's clock places the hit and the window, so instances whose clocks differ agree.
   * Undefined when the store is not shared (SQLite), and each process counts for itself.
   */
  countHit(hit: RateHit): Promise<RateVerdict | undefined>;
  /** Forgets hits older than `windowMs`, by the database's clock. */
  pruneHits(windowMs: number): Promise<void>;
  /** Throws unless the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateHit {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** Whether a hit is within its budget; when not, the seconds until the oldest hit leaves the window. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfter: number };

export interface RepositoryOptions {
  /** Where FileStore keeps upload bodies on disk; records then give each file's path inside it. */
  filesDir?: string;
  /** Replaceable so tests can force reference collisions. */
  generateReference?: ReferenceGenerator;
}

/** Row shapes both implementations turn into records. */
export interface SubmissionParts {
  /** The acknowledgement's delivery, when one was queued. */
  ack: MailDelivery | null;
  ref: string;
  kind: string;
  lang: string;
  createdAt: string;
  fields: Record<string, unknown>;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** While it is kept (IP_RETENTION_DAYS), the address the submission came from. */
  ip: string | null;
  consent: ConsentProof | null;
}

/** The address and the consent proof of a row (`time` turns the stored consent time into ISO text). */
export function storedProof(row: Row, time: (value: unknown) => string): Pick<SubmissionParts, "ip" | "consent"> {
  return {
    ip: row.ip == null ? null : String(row.ip),
    consent:
      row.consent_at == null
        ? null
        : { at: time(row.consent_at), revision: String(row.consent_revision), lang: String(row.consent_lang) as ConsentProof["lang"] },
  };
}

/** One mail's delivery from its row's columns (`prefix` names them: "" for the staff mail, "ack_" for the acknowledgement). */
export function deliveryFrom(row: Row, prefix: string, time: (value: unknown) => string): MailDelivery | null {
  if (row[`${prefix}status`] == null) return null;
  const delivery: MailDelivery = {
    status: String(row[`${prefix}status`]) as MailDelivery["status"],
    attempts: Number(row[`${prefix}attempts`]),
  };
  if (row[`${prefix}last_error`] != null) delivery.lastError = String(row[`${prefix}last_error`]);
  if (row[`${prefix}sent_at`] != null) delivery.sentAt = time(row[`${prefix}sent_at`]);
  return delivery;
}

export function toRecord(parts: SubmissionParts, files: UploadRow[], filesDir: string | undefined): SubmissionRecord {
  const mail: SubmissionRecord["mail"] = {
    status: parts.status as SubmissionRecord["mail"]["status"],
    attempts: parts.attempts,
  };
  if (parts.lastError) mail.lastError = parts.lastError;
  if (parts.sentAt) mail.sentAt = parts.sentAt;
  return {
    ref: parts.ref,
    kind: parts.kind as SubmissionRecord["kind"],
    lang: parts.lang as SubmissionRecord["lang"],
    createdAt: parts.createdAt,
    fields: parts.fields,
    ...(parts.ip !== null && { ip: parts.ip }),
    ...(parts.consent !== null && { consent: parts.consent }),
    files: files.map((f) => ({ id: f.id, name: f.name, size: f.size, type: f.type, ...(filesDir && { path: path.join(filesDir, f.id) }) })),
    mail,
    ...(parts.ack !== null && { ack: parts.ack }),
  };
}

/** The checks createSubmission makes on the uploads it is about to claim (one still streaming in is not there yet). */
export function checkClaim(ids: string[], found: UploadRow[], maxTotal: number): void {
  if (found.length !== ids.length || found.some((f) => f.pending)) throw new ClaimError("unknown-file");
  if (found.some((f) => f.submissionRef !== null)) throw new ClaimError("file-claimed");
  if (found.reduce((sum, f) => sum + f.size, 0) > maxTotal) throw new ClaimError("too-large");
}

/** Mails of one kind still to be delivered; `oldest` is when the enquiry of the longest-waiting one was received. */
export interface UnsentMail {
  mail: MailKind;
  unsent: number;
  oldest?: string;
}

/** The query both stores answer unsentMail with. */
export const UNSENT_MAIL_SQL = `SELECT 'staff' AS mail, COUNT(*) AS unsent, MIN(s.created_at) AS oldest
     FROM outbox o JOIN submissions s ON s.ref = o.ref WHERE o.status <> 'sent'
   UNION ALL
   SELECT 'ack' AS mail, COUNT(*) AS unsent, MIN(s.created_at) AS oldest
     FROM acknowledgements a JOIN submissions s ON s.ref = a.ref WHERE a.status <> 'sent'`;

export function unsentFrom(row: Row): UnsentMail {
  return { mail: String(row.mail) as MailKind, unsent: Number(row.unsent), ...(row.oldest != null && { oldest: iso(row.oldest) }) };
}

/** A database row, as either driver returns it. */
export type Row = Record<string, unknown>;

/** The columns every listing of submissions reads (submission joined with its outbox row and acknowledgement). */
export const SUBMISSION_COLUMNS = `s.ref, s.kind, s.lang, s.created_at, s.fields, s.ip, s.consent_at, s.consent_revision, s.consent_lang,
  o.status, o.attempts, o.last_error, o.sent_at,
  a.status AS ack_status, a.attempts AS ack_attempts, a.last_error AS ack_last_error, a.sent_at AS ack_sent_at`;

/** What SUBMISSION_COLUMNS are read from. */
export const SUBMISSION_FROM = "submissions s JOIN outbox o ON o.ref = s.ref LEFT JOIN acknowledgements a ON a.ref = s.ref";

/** The query both stores answer unclaimedUsage with (`$1`/`?` is the owner); pending uploads count with their reserved size. */
export const unclaimedUsageSql = (param: string) =>
  `SELECT COUNT(*) FILTER (WHERE owner = ${param}) AS owner_files,
          COALESCE(SUM(size) FILTER (WHERE owner = ${param}), 0) AS owner_bytes,
          COALESCE(SUM(size), 0) AS total_bytes
     FROM uploads WHERE submission_ref IS NULL`;

export function usageFrom(row: Row): UnclaimedUsage {
  return { ownerFiles: Number(row.owner_files), ownerBytes: Number(row.owner_bytes), totalBytes: Number(row.total_bytes) };
}

/** Timestamps come back as Date (PostgreSQL) or ISO text (SQLite); both become ISO text. */
export const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export function uploadFrom(row: Row): UploadRow {
  return {
    id: String(row.id),
    name: String(row.name),
    size: Number(row.size),
    type: String(row.type),
    createdAt: iso(row.created_at),
    submissionRef: row.submission_ref == null ? null : String(row.submission_ref),
    pending: Boolean(row.pending),
  };
}

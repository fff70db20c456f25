import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { ACK_LIMIT, ACK_WINDOW_MS, ackKey, ackRecipient } from "./acknowledgement.server.ts";
import { migrate, type MigrationSession } from "./migrations.server.ts";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { insertWithUniqueReferenceSync, newReference } from "./reference.server.ts";
import type { ReferenceGenerator } from "./reference.server.ts";
import {
  checkClaim,
  deliveryFrom,
  MAIL_TABLES,
  storedProof,
  SUBMISSION_COLUMNS,
  SUBMISSION_FROM,
  toRecord,
  unclaimedUsageSql,
  UNSENT_MAIL_SQL,
  unsentFrom,
  uploadFrom,
  usageFrom,
  type Row,
} from "./repository-shared.server.ts";
import type {
  LeadRepository,
  LeasedMail,
  Lease,
  MailId,
  NewUpload,
  OutboxRow,
  RateVerdict,
  RepositoryOptions,
  Reservation,
  UnclaimedUsage,
  UnsentMail,
  UploadRow,
} from "./repository-shared.server.ts";
import type { MailKind, NewSubmission, SubmissionRecord } from "./types.ts";

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export interface SqliteOptions extends RepositoryOptions {
  /** The store's clock, which decides when a mail is due and when its lease ends: this process's. */
  now?: () => Date;
}

/**
 * SQLite through node:sqlite. Every method runs synchronously to its end, so a transaction
 * never interleaves with another caller in this process; other processes wait on busy_timeout.
 */
export class SqliteLeadRepository implements LeadRepository {
  private db: DatabaseSync;
  private filesDir: string | undefined;
  private generateReference: ReferenceGenerator;
  private now: () => Date;

  constructor(file: string, options: SqliteOptions) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.filesDir = options.filesDir;
    this.generateReference = options.generateReference ?? newReference;
    this.now = options.now ?? (() => new Date());
  }

  async init(): Promise<void> {
    // WAL with synchronous=FULL: a commit is on disk when it returns, so an answered submission survives a crash.
    this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;");
    // An erased row's bytes are overwritten, not left in free pages (reclaim() empties the WAL); set before
    // the migrations, so the values they remove are overwritten too.
    this.db.exec("PRAGMA secure_delete = ON");
    await migrate(this.migrationSession());
  }

  /** The migration runner's hold on this database: BEGIN IMMEDIATE takes the write lock, so another process waits. */
  private migrationSession(): MigrationSession {
    const db = this.db;
    return {
      dialect: "sqlite",
      now: this.now,
      exec: async (sql) => void db.exec(sql),
      query: async (sql, params = []) => db.prepare(sql).all(...(params as SQLInputValue[])) as Row[],
      begin: async () => void db.exec("BEGIN IMMEDIATE"),
      commit: async () => void db.exec("COMMIT"),
      rollback: async () => void (db.isTransaction && db.exec("ROLLBACK")),
    };
  }

  /** For tests: the durability settings actually in force. */
  pragmas(): { journalMode: string; synchronous: number } {
    const journal = this.db.prepare("PRAGMA journal_mode").get() as Row;
    const sync = this.db.prepare("PRAGMA synchronous").get() as Row;
    return { journalMode: String(journal.journal_mode), synchronous: Number(sync.synchronous) };
  }

  async reserveUpload<R extends Reservation>(u: NewUpload, room: (usage: UnclaimedUsage) => R): Promise<R> {
    // IMMEDIATE takes the write lock before the usage is read, so no other process reserves in between.
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const reservation = room(usageFrom(this.db.prepare(unclaimedUsageSql("?1")).get(u.owner ?? "") as Row));
      if ("bytes" in reservation) {
        this.db
          .prepare("INSERT INTO uploads (id, name, size, type, created_at, owner, pending) VALUES (?, ?, ?, ?, ?, ?, 1)")
          .run(u.id, u.name, reservation.bytes, u.type, u.createdAt, u.owner ?? null);
      }
      this.db.exec("COMMIT");
      return reservation;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  async writeBodyChunk(): Promise<void> {
    throw new Error("SQLite keeps upload bodies on disk, not in the database");
  }

  async completeUpload(id: string, size: number): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE uploads SET size = ?2, pending = 0 WHERE id = ?1 AND pending = 1 AND submission_ref IS NULL AND size >= ?2")
      .run(id, size);
    return Number(result.changes) === 1;
  }

  async getUploads(ids: string[]): Promise<UploadRow[]> {
    return this.uploadsByIds(ids);
  }

  async readBody(): Promise<undefined> {
    return undefined;
  }

  private uploadsByIds(ids: string[]): UploadRow[] {
    if (ids.length === 0) return [];
    const rows = this.db.prepare(`SELECT * FROM uploads WHERE id IN (${placeholders(ids.length)})`).all(...ids) as Row[];
    return rows.map(uploadFrom);
  }

  async deleteUpload(id: string): Promise<boolean> {
    const result = this.db.prepare("DELETE FROM uploads WHERE id = ? AND submission_ref IS NULL").run(id);
    return Number(result.changes) === 1;
  }

  async createSubmission(s: NewSubmission, at = new Date()): Promise<{ ref: string }> {
    const ids = [...new Set(s.fileIds)];
    const createdAt = at.toISOString();
    const insert = this.db.prepare(
      `INSERT INTO submissions (ref, kind, lang, created_at, fields, ip, consent_at, consent_revision, consent_lang)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (ref) DO NOTHING`,
    );
    // A claimed upload belongs to the submission: the address it came from is no longer kept with it.
    const claim = this.db.prepare(
      "UPDATE uploads SET submission_ref = ?, position = ?, owner = NULL WHERE id = ? AND submission_ref IS NULL",
    );
    // IMMEDIATE takes the write lock up front, so another process cannot slip in between the check and the claim.
    this.db.exec("BEGIN IMMEDIATE");
    try {
      checkClaim(ids, this.uploadsByIds(ids), MAX_TOTAL_BYTES);
      const fields = JSON.stringify(s.fields);
      const ref = insertWithUniqueReferenceSync(
        s.kind,
        at,
        (candidate) =>
          Number(
            insert.run(
              candidate,
              s.kind,
              s.lang,
              createdAt,
              fields,
              s.ip ?? null,
              s.consent ? createdAt : null,
              s.consent?.revision ?? null,
              s.consent?.lang ?? null,
            ).changes,
          ) === 1,
        this.generateReference,
      );
      ids.forEach((id, position) => {
        if (Number(claim.run(ref, position, id).changes) !== 1) throw new Error(`upload ${id} could not be claimed`);
      });
      this.db.prepare("INSERT INTO outbox (ref, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)").run(ref, createdAt);
      const to = ackRecipient(s.fields);
      // The write lock is held, so the count includes every enquiry of the address, this one too.
      if (to && this.enquiriesOf(ackKey(to), at) <= ACK_LIMIT) {
        this.db
          .prepare("INSERT INTO acknowledgements (ref, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)")
          .run(ref, createdAt);
      }
      this.db.exec("COMMIT");
      return { ref };
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Enquiries of one address (in lower case) received in the ACK_WINDOW_MS up to `at`. */
  private enquiriesOf(key: string, at: Date): number {
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM submissions
          WHERE created_at > ? AND created_at <= ? AND lower(trim(json_extract(fields, '$.email'))) = ?`,
      )
      .get(new Date(at.getTime() - ACK_WINDOW_MS).toISOString(), at.toISOString(), key) as Row;
    return Number(row.n);
  }

  async listSubmissions(): Promise<SubmissionRecord[]> {
    const rows = this.db
      .prepare(`SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} ORDER BY s.created_at DESC, s.ref DESC`)
      .all() as Row[];
    const files = this.db
      .prepare("SELECT * FROM uploads WHERE submission_ref IS NOT NULL ORDER BY submission_ref, position")
      .all() as Row[];
    const byRef = new Map<string, UploadRow[]>();
    for (const file of files.map(uploadFrom)) {
      const list = byRef.get(file.submissionRef!) ?? [];
      list.push(file);
      byRef.set(file.submissionRef!, list);
    }
    return rows.map((row) => this.record(row, byRef.get(String(row.ref)) ?? []));
  }

  async getSubmission(ref: string): Promise<SubmissionRecord | undefined> {
    const row = this.db.prepare(`SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} WHERE s.ref = ?`).get(ref) as Row | undefined;
    if (!row) return undefined;
    const files = this.db.prepare("SELECT * FROM uploads WHERE submission_ref = ? ORDER BY position").all(ref) as Row[];
    return this.record(row, files.map(uploadFrom));
  }

  private record(row: Row, files: UploadRow[]): SubmissionRecord {
    return toRecord(
      {
        ref: String(row.ref),
        kind: String(row.kind),
        lang: String(row.lang),
        createdAt: String(row.created_at),
        fields: JSON.parse(String(row.fields)) as Record<string, unknown>,
        ...storedProof(row, String),
        status: String(row.status),
        attempts: Number(row.attempts),
        lastError: row.last_error == null ? null : String(row.last_error),
        sentAt: row.sent_at == null ? null : String(row.sent_at),
        ack: deliveryFrom(row, "ack_", String),
      },
      files,
      this.filesDir,
    );
  }

  async dueOutbox(now: Date, limit = 100): Promise<OutboxRow[]> {
    const rows = this.db
      .prepare(
        `SELECT ref, 'staff' AS mail, attempts, next_attempt_at FROM outbox WHERE status <> 'sent' AND next_attempt_at <= ?1
         UNION ALL
         SELECT ref, 'ack' AS mail, attempts, next_attempt_at FROM acknowledgements WHERE status <> 'sent' AND next_attempt_at <= ?1
         ORDER BY next_attempt_at, ref, mail DESC LIMIT ?2`,
      )
      .all(now.toISOString(), limit) as Row[];
    return rows.map((r) => ({
      ref: String(r.ref),
      mail: String(r.mail) as MailKind,
      attempts: Number(r.attempts),
      nextAttemptAt: String(r.next_attempt_at),
    }));
  }

  /** The store's time `ms` from now, as stored (ISO text, which sorts as time). */
  private fromNow(ms = 0): string {
    return new Date(this.now().getTime() + ms).toISOString();
  }

  async claimDue(leaseMs: number, skip: readonly MailId[] = []): Promise<LeasedMail | undefined> {
    for (const mail of ["staff", "ack"] as const) {
      const skipped = skip.filter((s) => s.mail === mail).map((s) => s.ref);
      const token = randomUUID();
      const row = this.db
        .prepare(
          `UPDATE ${MAIL_TABLES[mail]} SET next_attempt_at = ?, lease_token = ?
            WHERE ref = (SELECT ref FROM ${MAIL_TABLES[mail]}
                          WHERE status <> 'sent' AND next_attempt_at <= ? AND ref NOT IN (${placeholders(skipped.length)})
                          ORDER BY next_attempt_at, ref LIMIT 1)
            RETURNING ref, attempts, next_attempt_at`,
        )
        .get(this.fromNow(leaseMs), token, this.fromNow(), ...skipped) as Row | undefined;
      if (row) return { ref: String(row.ref), mail, attempts: Number(row.attempts), nextAttemptAt: String(row.next_attempt_at), token };
    }
    return undefined;
  }

  async renewLease({ ref, mail, token }: Lease, leaseMs: number): Promise<boolean> {
    const result = this.db
      .prepare(`UPDATE ${MAIL_TABLES[mail]} SET next_attempt_at = ? WHERE ref = ? AND lease_token = ? AND status <> 'sent'`)
      .run(this.fromNow(leaseMs), ref, token);
    return Number(result.changes) === 1;
  }

  async markSent({ ref, mail, token }: Lease): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE ${MAIL_TABLES[mail]} SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL, lease_token = NULL
          WHERE ref = ? AND lease_token = ? AND status <> 'sent'`,
      )
      .run(this.fromNow(), ref, token);
    return Number(result.changes) === 1;
  }

  async markFailed({ ref, mail, token }: Lease, retryInMs: number, error: string): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE ${MAIL_TABLES[mail]} SET status = 'failed-retrying', attempts = attempts + 1, next_attempt_at = ?, last_error = ?, lease_token = NULL
          WHERE ref = ? AND lease_token = ? AND status <> 'sent'`,
      )
      .run(this.fromNow(retryInMs), error, ref, token);
    return Number(result.changes) === 1;
  }

  async staleUploads(olderThan: Date, pendingBefore = olderThan): Promise<UploadRow[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM uploads WHERE submission_ref IS NULL AND (created_at < ? OR (pending = 1 AND created_at < ?))
         ORDER BY created_at`,
      )
      .all(olderThan.toISOString(), pendingBefore.toISOString()) as Row[];
    return rows.map(uploadFrom);
  }

  async deleteSubmission(ref: string): Promise<string[] | undefined> {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      if (!this.db.prepare("SELECT 1 FROM submissions WHERE ref = ?").get(ref)) {
        this.db.exec("ROLLBACK");
        return undefined;
      }
      const files = (this.db.prepare("SELECT id FROM uploads WHERE submission_ref = ?").all(ref) as Row[]).map((row) => String(row.id));
      this.db.prepare("DELETE FROM outbox WHERE ref = ?").run(ref);
      this.db.prepare("DELETE FROM acknowledgements WHERE ref = ?").run(ref);
      this.db.prepare("DELETE FROM uploads WHERE submission_ref = ?").run(ref);
      this.db.prepare("DELETE FROM submissions WHERE ref = ?").run(ref);
      this.db.exec("COMMIT");
      return files;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  async submissionsBefore(date: Date): Promise<string[]> {
    const rows = this.db.prepare("SELECT ref FROM submissions WHERE created_at < ? ORDER BY created_at").all(date.toISOString()) as Row[];
    return rows.map((row) => String(row.ref));
  }

  async clearIpsBefore(date: Date): Promise<number> {
    const result = this.db.prepare("UPDATE submissions SET ip = NULL WHERE created_at < ? AND ip IS NOT NULL").run(date.toISOString());
    return Number(result.changes);
  }

  async unsentMail(): Promise<UnsentMail[]> {
    return (this.db.prepare(UNSENT_MAIL_SQL).all() as Row[]).map(unsentFrom);
  }

  async reclaim(): Promise<void> {
    this.db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get();
  }

  async unclaimedUsage(owner: string): Promise<UnclaimedUsage> {
    return usageFrom(this.db.prepare(unclaimedUsageSql("?1")).get(owner) as Row);
  }

  /** One instance uses a SQLite file, so nothing else can be running the work. */
  async exclusively<T>(_name: string, work: () => Promise<T>): Promise<T> {
    return work();
  }

  /** Not shared: the one process counts in memory. */
  async countHit(): Promise<RateVerdict | undefined> {
    return undefined;
  }

  async pruneHits(): Promise<void> {}

  async ping(): Promise<void> {
    this.db.prepare("SELECT 1").get();
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}

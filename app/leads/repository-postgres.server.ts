import { randomUUID } from "node:crypto";
import pg from "pg";
import type { PoolClient } from "pg";
import { ACK_LIMIT, ACK_WINDOW_MS, ackKey, ackRecipient } from "./acknowledgement.server.ts";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { insertWithUniqueReference, newReference } from "./reference.server.ts";
import type { ReferenceGenerator } from "./reference.server.ts";
import {
  checkClaim,
  deliveryFrom,
  iso,
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
  RateHit,
  RateVerdict,
  RepositoryOptions,
  Reservation,
  UnclaimedUsage,
  UnsentMail,
  UploadRow,
} from "./repository-shared.server.ts";
import type { MailKind, NewSubmission, SubmissionRecord } from "./types.ts";
import { migrate } from "./migrations.server.ts";
import { forgetOldSecrets, hashedRateKey } from "./rate-keys.server.ts";

/** `ms` milliseconds (a numeric query parameter) as an interval, to add to the database's clock. */
const millis = (param: string) => `(${param}::double precision * interval '1 millisecond')`;

/** Advisory lock keys: schema creation, reservations of room for uploads, and named work one instance at a time (hashed names). */
const SCHEMA_LOCK = 7340211;
const UPLOAD_ROOM_LOCK = 7340212;

/** PostgreSQL through a `pg` pool; each transaction holds one client for its whole length. */
export class PostgresLeadRepository implements LeadRepository {
  private pool: pg.Pool;
  private filesDir: string | undefined;
  private generateReference: ReferenceGenerator;

  constructor(connectionString: string, options: RepositoryOptions) {
    this.pool = new pg.Pool({ connectionString, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on("error", () => {});
    this.filesDir = options.filesDir;
    this.generateReference = options.generateReference ?? newReference;
  }

  async init(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await migrate({
        dialect: "postgres",
        now: () => new Date(),
        exec: async (sql) => void (await client.query(sql)),
        query: async (sql, params) => (await client.query(sql, params)).rows as Row[],
        // Instances starting at once: the first migrates, the others wait on the lock, then find nothing to do.
        begin: async () => {
          await client.query("BEGIN");
          await client.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
        },
        commit: async () => void (await client.query("COMMIT")),
        rollback: async () => void (await client.query("ROLLBACK")),
      });
    } finally {
      client.release();
    }
  }

  async reserveUpload<R extends Reservation>(u: NewUpload, room: (usage: UnclaimedUsage) => R): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      // One reservation at a time across every instance: each sees the room all the others took.
      await client.query("SELECT pg_advisory_xact_lock($1)", [UPLOAD_ROOM_LOCK]);
      const { rows } = await client.query(unclaimedUsageSql("$1"), [u.owner ?? ""]);
      const reservation = room(usageFrom(rows[0]));
      if ("bytes" in reservation) {
        await client.query("INSERT INTO uploads (id, name, size, type, created_at, owner, pending) VALUES ($1, $2, $3, $4, $5, $6, true)", [
          u.id,
          u.name,
          reservation.bytes,
          u.type,
          u.createdAt,
          u.owner ?? null,
        ]);
      }
      await client.query("COMMIT");
      return reservation;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async writeBodyChunk(id: string, seq: number, data: Uint8Array): Promise<void> {
    await this.pool.query("INSERT INTO upload_chunks (id, seq, data) VALUES ($1, $2, $3)", [
      id,
      seq,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    ]);
  }

  async completeUpload(id: string, size: number): Promise<boolean> {
    const result = await this.pool.query(
      "UPDATE uploads SET size = $2, pending = false WHERE id = $1 AND pending AND submission_ref IS NULL AND size >= $2",
      [id, size],
    );
    return result.rowCount === 1;
  }

  async readBody(id: string): Promise<Buffer | undefined> {
    // A piece at a time, so reading a 10 MB body never holds its whole text form (bytea arrives as hex).
    const pieces: Buffer[] = [];
    for (;;) {
      const { rows } = await this.pool.query("SELECT data FROM upload_chunks WHERE id = $1 AND seq = $2", [id, pieces.length]);
      if (rows.length === 0) break;
      pieces.push(rows[0].data as Buffer);
    }
    return pieces.length === 0 ? undefined : Buffer.concat(pieces);
  }

  async getUploads(ids: string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query("SELECT * FROM uploads WHERE id = ANY($1::text[])", [ids]);
    return rows.map(uploadFrom);
  }

  async deleteUpload(id: string): Promise<boolean> {
    const result = await this.pool.query("DELETE FROM uploads WHERE id = $1 AND submission_ref IS NULL", [id]);
    return result.rowCount === 1;
  }

  async createSubmission(s: NewSubmission, at = new Date()): Promise<{ ref: string }> {
    const ids = [...new Set(s.fileIds)];
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const to = ackRecipient(s.fields);
      // Enquiries of one address are stored one at a time, so each counts those before it, committed.
      if (to) await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`ack:${ackKey(to)}`]);
      // FOR UPDATE makes a second submission claiming the same upload wait, then see it claimed.
      const { rows } = await client.query("SELECT * FROM uploads WHERE id = ANY($1::text[]) FOR UPDATE", [ids]);
      checkClaim(ids, rows.map(uploadFrom), MAX_TOTAL_BYTES);
      const ref = await insertWithUniqueReference(
        s.kind,
        at,
        async (candidate) => {
          const inserted = await client.query(
            `INSERT INTO submissions (ref, kind, lang, created_at, fields, ip, consent_at, consent_revision, consent_lang)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (ref) DO NOTHING`,
            [
              candidate,
              s.kind,
              s.lang,
              at,
              JSON.stringify(s.fields),
              s.ip ?? null,
              s.consent ? at : null,
              s.consent?.revision ?? null,
              s.consent?.lang ?? null,
            ],
          );
          return inserted.rowCount === 1;
        },
        this.generateReference,
      );
      await this.claim(client, ref, ids);
      await client.query("INSERT INTO outbox (ref, status, attempts, next_attempt_at) VALUES ($1, 'pending', 0, now())", [ref]);
      if (to) {
        const { rows: counted } = await client.query(
          `SELECT count(*) AS n FROM submissions
            WHERE created_at > $1::timestamptz - ${millis("$2")} AND created_at <= $1 AND lower(btrim(fields->>'email')) = $3`,
          [at, ACK_WINDOW_MS, ackKey(to)],
        );
        if (Number(counted[0].n) <= ACK_LIMIT) {
          await client.query("INSERT INTO acknowledgements (ref, status, attempts, next_attempt_at) VALUES ($1, 'pending', 0, now())", [
            ref,
          ]);
        }
      }
      await client.query("COMMIT");
      return { ref };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async claim(client: PoolClient, ref: string, ids: string[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      // A claimed upload belongs to the submission: the address it came from is no longer kept with it.
      const result = await client.query(
        "UPDATE uploads SET submission_ref = $1, position = $2, owner = NULL WHERE id = $3 AND submission_ref IS NULL",
        [ref, position, id],
      );
      if (result.rowCount !== 1) throw new Error(`upload ${id} could not be claimed`);
    }
  }

  async listSubmissions(): Promise<SubmissionRecord[]> {
    const submissions = await this.pool.query(
      `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} ORDER BY s.created_at DESC, s.ref DESC`,
    );
    const files = await this.pool.query("SELECT * FROM uploads WHERE submission_ref IS NOT NULL ORDER BY submission_ref, position");
    const byRef = new Map<string, UploadRow[]>();
    for (const file of files.rows.map(uploadFrom)) {
      const list = byRef.get(file.submissionRef!) ?? [];
      list.push(file);
      byRef.set(file.submissionRef!, list);
    }
    return submissions.rows.map((row) => this.record(row, byRef.get(String(row.ref)) ?? []));
  }

  async getSubmission(ref: string): Promise<SubmissionRecord | undefined> {
    const { rows } = await this.pool.query(`SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} WHERE s.ref = $1`, [ref]);
    if (rows.length === 0) return undefined;
    const files = await this.pool.query("SELECT * FROM uploads WHERE submission_ref = $1 ORDER BY position", [ref]);
    return this.record(rows[0], files.rows.map(uploadFrom));
  }

  private record(row: Row, files: UploadRow[]): SubmissionRecord {
    return toRecord(
      {
        ref: String(row.ref),
        kind: String(row.kind),
        lang: String(row.lang),
        createdAt: iso(row.created_at),
        fields: row.fields as Record<string, unknown>,
        ...storedProof(row, iso),
        status: String(row.status),
        attempts: Number(row.attempts),
        lastError: row.last_error == null ? null : String(row.last_error),
        sentAt: row.sent_at == null ? null : iso(row.sent_at),
        ack: deliveryFrom(row, "ack_", iso),
      },
      files,
      this.filesDir,
    );
  }

  async dueOutbox(now: Date, limit = 100): Promise<OutboxRow[]> {
    const { rows } = await this.pool.query(
      `SELECT ref, 'staff' AS mail, attempts, next_attempt_at FROM outbox WHERE status <> 'sent' AND next_attempt_at <= $1
       UNION ALL
       SELECT ref, 'ack' AS mail, attempts, next_attempt_at FROM acknowledgements WHERE status <> 'sent' AND next_attempt_at <= $1
       ORDER BY next_attempt_at, ref, mail DESC LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => ({
      ref: String(r.ref),
      mail: r.mail as MailKind,
      attempts: Number(r.attempts),
      nextAttemptAt: iso(r.next_attempt_at),
    }));
  }

  // The database's clock decides when a mail is due and when a lease ends, so instances whose
  // clocks differ still agree; the token fences the marks, so an instance whose lease was taken
  // over changes nothing.
  async claimDue(leaseMs: number, skip: readonly MailId[] = []): Promise<LeasedMail | undefined> {
    for (const mail of ["staff", "ack"] as const) {
      const token = randomUUID();
      const table = MAIL_TABLES[mail];
      // SKIP LOCKED: two instances claiming at once each get a different row, never the same one.
      const { rows } = await this.pool.query(
        `UPDATE ${table} SET next_attempt_at = now() + ${millis("$1")}, lease_token = $2
          WHERE ref = (SELECT ref FROM ${table} WHERE status <> 'sent' AND next_attempt_at <= now() AND NOT (ref = ANY($3::text[]))
                       ORDER BY next_attempt_at, ref LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING ref, attempts, next_attempt_at`,
        [leaseMs, token, skip.filter((s) => s.mail === mail).map((s) => s.ref)],
      );
      const row = rows[0] as Row | undefined;
      if (row) return { ref: String(row.ref), mail, attempts: Number(row.attempts), nextAttemptAt: iso(row.next_attempt_at), token };
    }
    return undefined;
  }

  async renewLease({ ref, mail, token }: Lease, leaseMs: number): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE ${MAIL_TABLES[mail]} SET next_attempt_at = now() + ${millis("$3")} WHERE ref = $1 AND lease_token = $2 AND status <> 'sent'`,
      [ref, token, leaseMs],
    );
    return result.rowCount === 1;
  }

  async markSent({ ref, mail, token }: Lease): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE ${MAIL_TABLES[mail]} SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL, lease_token = NULL
        WHERE ref = $1 AND lease_token = $2 AND status <> 'sent'`,
      [ref, token],
    );
    return result.rowCount === 1;
  }

  async markFailed({ ref, mail, token }: Lease, retryInMs: number, error: string): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE ${MAIL_TABLES[mail]} SET status = 'failed-retrying', attempts = attempts + 1, next_attempt_at = now() + ${millis("$3")},
                         last_error = $4, lease_token = NULL
        WHERE ref = $1 AND lease_token = $2 AND status <> 'sent'`,
      [ref, token, retryInMs, error],
    );
    return result.rowCount === 1;
  }

  async staleUploads(olderThan: Date, pendingBefore = olderThan): Promise<UploadRow[]> {
    const { rows } = await this.pool.query(
      "SELECT * FROM uploads WHERE submission_ref IS NULL AND (created_at < $1 OR (pending AND created_at < $2)) ORDER BY created_at",
      [olderThan, pendingBefore],
    );
    return rows.map(uploadFrom);
  }

  async deleteSubmission(ref: string): Promise<string[] | undefined> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const found = await client.query("SELECT 1 FROM submissions WHERE ref = $1 FOR UPDATE", [ref]);
      if (found.rowCount === 0) {
        await client.query("ROLLBACK");
        return undefined;
      }
      const { rows } = await client.query("SELECT id FROM uploads WHERE submission_ref = $1", [ref]);
      await client.query("DELETE FROM outbox WHERE ref = $1", [ref]);
      await client.query("DELETE FROM acknowledgements WHERE ref = $1", [ref]);
      await client.query("DELETE FROM uploads WHERE submission_ref = $1", [ref]);
      await client.query("DELETE FROM submissions WHERE ref = $1", [ref]);
      await client.query("COMMIT");
      return rows.map((row: Row) => String(row.id));
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async submissionsBefore(date: Date): Promise<string[]> {
    const { rows } = await this.pool.query("SELECT ref FROM submissions WHERE created_at < $1 ORDER BY created_at", [date]);
    return rows.map((row: Row) => String(row.ref));
  }

  async clearIpsBefore(date: Date): Promise<number> {
    const result = await this.pool.query("UPDATE submissions SET ip = NULL WHERE created_at < $1 AND ip IS NOT NULL", [date]);
    return result.rowCount ?? 0;
  }

  async unsentMail(): Promise<UnsentMail[]> {
    return (await this.pool.query(UNSENT_MAIL_SQL)).rows.map(unsentFrom);
  }

  /** Erased rows leave the files at VACUUM (autovacuum): see README, "Erasure and backups". */
  async reclaim(): Promise<void> {}

  async unclaimedUsage(owner: string): Promise<UnclaimedUsage> {
    const { rows } = await this.pool.query(unclaimedUsageSql("$1"), [owner]);
    return usageFrom(rows[0]);
  }

  async exclusively<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    // A session lock on a client of its own: released when the work ends, or when the instance dies.
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [name]);
      if (!rows[0].locked) return undefined;
      try {
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
      }
    } finally {
      client.release();
    }
  }

  async countHit({ bucket, key: budgetKey, limit, windowMs }: RateHit): Promise<RateVerdict> {
    // The row holds a keyed hash of the address, never the address (rate-keys.server.ts).
    const key = await hashedRateKey(this.pool, budgetKey);
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      // Hits of one key are counted one at a time, so two instances cannot both take the last one.
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`rate:${bucket}:${key}`]);
      // clock_timestamp(), not now(): the transaction may have waited for the lock.
      const window = millis("$2");
      // Every write forgets the hits past the window, of every key (rows another instance is deleting are left to it).
      await client.query(
        `DELETE FROM rate_hits WHERE ctid IN (SELECT ctid FROM rate_hits WHERE bucket = $1 AND at <= clock_timestamp() - ${window}
                                                FOR UPDATE SKIP LOCKED)`,
        [bucket, windowMs],
      );
      const { rows } = await client.query(
        `SELECT count(*) AS hits, extract(epoch FROM min(at) + ${millis("$3")} - clock_timestamp()) AS seconds_left
           FROM rate_hits WHERE bucket = $1 AND key = $2`,
        [bucket, key, windowMs],
      );
      const hits = Number(rows[0].hits);
      if (hits < limit) await client.query("INSERT INTO rate_hits (bucket, key, at) VALUES ($1, $2, clock_timestamp())", [bucket, key]);
      await client.query("COMMIT");
      if (hits < limit) return { allowed: true };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(rows[0].seconds_left ?? 0))) };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async pruneHits(windowMs: number): Promise<void> {
    await this.pool.query(`DELETE FROM rate_hits WHERE at < now() - ${millis("$1")}`, [windowMs]);
    await forgetOldSecrets(this.pool);
  }

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

import { IP_RETENTION_DAYS } from "./retention.ts";
import type { Row } from "./repository-shared.server.ts";
import { POSTGRES_BASELINE, SQLITE_BASELINE } from "./migrations-baseline.server.ts";

/**
 * The store's schema as numbered migrations, applied in order by one runner for SQLite and
 * PostgreSQL when a repository opens (docs/decisions/012). A migration, once released, is never
 * edited: a change to the schema is a new migration at the end of the list.
 */

/** What a migration runs on: the open transaction of the runner. */
export interface MigrationTarget {
  dialect: "sqlite" | "postgres";
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one statement with parameters (`?` on SQLite, `$1` on PostgreSQL). */
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The store's clock (SQLite: this process's; PostgreSQL migrations use the database's `now()`). */
  now(): Date;
}

/** The runner's session: a target whose `begin` holds off every other runner until `commit` or `rollback`. */
export interface MigrationSession extends MigrationTarget {
  /** SQLite: BEGIN IMMEDIATE. PostgreSQL: BEGIN and a transaction-scoped advisory lock. */
  begin(): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

type Step = string | ((target: MigrationTarget) => Promise<void>);

export interface Migration {
  version: number;
  name: string;
  sqlite: Step;
  postgres: Step;
}

/** Adds a column to a SQLite table unless it is there (SQLite has no ADD COLUMN IF NOT EXISTS). */
async function addColumn(target: MigrationTarget, table: string, column: string, definition: string): Promise<void> {
  const columns = await target.query(`PRAGMA table_info(${table})`);
  if (!columns.some((c) => c.name === column)) await target.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

export const MIGRATIONS: Migration[] = [
  {
    // The schema of the release before migrations (d87e05d), reached from an empty store or from any
    // store an earlier release wrote (without uploads.owner/pending, outbox.lease_token, or with
    // PostgreSQL's whole upload_bodies).
    version: 1,
    name: "baseline",
    async sqlite(target) {
      await target.exec(SQLITE_BASELINE);
      await addColumn(target, "uploads", "owner", "TEXT");
      await addColumn(target, "uploads", "pending", "INTEGER NOT NULL DEFAULT 0");
      await addColumn(target, "outbox", "lease_token", "TEXT");
      await target.exec("CREATE INDEX IF NOT EXISTS uploads_unclaimed_by_owner ON uploads (owner) WHERE submission_ref IS NULL");
    },
    postgres: POSTGRES_BASELINE,
  },
  {
    // Data minimisation (decision 012, issue 22): no user agent at all; an address kept with an
    // enquiry for IP_RETENTION_DAYS only; a claimed upload keeps no owner address; PostgreSQL's rate
    // counters keyed by a daily HMAC instead of the address (the rows in clear are dropped).
    version: 2,
    name: "minimise-addresses",
    async sqlite(target) {
      const cutoff = new Date(target.now().getTime() - IP_RETENTION_DAYS * 86_400_000).toISOString();
      await target.exec("ALTER TABLE submissions DROP COLUMN user_agent");
      await target.query("UPDATE submissions SET ip = NULL WHERE ip IS NOT NULL AND created_at < ?", [cutoff]);
      await target.exec("UPDATE uploads SET owner = NULL WHERE submission_ref IS NOT NULL AND owner IS NOT NULL");
    },
    // PostgreSQL keeps the column, always empty: instances of the earlier release, still running
    // while the instances are restarted one at a time, name it when they store an enquiry, and
    // must not fail then. A trigger empties what they write. A later migration may drop it.
    postgres: `
      UPDATE submissions SET user_agent = NULL WHERE user_agent IS NOT NULL;
      CREATE FUNCTION submissions_forget_user_agent() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN NEW.user_agent := NULL; RETURN NEW; END $$;
      CREATE TRIGGER submissions_forget_user_agent BEFORE INSERT OR UPDATE ON submissions
        FOR EACH ROW EXECUTE FUNCTION submissions_forget_user_agent();
      UPDATE submissions SET ip = NULL WHERE ip IS NOT NULL AND created_at < now() - interval '${IP_RETENTION_DAYS} days';
      UPDATE uploads SET owner = NULL WHERE submission_ref IS NOT NULL AND owner IS NOT NULL;
      DELETE FROM rate_hits;
      CREATE TABLE rate_keys (day date PRIMARY KEY, secret bytea NOT NULL);`,
  },
  {
    // Proof of consent (decision D1 of issue 22): when it was given, to which wording, in which language.
    version: 3,
    name: "consent-proof",
    sqlite: `
      ALTER TABLE submissions ADD COLUMN consent_at TEXT;
      ALTER TABLE submissions ADD COLUMN consent_revision TEXT;
      ALTER TABLE submissions ADD COLUMN consent_lang TEXT;`,
    postgres: `
      ALTER TABLE submissions ADD COLUMN consent_at timestamptz;
      ALTER TABLE submissions ADD COLUMN consent_revision text;
      ALTER TABLE submissions ADD COLUMN consent_lang text;`,
  },
  {
    // The acknowledgement to the visitor (decision 006): a second mail per enquiry, delivered like
    // the staff mail's outbox row but in a table of its own, so that instances of the earlier
    // release, still running during a rolling restart, neither see nor send it. Enquiries are
    // counted per address and day to bound it, hence the index on the time of receipt.
    version: 4,
    name: "acknowledgements",
    sqlite: `
      CREATE TABLE acknowledgements (
        ref TEXT PRIMARY KEY REFERENCES submissions(ref),
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        lease_token TEXT
      );
      CREATE INDEX acknowledgements_due ON acknowledgements (next_attempt_at) WHERE status <> 'sent';
      CREATE INDEX submissions_by_time ON submissions (created_at);`,
    postgres: `
      CREATE TABLE acknowledgements (
        ref text PRIMARY KEY REFERENCES submissions(ref),
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        sent_at timestamptz,
        lease_token text
      );
      CREATE INDEX acknowledgements_due ON acknowledgements (next_attempt_at) WHERE status <> 'sent';
      CREATE INDEX submissions_by_time ON submissions (created_at);`,
  },
];

/** A store migrated by a later release than this one: this release must not write to it. */
export class NewerSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`the lead store is at schema version ${found}, this release knows versions up to ${known}; run a newer release`);
    this.name = "NewerSchemaError";
  }
}

/**
 * Applies the migrations the store has not had, each recorded in `schema_migrations`, all in one
 * transaction that no other runner interleaves with: instances starting at once wait for the first,
 * then find nothing left to do. A migration that fails rolls back every one of this run.
 * Returns the versions applied.
 */
export async function migrate(session: MigrationSession, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  await session.begin();
  try {
    const when = session.dialect === "sqlite" ? "TEXT" : "timestamptz";
    await session.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at ${when} NOT NULL)`,
    );
    const done = new Set((await session.query("SELECT version FROM schema_migrations")).map((row) => Number(row.version)));
    const known = Math.max(0, ...migrations.map((m) => m.version));
    const found = Math.max(0, ...done);
    if (found > known) throw new NewerSchemaError(found, known);
    const record =
      session.dialect === "sqlite"
        ? "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"
        : "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())";
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      const step = migration[session.dialect];
      if (typeof step === "string") await session.exec(step);
      else await step(session);
      const params = [migration.version, migration.name];
      await session.query(record, session.dialect === "sqlite" ? [...params, session.now().toISOString()] : params);
      applied.push(migration.version);
    }
    await session.commit();
    return applied;
  } catch (error) {
    await session.rollback().catch(() => {});
    throw error;
  }
}

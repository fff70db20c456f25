import { BODY_CHUNK_BYTES } from "./repository-shared.server.ts";

/**
 * Migration 1: the schema as the release before numbered migrations (d87e05d) created it, word for
 * word. Frozen: never edit it; a change to the schema is a new migration in migrations.server.ts.
 */

export const SQLITE_BASELINE = `
CREATE TABLE IF NOT EXISTS submissions (
  ref TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL,
  fields TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  submission_ref TEXT REFERENCES submissions(ref),
  position INTEGER,
  owner TEXT,
  pending INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS uploads_by_submission ON uploads (submission_ref);
CREATE INDEX IF NOT EXISTS uploads_unclaimed ON uploads (created_at) WHERE submission_ref IS NULL;
CREATE TABLE IF NOT EXISTS outbox (
  ref TEXT PRIMARY KEY REFERENCES submissions(ref),
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  lease_token TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE status <> 'sent';
`;

// The same tables as SQLite; native types where PostgreSQL has them.
export const POSTGRES_BASELINE = `
CREATE TABLE IF NOT EXISTS submissions (
  ref text PRIMARY KEY,
  kind text NOT NULL,
  lang text NOT NULL,
  created_at timestamptz NOT NULL,
  fields jsonb NOT NULL,
  ip text,
  user_agent text
);
CREATE TABLE IF NOT EXISTS uploads (
  id text PRIMARY KEY,
  name text NOT NULL,
  size integer NOT NULL,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  submission_ref text REFERENCES submissions(ref),
  position integer
);
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS owner text;
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS pending boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS uploads_unclaimed_by_owner ON uploads (owner) WHERE submission_ref IS NULL;
CREATE INDEX IF NOT EXISTS uploads_by_submission ON uploads (submission_ref);
CREATE INDEX IF NOT EXISTS uploads_unclaimed ON uploads (created_at) WHERE submission_ref IS NULL;
CREATE TABLE IF NOT EXISTS outbox (
  ref text PRIMARY KEY REFERENCES submissions(ref),
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  sent_at timestamptz
);
-- The lease an instance holds on a mail it is sending; databases made before it gain the column.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS lease_token text;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE status <> 'sent';
-- Upload bytes live here so any instance can attach a file another instance received, written
-- piece by piece as they stream in; the pieces go with their upload row (an erased or swept upload
-- takes its bytes with it).
CREATE TABLE IF NOT EXISTS upload_chunks (
  id text NOT NULL REFERENCES uploads(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (id, seq)
);
-- Files are mostly compressed already (PDF, ZIP, JPEG): stored as they are, not recompressed.
ALTER TABLE upload_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
-- Earlier versions kept each body whole in upload_bodies: its bodies move into pieces.
DO $$
BEGIN
  IF to_regclass('upload_bodies') IS NOT NULL THEN
    INSERT INTO upload_chunks (id, seq, data)
      SELECT id, piece, substring(body FROM piece * ${BODY_CHUNK_BYTES} + 1 FOR ${BODY_CHUNK_BYTES})
        FROM upload_bodies, generate_series(0, (length(body) - 1) / ${BODY_CHUNK_BYTES}) AS piece;
    DROP TABLE upload_bodies;
  END IF;
END $$;
-- The rate limit's hits, shared by every instance.
CREATE TABLE IF NOT EXISTS rate_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_hits_by_key ON rate_hits (bucket, key, at);
`;

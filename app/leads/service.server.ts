import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { DAY_MS, DEFAULT_UPLOAD_QUOTA, FileStore, type UploadQuota } from "./files.server.ts";
import { DEFAULT_LEADS_TO, DEFAULT_MAIL_FROM, createLeadTransport } from "./mailer.server.ts";
import type { LeadTransport } from "./mailer.server.ts";
import { startOutbox } from "./outbox.server.ts";
import type { Outbox } from "./outbox.server.ts";
import { lazyRepository } from "./repository.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import type { NewSubmission } from "./types.ts";

export { ClaimError } from "./repository.server.ts";
export type { ClaimRefusal, LeadRepository } from "./repository.server.ts";
export type { FileStore } from "./files.server.ts";

export interface LeadServiceConfig {
  dataDir: string;
  /** PostgreSQL when set; SQLite in DATA_DIR otherwise. */
  databaseUrl?: string;
  /** SMTP when set; .eml files in DATA_DIR/mail otherwise. */
  smtpUrl?: string;
  leadsTo?: string;
  mailFrom?: string;
  outboxIntervalMs?: number;
  baseBackoffMs?: number;
  sweepIntervalMs?: number;
  /** Bounds on files uploaded but not yet sent with a form. */
  uploadQuota?: UploadQuota;
  log?: (message: string) => void;
}

export interface LeadService {
  readonly repo: LeadRepository;
  readonly files: FileStore;
  /** Stores the submission, its files claimed, and its mail queued, in one commit; then wakes the outbox. */
  submit(submission: NewSubmission): Promise<{ ref: string }>;
  /** Starts mail delivery and the hourly sweep of unclaimed uploads (the web server calls this once). */
  startBackground(): void;
  /**
   * Erases a submission: its row, its files, its mail record and any copy of its mail written to
   * DATA_DIR/mail. False when no submission has that reference.
   */
  erase(ref: string): Promise<boolean>;
  /** Erases every submission received before `date`; returns their references. */
  purge(before: Date): Promise<string[]>;
  /** Sends every due mail now (tests; the background loop does this by itself). */
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Ready to use at once; the database is opened on first use. */
export function createLeadService(config: LeadServiceConfig): LeadService {
  const dataDir = path.resolve(config.dataDir);
  const log = config.log ?? ((message: string) => console.warn(message));
  const repo = lazyRepository({ dataDir, databaseUrl: config.databaseUrl });
  const files = new FileStore({ dataDir, repo, quota: config.uploadQuota });
  let transport: LeadTransport | undefined;
  let outbox: Outbox | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;

  const sweep = () =>
    files.sweep(DAY_MS).catch((error: unknown) => log(`upload sweep failed: ${error instanceof Error ? error.message : String(error)}`));

  function ensureOutbox(): Outbox {
    transport ??= createLeadTransport({
      smtpUrl: config.smtpUrl,
      mailDir: path.join(dataDir, "mail"),
      to: config.leadsTo ?? DEFAULT_LEADS_TO,
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    });
    outbox ??= startOutbox({
      repo,
      transport,
      intervalMs: config.outboxIntervalMs,
      baseBackoffMs: config.baseBackoffMs,
      log,
    });
    return outbox;
  }

  return {
    repo,
    files,
    async submit(submission) {
      const result = await repo.createSubmission(submission);
      outbox?.notify();
      return result;
    },
    async erase(ref) {
      const fileIds = await repo.deleteSubmission(ref);
      if (fileIds === undefined) return false;
      await files.removeBodies(fileIds);
      const mailDir = path.join(dataDir, "mail");
      const written = await readdir(mailDir).catch(() => [] as string[]);
      for (const name of written) if (name.endsWith(`-${ref}.eml`)) await rm(path.join(mailDir, name), { force: true });
      return true;
    },
    async purge(before) {
      const refs = await repo.submissionsBefore(before);
      for (const ref of refs) await this.erase(ref);
      return refs;
    },
    startBackground() {
      ensureOutbox();
      if (!sweepTimer) {
        void sweep();
        sweepTimer = setInterval(() => void sweep(), config.sweepIntervalMs ?? HOUR_MS);
        sweepTimer.unref();
      }
    },
    async flushOutbox() {
      await ensureOutbox().flush();
    },
    async close() {
      if (sweepTimer) clearInterval(sweepTimer);
      await outbox?.stop();
      transport?.close();
      await repo.close();
    },
  };
}

/**
 * The configuration the environment gives: DATA_DIR, DATABASE_URL, SMTP_URL, LEADS_TO, MAIL_FROM, and
 * LEADS_OUTBOX_INTERVAL_MS / LEADS_RETRY_BASE_MS for how often the outbox looks and how soon it retries,
 * and LEADS_UNCLAIMED_MB_PER_ADDRESS / LEADS_UNCLAIMED_FILES_PER_ADDRESS / LEADS_UNCLAIMED_MB_TOTAL for
 * how much may wait uploaded but not yet sent.
 */
export function leadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LeadServiceConfig {
  const positive = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : undefined);
  const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  const megabytes = (value: string | undefined) => (positive(value) === undefined ? undefined : Math.round(Number(value) * 1024 * 1024));
  return {
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? "data"),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    leadsTo: nonEmpty(env.LEADS_TO),
    mailFrom: nonEmpty(env.MAIL_FROM),
    outboxIntervalMs: positive(env.LEADS_OUTBOX_INTERVAL_MS),
    baseBackoffMs: positive(env.LEADS_RETRY_BASE_MS),
    uploadQuota: {
      perAddressBytes: megabytes(env.LEADS_UNCLAIMED_MB_PER_ADDRESS) ?? DEFAULT_UPLOAD_QUOTA.perAddressBytes,
      perAddressFiles: positive(env.LEADS_UNCLAIMED_FILES_PER_ADDRESS) ?? DEFAULT_UPLOAD_QUOTA.perAddressFiles,
      totalBytes: megabytes(env.LEADS_UNCLAIMED_MB_TOTAL) ?? DEFAULT_UPLOAD_QUOTA.totalBytes,
    },
  };
}

// Kept on globalThis so a module reloaded by the dev server does not start a second outbox.
const SHARED = Symbol.for("pontos3d.leadService");
type Holder = { [SHARED]?: LeadService };

/** One service per process, configured from the environment. */
export function leadServiceFromEnv(): LeadService {
  const holder = globalThis as Holder;
  if (!holder[SHARED]) {
    const service = createLeadService(leadConfigFromEnv());
    const memoised: LeadService = {
      ...service,
      async close() {
        if (holder[SHARED] === memoised) delete holder[SHARED];
        await service.close();
      },
    };
    holder[SHARED] = memoised;
  }
  return holder[SHARED];
}

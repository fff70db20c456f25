import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { DAY_MS, DEFAULT_UPLOAD_QUOTA, FileStore, type UploadQuota } from "./files.server.ts";
import { createSharedRateLimiter, RATE_WINDOW_MS, type RateLimiter } from "./guards.server.ts";
import { DEFAULT_LEADS_TO, DEFAULT_MAIL_FROM, createLeadTransport, MAIL_CONTENTS } from "./mailer.server.ts";
import type { LeadTransport, MailContent } from "./mailer.server.ts";
import { describeError } from "../observability/log-safe.server.ts";
import { startOutbox } from "./outbox.server.ts";
import type { Outbox } from "./outbox.server.ts";
import { lazyRepository } from "./repository.server.ts";
import { sweepRetention } from "./retention-sweep.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import type { NewSubmission } from "./types.ts";
import { createLimiter, type Limiter } from "../security/limiter.ts";
import { logEvent, type EventLog } from "../observability/log.server.ts";
import { metrics, type OutboxGauges } from "../observability/metrics.server.ts";

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
  /** What the mail to the company holds: the enquiry with its files ("full"), or its reference alone ("notice"). */
  mailContent?: MailContent;
  outboxIntervalMs?: number;
  baseBackoffMs?: number;
  /** How long a mail taken by this instance is left to it before another may take it. */
  outboxLeaseMs?: number;
  /** A mail unsent for longer than this is stuck: logged as an error (at most hourly) and shown by a metric. */
  outboxStuckMs?: number;
  sweepIntervalMs?: number;
  /** Bounds on files uploaded but not yet sent with a form. */
  uploadQuota?: UploadQuota;
  /** Form posts and file uploads one address may make per RATE_WINDOW_MS. */
  postsPerWindow?: number;
  uploadsPerWindow?: number;
  /** Form posts and uploads read at the same moment (8 and 16). */
  postsInFlight?: number;
  uploadsInFlight?: number;
  log?: EventLog;
}

export interface LeadService {
  readonly repo: LeadRepository;
  readonly files: FileStore;
  /** The budgets of form posts and uploads per address, counted across instances on PostgreSQL. */
  readonly limits: { posts: RateLimiter; uploads: RateLimiter };
  /**
   * Bodies read at the same moment, by this process: a form post holds its files in memory while it
   * is parsed, an upload a piece of its file; beyond the bound a visitor waits a little, then is told
   * to come back (503).
   */
  readonly inFlight: { posts: Limiter; uploads: Limiter };
  /** Stores the submission, its files claimed, and its mail queued, in one commit; then wakes the outbox. */
  submit(submission: NewSubmission): Promise<{ ref: string }>;
  /**
   * Starts mail delivery and the hourly sweep (the web server calls this once): unclaimed uploads,
   * rate hits, and retention (enquiries past RETENTION_MONTHS erased, IP addresses past
   * IP_RETENTION_DAYS removed).
   */
  startBackground(): void;
  /** One round of that sweep, as the background runs it. */
  sweep(): Promise<void>;
  /**
   * Erases a submission: its row, its files, its mail record and any copy of its mail written to
   * DATA_DIR/mail. False when no submission has that reference.
   */
  erase(ref: string): Promise<boolean>;
  /** Erases every submission received before `date`, as `erase` does; returns their references. */
  purge(before: Date): Promise<string[]>;
  /** Throws unless the database answers (the health check). */
  ping(): Promise<void>;
  /** Where each kind of mail stands: how many wait, how long the oldest has waited, whether that is past the stuck threshold. */
  outboxGauges(): Promise<OutboxGauges[]>;
  /** Sends every due mail now (tests; the background loop does this by itself). */
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
/** How long the oldest unsent mail may wait before it counts as stuck, unless LEADS_OUTBOX_STUCK_MS says otherwise. */
export const DEFAULT_STUCK_MS = HOUR_MS;
/** How long a post or an upload may wait for its turn to be read before it is told to come back. */
const BODY_WAIT_MS = 10_000;
/** What a visitor told to come back is asked to wait, in seconds. */
export const BUSY_RETRY_SECONDS = 5;

/** Ready to use at once; the database is opened on first use. */
export function createLeadService(config: LeadServiceConfig): LeadService {
  const dataDir = path.resolve(config.dataDir);
  const log = config.log ?? logEvent;
  const stuckAfterMs = config.outboxStuckMs ?? DEFAULT_STUCK_MS;
  const repo = lazyRepository({ dataDir, databaseUrl: config.databaseUrl });
  const inDatabase = Boolean(config.databaseUrl);
  const files = new FileStore({ dataDir, repo, quota: config.uploadQuota, bodiesInDatabase: inDatabase });
  const limits = {
    posts: createSharedRateLimiter(repo, "posts", { limit: config.postsPerWindow ?? 12, windowMs: RATE_WINDOW_MS }, log),
    uploads: createSharedRateLimiter(repo, "uploads", { limit: config.uploadsPerWindow ?? 120, windowMs: RATE_WINDOW_MS }, log),
  };
  const inFlight = {
    posts: createLimiter({ inFlight: config.postsInFlight ?? 8, waiting: 32, waitMs: BODY_WAIT_MS }),
    uploads: createLimiter({ inFlight: config.uploadsInFlight ?? 16, waiting: 64, waitMs: BODY_WAIT_MS }),
  };
  let transport: LeadTransport | undefined;
  let outbox: Outbox | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let stuckTimer: NodeJS.Timeout | undefined;

  /** Erases one submission and every copy the server keeps; erased data leaves the store's files at the next `reclaim`. */
  const eraseOne = async (ref: string) => {
    const fileIds = await repo.deleteSubmission(ref);
    if (fileIds === undefined) return false;
    await files.removeBodies(fileIds);
    const mailDir = path.join(dataDir, "mail");
    const written = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of written) if (name.endsWith(`-${ref}.eml`)) await rm(path.join(mailDir, name), { force: true });
    return true;
  };
  const purge = async (before: Date) => {
    const refs = await repo.submissionsBefore(before);
    for (const ref of refs) await eraseOne(ref);
    if (refs.length > 0) await repo.reclaim();
    return refs;
  };

  const sweep = async () => {
    try {
      const { removed } = await files.sweep(DAY_MS);
      await repo.pruneHits(RATE_WINDOW_MS);
      if (removed) log(`upload sweep: removed ${removed} unclaimed file(s) older than a day`, { event: "sweep", level: "info", removed });
    } catch (error) {
      log(`upload sweep failed: ${describeError(error)}`, { event: "sweep-failed", level: "error", error: describeError(error) });
    }
    try {
      await sweepRetention({ repo, purge, log });
    } catch (error) {
      log(`retention sweep failed: ${describeError(error)}`, { event: "purge-failed", level: "error", error: describeError(error) });
    }
  };

  const outboxGauges = async (): Promise<OutboxGauges[]> => {
    const now = Date.now();
    return (await repo.unsentMail()).map(({ mail, unsent, oldest }) => {
      const waitedMs = oldest === undefined ? 0 : Math.max(0, now - Date.parse(oldest));
      return { mail, unsent, oldestAgeSeconds: waitedMs / 1000, stuck: waitedMs > stuckAfterMs, oldest };
    });
  };

  /**
   * Stuck mail is said in the log as an error, at most once an hour while it lasts: how many
   * enquiries wait and since when (counts and times only). Once no mail is past the threshold, one
   * line says mail flows again.
   */
  let stuckLoggedAt: number | undefined;
  const watchStuck = async () => {
    let gauges: OutboxGauges[];
    try {
      gauges = await outboxGauges();
    } catch {
      return; // The store did not answer: the health check and the outbox say so.
    }
    const staff = gauges.find((g) => g.mail === "staff");
    const ack = gauges.find((g) => g.mail === "ack");
    if (!staff?.stuck && !ack?.stuck) {
      if (stuckLoggedAt !== undefined) log("mail flows again: no mail waits past the threshold", { event: "mail-unstuck", level: "info" });
      stuckLoggedAt = undefined;
      return;
    }
    if (stuckLoggedAt !== undefined && Date.now() - stuckLoggedAt < HOUR_MS) return;
    stuckLoggedAt = Date.now();
    const parts = [
      staff?.stuck &&
        `${staff.unsent === 1 ? "1 enquiry waits for its" : `${staff.unsent} enquiries wait for their`} mail to the company, the oldest since ${staff.oldest}`,
      ack?.stuck &&
        `${ack.unsent === 1 ? "1 acknowledgement waits" : `${ack.unsent} acknowledgements wait`} to be mailed to the visitor, the oldest since ${ack.oldest}`,
    ].filter(Boolean);
    const threshold = stuckAfterMs >= 60_000 ? `${Math.round(stuckAfterMs / 60_000)} min` : `${stuckAfterMs / 1000} s`;
    log(`mail stuck for more than ${threshold}: ${parts.join("; ")} (npm run leads -- list)`, {
      event: "mail-stuck",
      level: "error",
      staffWaiting: staff?.unsent ?? 0,
      staffSince: staff?.oldest,
      ackWaiting: ack?.unsent ?? 0,
      ackSince: ack?.oldest,
      thresholdMs: stuckAfterMs,
    });
  };

  function ensureOutbox(): Outbox {
    transport ??= createLeadTransport({
      smtpUrl: config.smtpUrl,
      mailDir: path.join(dataDir, "mail"),
      to: config.leadsTo ?? DEFAULT_LEADS_TO,
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
      content: config.mailContent,
      readBody: (id) => files.read(id),
    });
    outbox ??= startOutbox({
      repo,
      transport,
      intervalMs: config.outboxIntervalMs,
      baseBackoffMs: config.baseBackoffMs,
      leaseMs: config.outboxLeaseMs,
      log,
    });
    return outbox;
  }

  return {
    repo,
    files,
    limits,
    inFlight,
    ping: () => repo.ping(),
    outboxGauges,
    async submit(submission) {
      const result = await repo.createSubmission(submission);
      metrics.leadsStored.inc({ form: submission.kind });
      outbox?.notify();
      return result;
    },
    async erase(ref) {
      if (!(await eraseOne(ref))) return false;
      await repo.reclaim();
      return true;
    },
    purge,
    sweep,
    startBackground() {
      ensureOutbox();
      metrics.readOutboxFrom(outboxGauges);
      if (!stuckTimer) {
        stuckTimer = setInterval(() => void watchStuck(), Math.min(config.outboxIntervalMs ?? 30_000, 60_000));
        stuckTimer.unref();
      }
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
      if (stuckTimer) clearInterval(stuckTimer);
      await outbox?.stop();
      transport?.close();
      await repo.close();
    },
  };
}

/**
 * The configuration the environment gives: DATA_DIR, DATABASE_URL, SMTP_URL, LEADS_TO, MAIL_FROM,
 * LEADS_MAIL_CONTENT (full or notice: what the mail to the company holds), and
 * LEADS_OUTBOX_INTERVAL_MS / LEADS_RETRY_BASE_MS / LEADS_OUTBOX_LEASE_MS for how often the outbox looks,
 * how soon it retries and how long a mail taken by one instance is its alone, LEADS_OUTBOX_STUCK_MS for
 * when an unsent mail counts as stuck,
 * LEADS_POSTS_PER_10_MIN / LEADS_UPLOADS_PER_10_MIN for the budgets of one address,
 * and LEADS_UNCLAIMED_MB_PER_ADDRESS / LEADS_UNCLAIMED_FILES_PER_ADDRESS / LEADS_UNCLAIMED_MB_TOTAL for
 * how much may wait uploaded but not yet sent. A LEADS_MAIL_CONTENT other than full or notice is
 * refused (the server does not start) rather than guessed: a mistyped "notice" must not send every
 * enquiry in full.
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
    mailContent: mailContentOf(nonEmpty(env.LEADS_MAIL_CONTENT)),
    outboxIntervalMs: positive(env.LEADS_OUTBOX_INTERVAL_MS),
    baseBackoffMs: positive(env.LEADS_RETRY_BASE_MS),
    outboxLeaseMs: positive(env.LEADS_OUTBOX_LEASE_MS),
    outboxStuckMs: positive(env.LEADS_OUTBOX_STUCK_MS),
    postsPerWindow: positive(env.LEADS_POSTS_PER_10_MIN),
    uploadsPerWindow: positive(env.LEADS_UPLOADS_PER_10_MIN),
    postsInFlight: positive(env.LEADS_POSTS_IN_FLIGHT),
    uploadsInFlight: positive(env.LEADS_UPLOADS_IN_FLIGHT),
    uploadQuota: {
      perAddressBytes: megabytes(env.LEADS_UNCLAIMED_MB_PER_ADDRESS) ?? DEFAULT_UPLOAD_QUOTA.perAddressBytes,
      perAddressFiles: positive(env.LEADS_UNCLAIMED_FILES_PER_ADDRESS) ?? DEFAULT_UPLOAD_QUOTA.perAddressFiles,
      totalBytes: megabytes(env.LEADS_UNCLAIMED_MB_TOTAL) ?? DEFAULT_UPLOAD_QUOTA.totalBytes,
    },
  };
}

function mailContentOf(value: string | undefined): MailContent | undefined {
  if (value === undefined) return undefined;
  const content = MAIL_CONTENTS.find((known) => known === value.toLowerCase());
  if (!content) throw new Error(`LEADS_MAIL_CONTENT must be ${MAIL_CONTENTS.join(" or ")}, not ${JSON.stringify(value)}`);
  return content;
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

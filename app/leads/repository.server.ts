import path from "node:path";
import type { ReferenceGenerator } from "./reference.server.ts";
import type { LeadRepository } from "./repository-shared.server.ts";

/** The store's interface and the shapes its users speak in (the stores take them from the shared file). */
export { BODY_CHUNK_BYTES, ClaimError, type Row } from "./repository-shared.server.ts";
export type {
  ClaimRefusal,
  LeadRepository,
  Lease,
  MailId,
  NewUpload,
  RateVerdict,
  Reservation,
  UnclaimedUsage,
} from "./repository-shared.server.ts";

export interface RepositoryConfig {
  dataDir: string;
  /** PostgreSQL when set, otherwise SQLite at DATA_DIR/leads.sqlite. */
  databaseUrl?: string;
  generateReference?: ReferenceGenerator;
}

export function filesDirOf(dataDir: string): string {
  return path.join(dataDir, "files");
}

/** Opens and initialises the store the configuration names. */
export async function openRepository(config: RepositoryConfig): Promise<LeadRepository> {
  const generateReference = config.generateReference;
  // Imported on demand: a SQLite deployment never loads the PostgreSQL driver, and the reverse.
  // PostgreSQL keeps upload bodies itself, so records carry no path on one instance's disk.
  const repo = config.databaseUrl
    ? new (await import("./repository-postgres.server.ts")).PostgresLeadRepository(config.databaseUrl, { generateReference })
    : new (await import("./repository-sqlite.server.ts")).SqliteLeadRepository(path.join(config.dataDir, "leads.sqlite"), {
        filesDir: filesDirOf(config.dataDir),
        generateReference,
      });
  await repo.init();
  return repo;
}

/**
 * A repository usable at once, opened on first use: callers need not await a connection, and a
 * store that is down at start is tried again on the next call instead of failing for good.
 */
export function lazyRepository(config: RepositoryConfig): LeadRepository {
  let opening: Promise<LeadRepository> | undefined;
  let closed = false;
  const ready = () => {
    if (closed) return Promise.reject(new Error("lead repository is closed"));
    if (!opening) {
      const attempt = openRepository(config);
      opening = attempt;
      attempt.catch(() => {
        if (opening === attempt) opening = undefined;
      });
    }
    return opening;
  };
  return {
    init: async () => void (await ready()),
    reserveUpload: async (upload, room) => (await ready()).reserveUpload(upload, room),
    writeBodyChunk: async (id, seq, data) => (await ready()).writeBodyChunk(id, seq, data),
    completeUpload: async (id, size) => (await ready()).completeUpload(id, size),
    readBody: async (id) => (await ready()).readBody(id),
    getUploads: async (ids) => (await ready()).getUploads(ids),
    deleteUpload: async (id) => (await ready()).deleteUpload(id),
    createSubmission: async (submission, at) => (await ready()).createSubmission(submission, at),
    listSubmissions: async () => (await ready()).listSubmissions(),
    getSubmission: async (ref) => (await ready()).getSubmission(ref),
    dueOutbox: async (now, limit) => (await ready()).dueOutbox(now, limit),
    claimDue: async (leaseMs, skip) => (await ready()).claimDue(leaseMs, skip),
    renewLease: async (lease, leaseMs) => (await ready()).renewLease(lease, leaseMs),
    markSent: async (lease) => (await ready()).markSent(lease),
    markFailed: async (lease, retryInMs, error) => (await ready()).markFailed(lease, retryInMs, error),
    staleUploads: async (olderThan, pendingBefore) => (await ready()).staleUploads(olderThan, pendingBefore),
    unclaimedUsage: async (owner) => (await ready()).unclaimedUsage(owner),
    deleteSubmission: async (ref) => (await ready()).deleteSubmission(ref),
    submissionsBefore: async (date) => (await ready()).submissionsBefore(date),
    clearIpsBefore: async (date) => (await ready()).clearIpsBefore(date),
    unsentMail: async () => (await ready()).unsentMail(),
    reclaim: async () => (await ready()).reclaim(),
    exclusively: async (name, work) => (await ready()).exclusively(name, work),
    countHit: async (hit) => (await ready()).countHit(hit),
    pruneHits: async (windowMs) => (await ready()).pruneHits(windowMs),
    ping: async () => (await ready()).ping(),
    close: async () => {
      closed = true;
      const open = await opening?.catch(() => undefined);
      await open?.close();
    },
  };
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { MailKind, UploadRefusal } from "../leads/index.ts";
import { logger } from "./log.server.ts";
import { describeError } from "./log-safe.server.ts";

/**
 * What the server answered, by kind (docs/decisions/018): a pre-rendered page, a static file, a page
 * rendered on request, the not-found page, a redirect, a form post, an upload, the health check,
 * the metrics, or a refusal the server made before any page (bad host, method, size, cross-site, busy).
 */
export const ROUTE_KINDS = ["page", "file", "rendered", "not-found", "redirect", "form", "upload", "health", "metrics", "refused"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Why a request was refused by a bound (answered 429, 503 or 507 in the visitor's words). */
const REFUSAL_REASONS = ["posts-rate", "uploads-rate", "unclaimed-per-address", "unclaimed-site", "busy"] as const;

/** Where each kind of mail stands in the store, and whether its oldest unsent mail is past the threshold. */
export interface OutboxGauges {
  mail: MailKind;
  unsent: number;
  oldestAgeSeconds: number;
  stuck: boolean;
  /** When the enquiry of the longest-waiting mail was received (ISO); absent when none waits. */
  oldest?: string;
}

/**
 * Every metric the server exports, in one registry, made once per process. The server's own code and
 * the bundle React Router builds (which holds the lead code) both reach it through globalThis, so no
 * metric is registered twice however many copies of this module are loaded.
 */
function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  let outboxSource: (() => Promise<OutboxGauges[]>) | undefined;
  /** Filled on each scrape from the store (shared by every instance on PostgreSQL). */
  let outboxNow: Promise<OutboxGauges[]> | undefined;
  const outboxGauges = () =>
    (outboxNow ??= (outboxSource?.() ?? Promise.resolve([])).finally(() => setImmediate(() => (outboxNow = undefined))));
  const outboxGauge = (name: string, help: string, value: (row: OutboxGauges) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["mail"] as const,
      registers,
      async collect() {
        this.reset();
        try {
          for (const row of await outboxGauges()) this.set({ mail: row.mail }, value(row));
        } catch (error) {
          logger.warn({ event: "metrics-outbox", error: describeError(error) }, "outbox metrics unavailable: the store did not answer");
        }
      },
    });

  const all = {
    registry,
    requests: new Counter({
      name: "pontos_http_requests_total",
      help: "Requests answered, by kind of answer and status class (2xx, 3xx, 4xx, 5xx).",
      labelNames: ["kind", "status"] as const,
      registers,
    }),
    duration: new Histogram({
      name: "pontos_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by kind of answer.",
      labelNames: ["kind"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leadsStored: new Counter({
      name: "pontos_leads_stored_total",
      help: "Enquiries stored, by form (quote, contact, call).",
      labelNames: ["form"] as const,
      registers,
    }),
    leadsNotStored: new Counter({
      name: "pontos_leads_not_stored_total",
      help: "Form posts and uploads the store or the disk failed to keep (answered 503), by what and by cause (disk-full or other).",
      labelNames: ["what", "cause"] as const,
      registers,
    }),
    uploadBytes: new Counter({
      name: "pontos_upload_bytes_total",
      help: "Bytes of files stored, by how they came: with the upload address or with a form post.",
      labelNames: ["via"] as const,
      registers,
    }),
    refusals: new Counter({
      name: "pontos_refusals_total",
      help: "Requests refused by a bound: posts-rate and uploads-rate (429), unclaimed-per-address (429), unclaimed-site (507: the site's room for unclaimed files is full), busy (503).",
      labelNames: ["reason"] as const,
      registers,
    }),
    mailAttempts: new Counter({
      name: "pontos_mail_send_attempts_total",
      help: "Mails this instance tried to send, by mail (staff: to the company; ack: to the visitor).",
      labelNames: ["mail"] as const,
      registers,
    }),
    mailFailures: new Counter({
      name: "pontos_mail_send_failures_total",
      help: "Attempts that failed (the mail stays queued and is tried again), by mail.",
      labelNames: ["mail"] as const,
      registers,
    }),
    outboxUnsent: outboxGauge(
      "pontos_outbox_unsent",
      "Mails in the store not yet sent, by mail. The store's figure: every instance on one PostgreSQL reports the same.",
      (row) => row.unsent,
    ),
    outboxOldestAge: outboxGauge(
      "pontos_outbox_oldest_unsent_age_seconds",
      "Age of the enquiry whose mail has waited longest, by mail; 0 when none waits. The store's figure, as above.",
      (row) => row.oldestAgeSeconds,
    ),
    outboxStuck: outboxGauge(
      "pontos_outbox_stuck",
      "1 while the oldest unsent mail is older than LEADS_OUTBOX_STUCK_MS (default one hour), by mail; 0 otherwise.",
      (row) => (row.stuck ? 1 : 0),
    ),
    /** The lead service tells the outbox gauges where to read the store (the server's background work does this once). */
    readOutboxFrom(source: () => Promise<OutboxGauges[]>) {
      outboxSource = source;
    },
    /** Node's own figures (CPU, memory, event-loop lag, handles, garbage collection): only a server process collects them. */
    collectProcessMetrics: (() => {
      let started = false;
      return () => {
        if (!started) collectDefaultMetrics({ register: registry });
        started = true;
      };
    })(),
  };
  // Series an alert watches exist from the start at 0, so their first increase is seen as one.
  for (const kind of ROUTE_KINDS) all.requests.inc({ kind, status: "5xx" }, 0);
  for (const reason of REFUSAL_REASONS) all.refusals.inc({ reason }, 0);
  for (const what of ["lead", "upload"]) for (const cause of ["disk-full", "other"]) all.leadsNotStored.inc({ what, cause }, 0);
  for (const form of ["quote", "contact", "call"]) all.leadsStored.inc({ form }, 0);
  for (const mail of ["staff", "ack"]) {
    all.mailAttempts.inc({ mail }, 0);
    all.mailFailures.inc({ mail }, 0);
  }
  for (const via of ["form", "upload"]) all.uploadBytes.inc({ via }, 0);
  return all;
}

const SHARED = Symbol.for("pontos3d.metrics");
type Holder = { [SHARED]?: ReturnType<typeof createMetrics> };

export const metrics = ((globalThis as Holder)[SHARED] ??= createMetrics());

/** Whether an error is the disk (or the database's disk) being full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // ENOSPC: a file write; 53100: PostgreSQL's disk_full; SQLITE_FULL surfaces as errcode 13.
  return code === "ENOSPC" || code === "53100" || (error as { errcode?: unknown } | null)?.errcode === 13;
}

/** Counts an upload refused because the unclaimed files of the visitor (quota) or of the whole site (full) are at their bound. */
export function countUnclaimedRefusal(reason: UploadRefusal) {
  if (reason === "quota") metrics.refusals.inc({ reason: "unclaimed-per-address" });
  if (reason === "full") metrics.refusals.inc({ reason: "unclaimed-site" });
}

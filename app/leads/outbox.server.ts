import { describeError } from "../observability/log-safe.server.ts";
import { logEvent, type EventLog } from "../observability/log.server.ts";
import { metrics } from "../observability/metrics.server.ts";
import type { LeadTransport } from "./mailer.server.ts";
import type { Lease, LeadRepository, MailId } from "./repository.server.ts";

export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * How long a mail taken by one instance is left to it without word from it. The lease is renewed
 * every third of this while the mail is sent, so a slow send keeps it; should the instance die
 * mid-send, another sends the mail once this has passed.
 */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;

export interface OutboxOptions {
  repo: LeadRepository;
  transport: LeadTransport;
  /** How often due mails are looked for (a retry waits at least this long). */
  intervalMs?: number;
  /** The wait after the first failure; it doubles with each further failure, up to an hour. */
  baseBackoffMs?: number;
  /** How long a taken mail is this instance's alone without renewal (DEFAULT_LEASE_MS). */
  leaseMs?: number;
  log?: EventLog;
}

export interface Outbox {
  /** Stops the timer and waits for a send in progress. */
  stop(): Promise<void>;
  /** Sends everything due now and resolves when done. */
  flush(): Promise<void>;
  /** A submission was just stored: send it now instead of at the next tick. */
  notify(): void;
}

/** The wait before attempt number `attempts + 1`, after `attempts` failures. */
export function backoffMs(attempts: number, baseBackoffMs: number): number {
  return Math.min(baseBackoffMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Keeps a lease while a send runs: renewed every third of its length with the same token, so a
 * send slower than the lease is not taken over, and a renewal never overlaps the previous one.
 * `end()` stops the renewals; `held` turns false once a renewal finds the token gone (another
 * instance took the mail after the database was out of reach for longer than the lease, or the
 * mail was erased).
 */
function holdLease(repo: LeadRepository, lease: Lease, leaseMs: number) {
  let held = true;
  let renewing: Promise<void> | undefined;
  const timer = setInterval(
    () => {
      if (renewing || !held) return;
      renewing = repo
        .renewLease(lease, leaseMs)
        .then(
          (renewed) => void (held = renewed),
          () => {}, // The database did not answer: tried again at the next renewal.
        )
        .finally(() => (renewing = undefined));
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    get held() {
      return held;
    },
    async end() {
      clearInterval(timer);
      await renewing;
    },
  };
}

/**
 * Delivers queued mails one at a time. Each is taken under a lease (LeadRepository.claimDue) that
 * is renewed while it is sent, so several instances on one database never send the same mail;
 * the marks carry the lease's token, so an instance that lost its lease changes nothing. A failure
 * never drops a mail: it is rescheduled with exponential backoff and stays "failed-retrying" with
 * its last error until it goes through.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const { repo, transport } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const baseBackoffMs = options.baseBackoffMs ?? 30_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? logEvent;

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    // A mail is tried at most once per pass, so a zero backoff cannot spin.
    const tried: MailId[] = [];
    while (!stopped) {
      // Taken one at a time: a stop or a crash leaves at most the mail being sent under lease.
      const mail = await repo.claimDue(leaseMs, tried);
      if (!mail) return;
      tried.push({ ref: mail.ref, mail: mail.mail });
      const record = await repo.getSubmission(mail.ref);
      if (!record) continue;
      const lease = holdLease(repo, mail, leaseMs);
      const what = mail.mail === "ack" ? `acknowledgement of ${mail.ref}` : `lead mail ${mail.ref}`;
      let failure: string | undefined;
      let failed: unknown;
      metrics.mailAttempts.inc({ mail: mail.mail });
      try {
        await transport.send(record, mail.mail);
      } catch (error) {
        metrics.mailFailures.inc({ mail: mail.mail });
        failed = error;
        failure = error instanceof Error ? error.message : String(error);
      } finally {
        await lease.end();
      }
      const attempts = mail.attempts + 1;
      const marked =
        lease.held &&
        (failure === undefined ? await repo.markSent(mail) : await repo.markFailed(mail, backoffMs(attempts, baseBackoffMs), failure));
      const fields = { ref: mail.ref, mail: mail.mail, attempt: attempts };
      if (!marked) log(`${what}: lease lost during the send; another instance may send it too`, { event: "mail-lease-lost", ...fields });
      // The message (which may quote the envelope or a file's name) is kept with the enquiry, not logged.
      else if (failure !== undefined) {
        const error = describeError(failed);
        log(`${what} failed (attempt ${attempts}), will retry: ${error} (npm run leads -- show ${mail.ref})`, {
          event: "mail-failed",
          ...fields,
          error,
        });
      } else log(`${what} sent`, { event: "mail-sent", level: "info", ...fields });
    }
  }

  /** One pass at a time; a request during a pass runs one more pass after it. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await sendDue();
        } while (again && !stopped);
      } catch (error) {
        log(`lead outbox pass failed: ${describeError(error)}`, { event: "outbox-failed", level: "error", error: describeError(error) });
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async flush() {
      // Wait for a pass in progress, then make one that starts after this call.
      while (running) await running;
      await run();
    },
    notify() {
      if (!stopped) void run();
    },
  };
}

import type { LeadTransport } from "./mailer.server.ts";
import type { LeadRepository } from "./repository.server.ts";

export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * How long a mail taken by one instance is left to it. Longer than any send can take (SMTP gives up
 * after a minute of silence), so a mail is never sent twice while its instance lives; should the
 * instance die mid-send, another sends the mail once the lease has run out.
 */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;

export interface OutboxOptions {
  repo: LeadRepository;
  transport: LeadTransport;
  /** How often due mails are looked for (a retry waits at least this long). */
  intervalMs?: number;
  /** The wait after the first failure; it doubles with each further failure, up to an hour. */
  baseBackoffMs?: number;
  /** How long a taken mail is this instance's alone (DEFAULT_LEASE_MS). */
  leaseMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
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
 * Delivers queued mails one at a time. Each is taken with a lease (LeadRepository.claimDue), so
 * several instances on one database never send the same mail. A failure never drops a mail: it is
 * rescheduled with exponential backoff and stays "failed-retrying" with its last error until it
 * goes through.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const { repo, transport } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const baseBackoffMs = options.baseBackoffMs ?? 30_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    // A mail is tried at most once per pass, so a zero backoff cannot spin.
    const tried: string[] = [];
    while (!stopped) {
      // Taken one at a time: a stop or a crash leaves at most the mail being sent under lease.
      const row = await repo.claimDue(now(), leaseMs, tried);
      if (!row) return;
      tried.push(row.ref);
      const record = await repo.getSubmission(row.ref);
      if (!record) continue;
      try {
        await transport.send(record);
        await repo.markSent(row.ref, now());
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await repo.markFailed(row.ref, attempts, new Date(now().getTime() + backoffMs(attempts, baseBackoffMs)), message);
        log(`lead mail ${row.ref} failed (attempt ${attempts}), will retry: ${message}`);
      }
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
        log(`lead outbox pass failed: ${error instanceof Error ? error.message : String(error)}`);
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

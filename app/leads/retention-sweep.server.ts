import type { LeadRepository } from "./repository.server.ts";
import type { EventLog } from "../observability/log.server.ts";
import { IP_RETENTION_DAYS, ipCutoff, RETENTION_MONTHS, retentionCutoff } from "./retention.ts";

export interface RetentionSweepDeps {
  repo: LeadRepository;
  /** Erases every enquiry received before the date (row, files, mail record, written mail); returns their references. */
  purge(before: Date): Promise<string[]>;
  log: EventLog;
  now?: () => Date;
}

/** What one round did; undefined when another instance was sweeping (PostgreSQL). */
export interface RetentionSweepResult {
  erased: number;
  ipsCleared: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The log line of a round: counts only, never a reference or anything a visitor sent. */
export function retentionLine({ erased, ipsCleared }: RetentionSweepResult): string {
  return (
    `retention: erased ${count(erased, "enquiry", "enquiries")} older than ${RETENTION_MONTHS} months; ` +
    `cleared ${count(ipsCleared, "address", "addresses")} older than ${IP_RETENTION_DAYS} days`
  );
}

/**
 * The retention part of the server's hourly sweep, run by one instance at a time (PostgreSQL: an
 * advisory lock; an instance that does not get it skips the round): every enquiry received more
 * than RETENTION_MONTHS ago is erased as `npm run leads -- purge` erases it, and the IP address
 * of every enquiry received more than IP_RETENTION_DAYS ago is removed. Logs one line with the
 * counts when either is not zero.
 */
export async function sweepRetention(deps: RetentionSweepDeps): Promise<RetentionSweepResult | undefined> {
  const now = deps.now?.() ?? new Date();
  const result = await deps.repo.exclusively("retention-sweep", async () => {
    const erased = (await deps.purge(retentionCutoff(now))).length;
    const ipsCleared = await deps.repo.clearIpsBefore(ipCutoff(now));
    // The old addresses leave SQLite's WAL too (purge has reclaimed after its erasures).
    if (ipsCleared > 0) await deps.repo.reclaim();
    return { erased, ipsCleared };
  });
  if (result && (result.erased > 0 || result.ipsCleared > 0)) deps.log(retentionLine(result), { event: "purge", level: "info", ...result });
  return result;
}

/**
 * How long what a visitor sends is kept. The privacy policy states these (as facts in
 * app/site/facts.ts), and the software applies them by itself: the server's hourly sweep
 * (`sweepRetention` in retention-sweep.server.ts) erases enquiries past RETENTION_MONTHS and
 * removes the IP address from those past IP_RETENTION_DAYS, and removes unclaimed uploads; the
 * post counters live in memory. `npm run leads -- purge` does the enquiries' part on demand.
 */

/** Enquiries, their files and their mail record, counted from receipt. */
export const RETENTION_MONTHS = 24;
/** The visitor's IP address stored with an enquiry (abuse handling), counted from receipt. */
export const IP_RETENTION_DAYS = 30;
/**
 * Backups of the store (`npm run leads -- backup`, pg_dump), counted from when each is taken: the
 * operator deletes them after this, so that erased data leaves them within it (README, "Backups").
 */
export const BACKUP_RETENTION_DAYS = 30;
/** Files uploaded but never sent with a form. */
export const UNCLAIMED_UPLOAD_HOURS = 24;
/** The window in which posts per address are counted (never written down). */
export const RATE_WINDOW_MINUTES = 10;
/** Acknowledgements mailed to one visitor's address: at most ACK_LIMIT within ACK_WINDOW_HOURS. */
export const ACK_LIMIT = 3;
export const ACK_WINDOW_HOURS = 24;

/** The moment before which an enquiry received is past its retention. */
export function retentionCutoff(now = new Date(), months = RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The moment before which an enquiry's IP address is past its retention. */
export function ipCutoff(now = new Date(), days = IP_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

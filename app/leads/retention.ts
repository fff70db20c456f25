/**
 * How long what a visitor sends is kept. The privacy policy states these (as facts in
 * app/site/facts.ts), and the software applies them: enquiries are purged by `npm run leads --
 * purge`, unclaimed uploads by the hourly sweep, and the post counters live in memory.
 */

/** Enquiries, their files and their mail record, counted from receipt. */
export const RETENTION_MONTHS = 24;
/** The visitor's IP address stored with an enquiry (abuse handling), counted from receipt. */
export const IP_RETENTION_DAYS = 30;
/** Files uploaded but never sent with a form. */
export const UNCLAIMED_UPLOAD_HOURS = 24;
/** The window in which posts per address are counted (never written down). */
export const RATE_WINDOW_MINUTES = 10;

/** The moment before which an enquiry received is past its retention. */
export function retentionCutoff(now = new Date(), months = RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

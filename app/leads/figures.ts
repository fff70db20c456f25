/**
 * The lead module's figures that the site states (app/site/facts.ts): how many files and megabytes
 * a form takes, and how long what it stores is kept. An entry of its own, so that the pages stating
 * a figure never load the forms' schemas (and Zod) with it; index.ts re-exports it.
 */
export { MAX_FILES, MAX_TOTAL_MB } from "./file-limits.ts";
export {
  ACK_LIMIT,
  ACK_WINDOW_HOURS,
  BACKUP_RETENTION_DAYS,
  IP_RETENTION_DAYS,
  RATE_WINDOW_MINUTES,
  RETENTION_MONTHS,
  UNCLAIMED_UPLOAD_HOURS,
} from "./retention.ts";

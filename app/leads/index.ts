/**
 * The lead module's browser-safe entry: the forms' fields, rules and words' shape, shared by the
 * form island in the browser and the pages that render the forms. Code outside app/leads imports
 * the lead module only through this file, figures.ts (the figures the site states),
 * index.server.ts (everything on the server) or testing/index.ts (test support); ESLint refuses
 * any other path (eslint.config.js).
 * Node runs it from source too (site/facts.ts, the staff commands), so its imports name their `.ts` files.
 */
export { callSlot } from "./call-slot.ts";
export { CALL_POINTS, QUOTE_POINTS, type FieldCopy, type FormCopy } from "./copy/types.ts";
export { ACCEPT_ATTRIBUTE, MAX_TOTAL_BYTES, extensionAccepted, formatBytes } from "./file-limits.ts";
export * from "./figures.ts";
export { errorFormatter } from "./form-errors.ts";
export { ELAPSED_FIELD, HONEYPOT_FIELD, hasCountryCode } from "./form-fields.ts";
export { retentionCutoff } from "./retention.ts";
export {
  CALL_TOPICS,
  CONTACT_TOPICS,
  PROJECT_TYPES,
  SCHEMAS,
  latestCallDay,
  prepareFormData,
  todayIso,
  type CallTopic,
  type ContactTopic,
  type ProjectType,
} from "./schemas.ts";
export { escapeUnprintable, printable } from "./text-safety.ts";
export {
  UPLOAD_REFUSAL_STATUS,
  UploadError,
  type FormActionResult,
  type FormKind,
  type MailDelivery,
  type MailKind,
  type StoredFile,
  type SubmissionRecord,
  type UploadRefusal,
} from "./types.ts";

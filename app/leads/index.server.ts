/**
 * The lead module's entry on the server: everything the browser-safe entry holds, and the forms'
 * action, the store, the outbox, the staff commands' helpers and the router context that carries
 * the visitor's address. The Node server (server/), the staff commands (scripts/leads.ts), the
 * routes and entry.server.tsx import the lead code through this file. Node runs it from source,
 * so everything it reaches names its `.ts` files.
 */
export * from "./index.ts";
export { BackupRefusal, PG_DUMP_ADVICE, PG_RESTORE_ADVICE, backupStore, restoreStore } from "./backup.server.ts";
export { clientAddress, clientAddressContext } from "./client-address.server.ts";
export { FORM_RUNTIME_PLACEHOLDERS, copyFor } from "./copy/copy.server.ts";
export { handleFormPost } from "./form-action.server.ts";
export { MIN_FILL_MS, budgetKey, isCrossSite, isCrossSiteRequest } from "./guards.server.ts";
export { fieldLabel, formatFieldValue, kindTitle, senderOf } from "./mailer.server.ts";
export { isReferenceOf } from "./reference.server.ts";
export { BUSY_RETRY_SECONDS, leadConfigFromEnv, leadServiceFromEnv, type LeadRepository, type LeadService } from "./service.server.ts";

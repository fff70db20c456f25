/**
 * What the tests outside app/leads (tests/e2e, scripts/bench-leads.mjs) use of the lead module's
 * test support: a free port, a throwaway PostgreSQL, and text that hides characters.
 */
export { freePort } from "./free-port.ts";
export { PG_BIN_DIR, PG_MISSING, startPostgres, type TestPostgres } from "./postgres.ts";
export { tagged } from "./hidden-text.ts";

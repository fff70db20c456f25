import { PG_MISSING, startPostgres, type TestPostgres } from "../../app/leads/testing/postgres";

/** The lead tests run against each store: SQLite by default, PostgreSQL when DATABASE_URL is set. */
export const STORES = ["SQLite", "PostgreSQL"] as const;
export type Store = (typeof STORES)[number];

/**
 * What a lead server needs to use a store. PostgreSQL is started once (on loopback, from initdb and
 * postgres) and each server gets a fresh database; where the binaries are missing the tests are
 * skipped with that reason.
 */
export function storeFixture(store: Store) {
  let postgres: TestPostgres | undefined;
  let databases = 0;
  return {
    skipReason: store === "PostgreSQL" && PG_MISSING ? `skipped: ${PG_MISSING}` : undefined,
    async env(): Promise<Record<string, string>> {
      if (store === "SQLite") return {};
      postgres ??= await startPostgres();
      const database = `leads_${process.pid}_${++databases}`;
      await postgres.admin.query(`CREATE DATABASE ${database}`);
      return { DATABASE_URL: postgres.url(database) };
    },
    async stop() {
      await postgres?.stop();
      postgres = undefined;
    },
  };
}

import { test } from "@playwright/test";
import { PG_MISSING, type TestPostgres, startPostgres } from "../../app/leads/testing/index.ts";
import { startLeadServer, type LeadServer } from "./lead-server";

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

/**
 * A lead server on the store for the tests of the enclosing describe: started before them (skipped
 * where the store's binaries are missing), stopped with its store after them. Call the function
 * returned to reach the server.
 */
export function leadServerOn(store: Store): () => LeadServer {
  const fixture = storeFixture(store);
  let server: LeadServer | undefined;
  test.beforeAll(async () => {
    test.skip(fixture.skipReason !== undefined, fixture.skipReason);
    server = await startLeadServer(await fixture.env());
  });
  test.afterAll(async () => {
    await server?.stop();
    await fixture.stop();
  });
  return () => {
    if (!server) throw new Error("the lead server is reached only from a test of its describe");
    return server;
  };
}

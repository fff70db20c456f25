import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openRepository, type LeadRepository } from "../repository.server.ts";
import { PG_MISSING, startPostgres, type TestPostgres } from "./postgres.ts";

/**
 * A store the lead tests run against: SQLite in a temporary folder, or a PostgreSQL started on
 * loopback (skipped, with the reason, where its binaries are missing). `instances(n)` opens n
 * repositories on one fresh database, as n server processes would hold them.
 */
export interface TestStore {
  name: "SQLite" | "PostgreSQL";
  skipReason?: string;
  start(): Promise<void>;
  instances(count: number): Promise<LeadRepository[]>;
  /** Closes every repository opened since the last call and removes their data. */
  closeInstances(): Promise<void>;
  stop(): Promise<void>;
}

function testStore(name: TestStore["name"]): TestStore {
  let postgres: TestPostgres | undefined;
  let databases = 0;
  let open: LeadRepository[] = [];
  let dirs: string[] = [];
  return {
    name,
    skipReason: name === "PostgreSQL" ? PG_MISSING : undefined,
    async start() {
      if (name === "PostgreSQL") postgres = await startPostgres();
    },
    async instances(count) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "leads-store-"));
      dirs.push(dataDir);
      let databaseUrl: string | undefined;
      if (postgres) {
        const database = `leads_store_${process.pid}_${++databases}`;
        await postgres.admin.query(`CREATE DATABASE ${database}`);
        databaseUrl = postgres.url(database);
      }
      const repos: LeadRepository[] = [];
      // One after the other: the first creates the tables.
      for (let i = 0; i < count; i++) repos.push(await openRepository({ dataDir, databaseUrl }));
      open.push(...repos);
      return repos;
    },
    async closeInstances() {
      await Promise.all(open.map((repo) => repo.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      open = [];
      dirs = [];
    },
    async stop() {
      await postgres?.stop();
      postgres = undefined;
    },
  };
}

export const TEST_STORES: TestStore[] = [testStore("SQLite"), testStore("PostgreSQL")];

/** One of the two stores as the address to open it with: none for SQLite, a fresh database for PostgreSQL. */
export interface StoreUrl {
  name: TestStore["name"];
  /** Why the store's tests are skipped here (PostgreSQL's binaries missing). */
  skip: string | undefined;
  /** undefined for SQLite (it lives in the data folder); a new empty database on each call for PostgreSQL. */
  databaseUrl(): Promise<string | undefined>;
}

/** Both stores for tests that open repositories themselves; PostgreSQL is started on first use and ended by `stop`. */
export function storeUrls(prefix: string): { stores: StoreUrl[]; stop(): Promise<void> } {
  let postgres: TestPostgres | undefined;
  let databases = 0;
  return {
    stores: [
      { name: "SQLite", skip: undefined, databaseUrl: async () => undefined },
      {
        name: "PostgreSQL",
        skip: PG_MISSING,
        async databaseUrl() {
          postgres ??= await startPostgres();
          const database = `${prefix}_${process.pid}_${++databases}`;
          await postgres.admin.query(`CREATE DATABASE ${database}`);
          return postgres.url(database);
        },
      },
    ],
    stop: async () => postgres?.stop(),
  };
}

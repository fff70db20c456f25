import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";

// A throwaway PostgreSQL: initdb into a temp dir, postgres on a random loopback port, removed after.

function findBinary(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/local/bin"];
  if (existsSync("/usr/lib/postgresql")) {
    for (const version of readdirSync("/usr/lib/postgresql")) dirs.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return dirs.map((dir) => path.join(dir, name)).find((file) => path.isAbsolute(file) && existsSync(file));
}

const INITDB = findBinary("initdb");
const POSTGRES = findBinary("postgres");
/** The folder of PostgreSQL's programs (pg_dump and pg_restore of the same version sit beside the server). */
export const PG_BIN_DIR = POSTGRES ? path.dirname(POSTGRES) : undefined;
export const PG_MISSING =
  !INITDB || !POSTGRES ? "initdb/postgres not found in PATH, /usr/local/bin or /usr/lib/postgresql/*/bin" : undefined;

/** PostgreSQL refuses to run as root; then the server runs as the `postgres` (or `nobody`) account. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .map((line) => line.split(":"));
  const entry = users.find((u) => u[0] === "postgres") ?? users.find((u) => u[0] === "nobody");
  if (!entry) throw new Error("running as root and no postgres or nobody account to run PostgreSQL as");
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

export interface TestPostgres {
  url(database: string): string;
  admin: pg.Client;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), "leads-pg-"));
  const account = serverAccount();
  if (account) chownSync(root, account.uid, account.gid);
  const dataDir = path.join(root, "data");
  const env = { PATH: process.env.PATH ?? "", LANG: "C", LC_ALL: "C" };
  const init = spawnSync(INITDB!, ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], {
    cwd: root,
    env,
    encoding: "utf8",
    ...account,
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error}`);

  const port = await freePort();
  const server: ChildProcess = spawn(POSTGRES!, ["-D", dataDir, "-p", String(port), "-h", "127.0.0.1", "-k", root], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
    ...account,
  });
  let log = "";
  server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  let admin: pg.Client | undefined;
  while (!admin) {
    if (server.exitCode !== null) throw new Error(`postgres exited at start:\n${log}`);
    const client = new pg.Client({ connectionString: url("postgres") });
    try {
      await client.connect();
      admin = client;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections: ${String(error)}\n${log}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    admin,
    async stop() {
      await admin.end().catch(() => {});
      server.kill("SIGINT"); // fast shutdown
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}

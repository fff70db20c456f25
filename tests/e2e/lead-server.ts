import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";

export { freePort } from "../../app/leads/testing/index.ts";
import { freePort } from "../../app/leads/testing/index.ts";

/** A real SMTP server in the test process: what the site's outbox sends arrives here. */
export async function startInbox(port?: number) {
  const messages: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          done();
        })
        .catch(done);
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => smtp.listen(listenPort, "127.0.0.1", resolve));
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    messages,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface LeadServer {
  baseURL: string;
  dataDir: string;
  /** The PostgreSQL the server stores in, when it does. */
  databaseUrl?: string;
  process: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  log(): string;
  /** Every stored submission, read with the staff tool (`npm run leads -- export --format json`). */
  leads(): Record<string, unknown>[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The production server on its own port and data folder, with the given environment (SMTP_URL,
 * DATABASE_URL, rate limits), so each test sees exactly its own submissions and mail.
 */
export async function startLeadServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), "pontos-leads-")),
): Promise<LeadServer> {
  const port = await freePort();
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LEADS_POSTS_PER_10_MIN: "1000",
    LEADS_UPLOADS_PER_10_MIN: "1000",
    SMTP_URL: "",
    ...env,
  };
  const child = spawn(process.execPath, ["server/index.ts"], { env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code, signal) => reject(new Error(`server exited with ${code ?? signal}: ${output}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl: (fullEnv as NodeJS.ProcessEnv).DATABASE_URL || undefined,
    process: child,
    log: () => output,
    leads() {
      const run = spawnSync(process.execPath, ["scripts/leads.ts", "export", "--format", "json"], { env: fullEnv, encoding: "utf8" });
      if (run.status !== 0) throw new Error(`leads export failed: ${run.stderr}`);
      return JSON.parse(run.stdout) as Record<string, unknown>[];
    },
    async stop(signal = "SIGTERM") {
      // A child ended by a signal has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      }
      if (signal !== "SIGKILL") rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A log without its request lines (one JSON line per request, at level info): what is left is what
 * needs a person (errors, warnings, events).
 */
export function withoutRequestLines(log: string): string {
  return log
    .split("\n")
    .filter((line) => line.trim() !== "" && !isRequestLine(line))
    .join("\n");
}
function isRequestLine(line: string): boolean {
  try {
    const entry = JSON.parse(line) as { event?: unknown; level?: unknown };
    return entry.event === "request" && entry.level === "info";
  } catch {
    return false;
  }
}

/** The addresses a received mail was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => v.address ?? ""));
}

/** Polls until the check passes or the time is up (mail delivery is asynchronous). */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The ids of the upload bodies a server keeps: files in DATA_DIR/files (SQLite), pieces in PostgreSQL. */
export async function storedBodies(server: LeadServer): Promise<string[]> {
  if (!server.databaseUrl) {
    const dir = path.join(server.dataDir, "files");
    return existsSync(dir) ? readdirSync(dir).filter((name) => name !== "tmp") : [];
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query("SELECT DISTINCT id FROM upload_chunks")).rows.map((row: { id: string }) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * The fields of the i-th quote of a burst: the "other" project type, which needs no more, with a
 * name, e-mail and request of its own, so that each stored enquiry can be told apart.
 */
export function numberedQuote(i: number, { name = `Visitor ${i}`, company = "Test Ltd", city = "Győr" } = {}): FormData {
  const form = new FormData();
  const fields = {
    name,
    company,
    email: `v${i}@example.com`,
    phone: "+36 30 123 4567",
    country: "Hungary",
    city,
    projectType: "other",
    otherDetails: `Request ${i}`,
    consent: "on",
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return form;
}

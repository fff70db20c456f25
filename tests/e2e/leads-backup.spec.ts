import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PG_BIN_DIR, PG_MISSING, startPostgres } from "../../app/leads/testing/index.ts";
import { numberedQuote, startLeadServer } from "./lead-server";

/**
 * Nothing is lost when a disk dies: a backup taken while enquiries keep arriving, restored into an
 * empty store, holds every enquiry answered before the backup began, with byte-identical files, and
 * a server started on it takes new enquiries. On SQLite with `npm run leads -- backup/restore`; on
 * PostgreSQL with the README's pg_dump and pg_restore commands, run as written.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

interface Answered {
  ref: string;
  /** The SHA-256 of the file sent with it. */
  sha256: string;
}

/** Posts one quote with a file of its own; what was answered with success, or undefined. */
async function send(baseURL: string, i: number): Promise<Answered | undefined> {
  const body = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(16 * 1024 + i)]);
  const form = numberedQuote(i, { company: "Mentés Kft.", city: "Győr", name: `Látogató ${i}` });
  form.append("files", new Blob([new Uint8Array(body)], { type: "application/pdf" }), `plan-${i}.pdf`);
  const response = await fetch(`${baseURL}/en/get-a-quote`, { method: "POST", body: form, redirect: "manual" });
  await response.body?.cancel();
  const location = response.headers.get("location");
  const ref = response.status === 303 && location ? new URL(location, baseURL).searchParams.get("ref") : null;
  return ref ? { ref, sha256: sha(body) } : undefined;
}

/** Four visitors posting one enquiry after another until stopped. */
function burst(baseURL: string) {
  const answered: (Answered & { at: number })[] = [];
  let stopped = false;
  let next = 0;
  const workers = Array.from({ length: 4 }, async () => {
    while (!stopped) {
      const result = await send(baseURL, next++);
      if (result) answered.push({ ...result, at: performance.now() });
    }
  });
  return {
    answered,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

/** Runs a command without blocking this process (the burst goes on meanwhile). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function leadsCli(args: string[], env: Record<string, string>) {
  const full: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: "", ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  return run(process.execPath, ["scripts/leads.ts", ...args], full);
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Lead = { ref: string; files: { id: string; name: string; path?: string }[] };

test("SQLite: a backup taken during a burst of enquiries restores every enquiry answered before it, with its file", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "pontos-backup-"));
  const server = await startLeadServer({}, path.join(root, "data"));
  try {
    const load = burst(server.baseURL);
    await waitFor(() => load.answered.length >= 20, "20 answered enquiries");
    const before = [...load.answered];
    const started = performance.now();
    const backup = await leadsCli(["backup", path.join(root, "backup")], { DATA_DIR: server.dataDir });
    const ended = performance.now();
    const during = load.answered.filter((a) => a.at > started && a.at < ended).length;
    await load.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    // The server kept taking enquiries while the backup ran.
    expect(during).toBeGreaterThan(0);

    const restoredDir = path.join(root, "restored");
    const restore = await leadsCli(["restore", path.join(root, "backup")], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await startLeadServer({}, restoredDir);
    try {
      const byRef = new Map((restored.leads() as Lead[]).map((lead) => [lead.ref, lead]));
      for (const { ref, sha256 } of before) {
        const files = byRef.get(ref)?.files ?? [];
        expect(files, `${ref} and its file`).toHaveLength(1);
        expect(sha(readFileSync(files[0].path!)), `the file of ${ref}`).toBe(sha256);
      }
      // Whatever else the snapshot caught is whole too: no enquiry without its file.
      const sent = new Map(load.answered.map((a) => [a.ref, a.sha256]));
      for (const lead of byRef.values()) expect(sha(readFileSync(lead.files[0].path!))).toBe(sent.get(lead.ref));
      expect(readdirSync(path.join(restoredDir, "files")).filter((name) => name !== "tmp")).toHaveLength(byRef.size);

      const more = await send(restored.baseURL, 10_000);
      expect(more).toBeDefined();
      expect((restored.leads() as Lead[]).map((lead) => lead.ref)).toContain(more!.ref);
    } finally {
      await restored.stop();
    }
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

/** The README's command line that starts with `program`: the procedure operators follow, run as written. */
function readmeCommand(program: string): string {
  const lines = readFileSync("README.md", "utf8")
    .split("\n")
    .filter((line) => line.startsWith(`${program} `));
  expect(lines, `one ${program} command in the README`).toHaveLength(1);
  return lines[0];
}

test("PostgreSQL: the README's pg_dump and pg_restore move every enquiry and file to a fresh server", async () => {
  test.skip(PG_MISSING !== undefined, `skipped: ${PG_MISSING}`);
  const root = mkdtempSync(path.join(tmpdir(), "pontos-pgdump-"));
  const shell = (command: string, env: Record<string, string>) =>
    run("/bin/bash", ["-euo", "pipefail", "-c", command], { ...process.env, PATH: `${PG_BIN_DIR}:${process.env.PATH}`, ...env });
  const DUMP = path.join(root, "leads.dump");
  const dumpCommand = readmeCommand("pg_dump");
  const restoreCommand = readmeCommand("pg_restore");

  const old = await startPostgres();
  const before: Answered[] = [];
  try {
    await old.admin.query("CREATE DATABASE pontos3d");
    const server = await startLeadServer({ DATABASE_URL: old.url("pontos3d") });
    try {
      const load = burst(server.baseURL);
      await waitFor(() => load.answered.length >= 20, "20 answered enquiries");
      before.push(...load.answered);
      const dump = await shell(dumpCommand, { DATABASE_URL: old.url("pontos3d"), DUMP });
      await load.stop();
      expect(dump.stderr).toBe("");
      expect(dump.code).toBe(0);
    } finally {
      await server.stop();
    }
  } finally {
    await old.stop();
  }

  // The old server and its disk are gone; a new PostgreSQL, a new empty database owned by the site's role.
  const fresh = await startPostgres();
  try {
    await fresh.admin.query("CREATE ROLE pontos3d LOGIN");
    await fresh.admin.query("CREATE DATABASE pontos3d OWNER pontos3d");
    const url = fresh.url("pontos3d").replace("postgres@", "pontos3d@");
    const restore = await shell(restoreCommand, { DATABASE_URL: url, DUMP });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const server = await startLeadServer({ DATABASE_URL: url });
    try {
      const refs = new Set((server.leads() as Lead[]).map((lead) => lead.ref));
      for (const { ref, sha256 } of before) {
        expect(refs.has(ref), ref).toBe(true);
        const out = path.join(root, ref);
        const saved = await leadsCli(["files", ref, out], { DATABASE_URL: url, DATA_DIR: server.dataDir });
        expect(saved.code).toBe(0);
        const [name] = readdirSync(out);
        expect(sha(readFileSync(path.join(out, name))), `the file of ${ref}`).toBe(sha256);
      }
      const more = await send(server.baseURL, 10_000);
      expect(more).toBeDefined();
      expect((server.leads() as Lead[]).map((lead) => lead.ref)).toContain(more!.ref);
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openRepository } from "./repository.server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceUrl = pathToFileURL(path.join(here, "service.server.ts")).href;

// The child is the web server's storage path under load: four "requests" at a time, each
// uploading a file and submitting; a line is printed only once submit() has resolved, which
// is the moment the visitor would be shown success.
const CHILD = `
import { createHash, randomBytes } from "node:crypto";
import { createLeadService } from ${JSON.stringify(serviceUrl)};
const leads = createLeadService({ dataDir: process.env.DATA_DIR, log: () => {} });
async function* once(data) { yield data; }
async function request(worker) {
  for (let i = 0; ; i++) {
    const body = Buffer.concat([Buffer.from("%PDF-1.7\\n"), randomBytes(4000 + ((worker * 7919 + i * 104729) % 60000))]);
    const file = await leads.files.save(once(body), { name: "doc-" + worker + "-" + i + ".pdf", remaining: 10 * 1024 * 1024 });
    const { ref } = await leads.submit({ kind: "quote", lang: "en", fields: { worker, i }, fileIds: [file.id] });
    process.stdout.write(ref + " " + file.id + " " + body.length + " " + createHash("sha256").update(body).digest("hex") + "\\n");
  }
}
await Promise.all([0, 1, 2, 3].map(request));
`;

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("durability", () => {
  it("a server killed mid-burst loses no submission it answered with success", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "leads-kill-"));
    const child = spawn(process.execPath, ["--input-type=module", "-e", CHILD], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));

    // Kill at an arbitrary moment once the burst is well under way.
    const killAfter = 60 + Math.floor(Math.random() * 40);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child too slow or failed:\n${err}`)), 60_000);
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.split("\n").length - 1 >= killAfter && !child.killed) {
          child.kill("SIGKILL");
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", () => {
        clearTimeout(timer);
        if (!child.killed) reject(new Error(`child ended by itself:\n${err}`));
      });
    });
    expect(await exited).toBe("SIGKILL");

    // Only complete lines count: a line cut by the kill was not a finished answer.
    const answered = out
      .split("\n")
      .slice(0, -1)
      .map((line) => {
        const [ref, fileId, size, sha] = line.split(" ");
        return { ref, fileId, size: Number(size), sha };
      });
    expect(answered.length).toBeGreaterThanOrEqual(killAfter);

    const repo = await openRepository({ dataDir });
    try {
      const stored = new Map((await repo.listSubmissions()).map((r) => [r.ref, r]));
      for (const a of answered) {
        const record = stored.get(a.ref);
        expect(record, `submission ${a.ref}`).toBeDefined();
        expect(record!.files.map((f) => [f.id, f.size])).toEqual([[a.fileId, a.size]]);
        expect(record!.mail.status).toBe("pending");
        const body = readFileSync(record!.files[0].path!);
        expect(createHash("sha256").update(body).digest("hex")).toBe(a.sha);
      }
    } finally {
      await repo.close();
    }
  }, 90_000);
});

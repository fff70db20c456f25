// Sustained rate of accepted enquiries, each a quote with a 1 MB PDF sent with the form, against
// the production build served by our own server (SQLite in a temporary DATA_DIR, mail to files).
// With --instances N (N > 1) or --store postgres, N servers share a throwaway PostgreSQL and the
// requests go round-robin, as a load balancer would send them.
// Usage: npm run bench:leads -- [--seconds 20] [--concurrency 8] [--instances 1] [--store sqlite|postgres]
// (build first: npm run build)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const seconds = arg("seconds", 20);
const concurrency = arg("concurrency", 8);
const instances = arg("instances", 1);
const storeAt = process.argv.indexOf("--store");
const store = instances > 1 ? "postgres" : storeAt === -1 ? "sqlite" : process.argv[storeAt + 1];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

let postgres;
let databaseUrl = "";
if (store === "postgres") {
  const { startPostgres } = await import("../app/leads/testing/index.ts");
  postgres = await startPostgres();
  await postgres.admin.query("CREATE DATABASE bench");
  databaseUrl = postgres.url("bench");
}

/** One server on its own port and data folder; all of them on the one database when there is one. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pontos-bench-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      LEADS_POSTS_PER_10_MIN: "1000000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve()));
  return { port, dataDir, child };
}
const servers = [];
for (let i = 0; i < instances; i++) servers.push(await startServer());

const pdf = Buffer.alloc(1024 * 1024, 0x41);
Buffer.from("%PDF-1.7\n").copy(pdf);
const fields = {
  name: "Bench Visitor",
  company: "Bench Ltd",
  email: "bench@example.com",
  phone: "+36 30 123 4567",
  country: "Hungary",
  city: "Budapest",
  projectType: "scan-to-bim",
  consent: "on",
};

const latencies = [];
let accepted = 0;
let refused = 0;
let sent = 0;
const until = Date.now() + seconds * 1000;
async function worker() {
  while (Date.now() < until) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("files", new Blob([pdf], { type: "application/pdf" }), "plan.pdf");
    const started = performance.now();
    const { port } = servers[sent++ % servers.length];
    const response = await fetch(`http://127.0.0.1:${port}/en/get-a-quote`, { method: "POST", body: form });
    const html = await response.text();
    latencies.push(performance.now() - started);
    if (response.status === 200 && /data-reference="[^"]*">[A-Z]-/.test(html)) accepted++;
    else refused++;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
for (const { child, dataDir } of servers) {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
await postgres?.stop();

latencies.sort((a, b) => a - b);
const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
console.log(
  `${instances} instance${instances === 1 ? "" : "s"} on ${store === "postgres" ? "PostgreSQL" : "SQLite"}: ` +
    `${accepted} enquiries with a 1 MB file accepted in ${elapsed.toFixed(1)} s (${concurrency} concurrent): ` +
    `${(accepted / elapsed).toFixed(1)} per second (${((accepted * 1) / elapsed).toFixed(1)} MB/s of files), ` +
    `latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, ${refused} refused`,
);
if (refused > 0) process.exitCode = 1;

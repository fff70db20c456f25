import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { eventually, freePort, startInbox, startLeadServer, type LeadServer } from "./lead-server";
import { STORES, storeFixture } from "./stores";
import { files } from "./sample-files";

/**
 * What an operator sees: the metrics (and who may read them), one JSON log line per request and
 * per notable event with nothing of the visitor in it, and stuck mail said in the log and the metrics.
 */

test.describe.configure({ mode: "serial", timeout: 60_000 });

const TOKEN = "metrics-token-0123456789abcdef";
/** The metrics the server exports, each with its HELP line in a scrape. */
const EXPORTED = [
  "pontos_http_requests_total",
  "pontos_http_request_duration_seconds",
  "pontos_leads_stored_total",
  "pontos_leads_not_stored_total",
  "pontos_upload_bytes_total",
  "pontos_refusals_total",
  "pontos_outbox_unsent",
  "pontos_outbox_oldest_unsent_age_seconds",
  "pontos_outbox_stuck",
  "pontos_mail_send_attempts_total",
  "pontos_mail_send_failures_total",
  "nodejs_eventloop_lag_seconds",
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
];

/** A GET that reports status, headers and body, with the headers given (fetch would refuse some of them). */
function get(url: string, headers: Record<string, string> = {}, localAddress?: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { headers, localAddress }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A page rendered on request carries a nonce of its own; without it, two renders of one page are the same. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/'nonce-[^']*'/g, "");

/** A metric's value in a scrape, by its name and labels as written ({mail="staff"}); undefined when absent. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The JSON lines the server logged so far. */
function logLines(server: LeadServer): Record<string, unknown>[] {
  return server
    .log()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.describe("metrics", () => {
  let server: LeadServer;
  test.beforeAll(async () => {
    server = await startLeadServer({ HOST: "0.0.0.0", TRUST_PROXY: "loopback", METRICS_TOKEN: TOKEN });
  });
  test.afterAll(async () => server?.stop());

  test("a direct connection from this machine reads every metric in Prometheus's text format", async () => {
    const answer = await get(`${server.baseURL}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/plain; version=0.0.4");
    for (const name of EXPORTED) expect(answer.body, name).toContain(`# HELP ${name} `);
    expect(answer.body).toContain('pontos_outbox_unsent{mail="staff"} 0');
  });

  test("a visitor relayed by a proxy on this machine and a wrong token get the not-found page", async () => {
    const unknown = await get(`${server.baseURL}/no-such-address`);
    expect(unknown.status).toBe(404);
    const asks: [string, Record<string, string>][] = [
      ["relayed", { "X-Forwarded-For": "203.0.113.50" }],
      ["relayed, claiming loopback", { "X-Forwarded-For": "127.0.0.1, 203.0.113.50" }],
      ["wrong token", { "X-Forwarded-For": "203.0.113.50", Authorization: `Bearer ${TOKEN}x` }],
      ["token without Bearer", { "X-Forwarded-For": "203.0.113.50", Authorization: TOKEN }],
    ];
    for (const [what, headers] of asks) {
      const answer = await get(`${server.baseURL}/metrics`, headers);
      expect(answer.status, what).toBe(404);
      expect(answer.type, what).toBe(unknown.type);
      expect(withoutNonces(answer.body), what).toBe(withoutNonces(unknown.body));
      expect(answer.body, what).not.toContain("pontos_");
    }
  });

  test("a connection from another address gets the not-found page, and the metrics with the token", async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4")?.address;
    test.skip(external === undefined, "no non-loopback address on this machine");
    const port = new URL(server.baseURL).port;
    const unknown = await get(`http://${external}:${port}/no-such-address`, {}, external);
    expect(unknown.status).toBe(404);
    const fromOutside = await get(`http://${external}:${port}/metrics`, {}, external);
    expect(fromOutside.status).toBe(404);
    expect(withoutNonces(fromOutside.body)).toBe(withoutNonces(unknown.body));
    const withToken = await get(`http://${external}:${port}/metrics`, { Authorization: `Bearer ${TOKEN}` }, external);
    expect(withToken.status).toBe(200);
    expect(withToken.body).toContain("# HELP pontos_outbox_stuck ");
  });

  test("the token opens the metrics to a relayed visitor", async () => {
    const answer = await get(`${server.baseURL}/metrics`, { "X-Forwarded-For": "203.0.113.50", Authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("# HELP pontos_http_requests_total ");
  });

  test("refusals by the rate limits are counted by reason", async () => {
    const limited = await startLeadServer({ LEADS_POSTS_PER_10_MIN: "1", LEADS_UPLOADS_PER_10_MIN: "1" });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const post = await fetch(`${limited.baseURL}/en/contact`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
        const upload = await fetch(`${limited.baseURL}/api/uploads?name=a.pdf`, {
          method: "POST",
          body: new Uint8Array(files.pdf("a.pdf", 1024).buffer),
          headers: { "Content-Type": "application/pdf" },
        });
        statuses.push(post.status, upload.status);
        await post.body?.cancel();
        await upload.body?.cancel();
      }
      expect(statuses).toEqual([400, 201, 429, 429, 429, 429]);
      const scrape = (await get(`${limited.baseURL}/metrics`)).body;
      expect(valueOf(scrape, 'pontos_refusals_total{reason="posts-rate"}')).toBe(2);
      expect(valueOf(scrape, 'pontos_refusals_total{reason="uploads-rate"}')).toBe(2);
      expect(valueOf(scrape, 'pontos_refusals_total{reason="unclaimed-site"}')).toBe(0);
    } finally {
      await limited.stop();
    }
  });

  test("an upload refused because the site's room for unclaimed files is full is counted for the disk-full alert", async () => {
    const full = await startLeadServer({ LEADS_UNCLAIMED_MB_TOTAL: "0.001" });
    try {
      const upload = await fetch(`${full.baseURL}/api/uploads?name=b.pdf`, {
        method: "POST",
        body: new Uint8Array(files.pdf("b.pdf", 4096).buffer),
        headers: { "Content-Type": "application/pdf" },
      });
      await upload.body?.cancel();
      expect(upload.status).toBe(507);
      const scrape = (await get(`${full.baseURL}/metrics`)).body;
      expect(valueOf(scrape, 'pontos_refusals_total{reason="unclaimed-site"}')).toBe(1);
      expect(valueOf(scrape, 'pontos_upload_bytes_total{via="upload"}')).toBe(0);
    } finally {
      await full.stop();
    }
  });

  test("every metric an alert rule names is one the server exports", async () => {
    const rules = readFileSync("deploy/prometheus/alerts.yml", "utf8");
    const named = new Set([...rules.matchAll(/\b((?:pontos|nodejs|process)_[a-z_]+)\b/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThanOrEqual(4);
    const scrape = (await get(`${server.baseURL}/metrics`)).body;
    for (const name of named) expect(scrape, name).toContain(`# TYPE ${name} `);
  });
});

/** An answer read to its end. */
async function readWhole(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  await response.arrayBuffer();
  return response;
}

test.describe("the request log", () => {
  const VISITOR = {
    name: "Zsófia Naplótlan",
    company: "Rejtett Kft",
    email: "zsofia.nolog@hidden.example",
    phone: "+36 30 987 6543",
    country: "Hungary",
    city: "Szentendre",
    projectType: "other",
    otherDetails: "Titkos pince felmérése",
    consent: "on",
  };
  const VISITOR_IP = "198.51.100.173";
  const FILE_NAME = "titkos-pince-alaprajz.pdf";

  test("one JSON line per request with time, id, method, kind, status and duration; nothing a visitor sent, no address", async () => {
    const server = await startLeadServer({ TRUST_PROXY: "loopback" });
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(VISITOR)) form.append(name, value);
      const pdf = files.pdf(FILE_NAME, 4 * 1024);
      form.append("files", new Blob([new Uint8Array(pdf.buffer)], { type: "application/pdf" }), pdf.name);
      const relayed = { "X-Forwarded-For": VISITOR_IP };
      const before = logLines(server).filter((line) => line.event === "request").length;
      // Each answer is read to its end before the next request is sent, so the lines come in that order.
      const answers = [
        await readWhole(fetch(`${server.baseURL}/en/get-a-quote`, { method: "POST", body: form, headers: relayed, redirect: "manual" })),
        await readWhole(fetch(`${server.baseURL}/en`, { headers: relayed })),
        await readWhole(
          fetch(`${server.baseURL}/en/contact?topic=project&email=${encodeURIComponent(VISITOR.email)}&name=Zs%C3%B3fia`, {
            headers: relayed,
          }),
        ),
        await readWhole(fetch(`${server.baseURL}/en/zsofia-naplotlan-${VISITOR.phone.replace(/\D/g, "")}`, { headers: relayed })),
        await readWhole(
          fetch(`${server.baseURL}/api/uploads?name=${encodeURIComponent(FILE_NAME)}`, {
            method: "POST",
            body: new Uint8Array(files.pdf(FILE_NAME, 2048).buffer),
            headers: { ...relayed, "Content-Type": "application/pdf" },
          }),
        ),
      ];
      expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 404, 201]);
      // A request's line is written once its answer has ended; the mail goes out after the post is answered.
      await eventually(() => logLines(server).filter((line) => line.event === "request").length >= before + answers.length);
      await eventually(() => logLines(server).some((line) => line.event === "mail-sent"));

      const lines = logLines(server);
      const requests = lines.filter((line) => line.event === "request").slice(before);
      expect(requests.map((line) => [line.method, line.kind, line.status])).toEqual([
        ["POST", "form", 303],
        ["GET", "page", 200],
        ["GET", "rendered", 200],
        ["GET", "not-found", 404],
        ["POST", "upload", 201],
      ]);
      for (const line of requests) {
        expect(line).toMatchObject({ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
        expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(typeof line.ms).toBe("number");
      }
      expect(new Set(requests.map((line) => line.id)).size).toBe(requests.length);
      // The path of one of the site's own pages is logged; the query, and a path a visitor made up, are not.
      expect(requests.map((line) => line.path)).toEqual(["/en/get-a-quote", "/en", "/en/contact", undefined, "/api/uploads"]);
      expect(lines.filter((line) => line.event === "mail-sent").length).toBeGreaterThanOrEqual(1);

      // The same requests, as the metrics count them.
      const scrape = (await get(`${server.baseURL}/metrics`)).body;
      expect(valueOf(scrape, 'pontos_leads_stored_total{form="quote"}')).toBe(1);
      expect(valueOf(scrape, 'pontos_upload_bytes_total{via="form"}')).toBe(4 * 1024);
      expect(valueOf(scrape, 'pontos_upload_bytes_total{via="upload"}')).toBe(2048);
      expect(valueOf(scrape, 'pontos_http_requests_total{kind="form",status="3xx"}')).toBe(1);
      expect(valueOf(scrape, 'pontos_http_requests_total{kind="not-found",status="4xx"}')).toBe(1);
      expect(valueOf(scrape, 'pontos_http_request_duration_seconds_count{kind="upload"}')).toBe(1);

      const log = server.log();
      const secrets = [...Object.values(VISITOR).filter((v) => v.length > 3), FILE_NAME, "Zs%C3%B3fia", "zsofia", VISITOR_IP];
      for (const secret of secrets) expect(log, secret).not.toContain(secret);
      expect(log).not.toContain(VISITOR_IP.split(".").slice(0, 3).join("."));
      expect(log).not.toContain(VISITOR.phone.replace(/\D/g, ""));
    } finally {
      await server.stop();
    }
  });
});

for (const storeName of STORES) {
  test.describe(`stuck mail (${storeName})`, () => {
    const store = storeFixture(storeName);
    test.beforeAll(() => test.skip(store.skipReason !== undefined, store.skipReason));
    test.afterAll(async () => store.stop());

    test("SMTP down past the threshold: an error line and the metric; SMTP back: both clear", async () => {
      const smtpPort = await freePort();
      const server = await startLeadServer({
        ...(await store.env()),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_OUTBOX_INTERVAL_MS: "200",
        LEADS_RETRY_BASE_MS: "200",
        LEADS_OUTBOX_STUCK_MS: "1500",
      });
      const metric = async (series: string) => valueOf((await get(`${server.baseURL}/metrics`)).body, series);
      const events = (name: string) => logLines(server).filter((line) => line.event === name);
      let inbox: Awaited<ReturnType<typeof startInbox>> | undefined;
      try {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          name: "Stuck Visitor",
          email: "stuck.visitor@example.com",
          message: "Hello there",
          consent: "on",
        })) {
          form.append(name, value);
        }
        const posted = await fetch(`${server.baseURL}/en/contact`, { method: "POST", body: form, redirect: "manual" });
        expect(posted.status).toBe(303);
        const ref = new URL(posted.headers.get("location")!, server.baseURL).searchParams.get("ref");

        // Before the threshold: mail waits and fails, but nothing is stuck yet.
        await eventually(() => events("mail-failed").length > 0);
        expect(await metric('pontos_outbox_unsent{mail="staff"}')).toBe(1);
        expect(await metric('pontos_outbox_stuck{mail="staff"}')).toBe(0);
        expect(events("mail-stuck")).toEqual([]);

        const [stuck] = await eventually(() => events("mail-stuck").length > 0 && events("mail-stuck"));
        expect(stuck).toMatchObject({ level: "error", staffWaiting: 1, ackWaiting: 1 });
        expect(stuck.msg).toMatch(/^mail stuck for more than 1.5 s: 1 enquiry waits for its mail to the company, the oldest since \d{4}-/);
        expect(await metric('pontos_outbox_stuck{mail="staff"}')).toBe(1);
        expect(await metric('pontos_outbox_oldest_unsent_age_seconds{mail="staff"}')).toBeGreaterThan(1.5);
        expect(await metric('pontos_mail_send_failures_total{mail="staff"}')).toBeGreaterThanOrEqual(1);
        // Staff see which enquiries to answer by hand meanwhile.
        const list = spawnSync(process.execPath, ["scripts/leads.ts", "list"], {
          env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "" },
          encoding: "utf8",
        });
        expect(list.stdout).toMatch(new RegExp(`^${ref}\\s.*! retrying \\(\\d+ failed\\)$`, "m"));
        expect(list.stdout).toContain("! 1 enquiry whose mail has not gone out to the company yet");

        // Said once, not at every check (at most once an hour).
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(events("mail-stuck")).toHaveLength(1);

        inbox = await startInbox(smtpPort);
        await eventually(() => inbox!.messages.length >= 2, 20_000);
        await eventually(() => events("mail-unstuck").length > 0);
        expect(events("mail-unstuck")[0]).toMatchObject({ level: "info" });
        expect(await metric('pontos_outbox_stuck{mail="staff"}')).toBe(0);
        expect(await metric('pontos_outbox_unsent{mail="staff"}')).toBe(0);
        expect(await metric('pontos_outbox_oldest_unsent_age_seconds{mail="staff"}')).toBe(0);
        expect(server.log()).not.toContain("stuck.visitor");
      } finally {
        await server.stop();
        await inbox?.stop();
      }
    });
  });
}

import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { PG_MISSING, type TestPostgres, startPostgres } from "../../app/leads/testing/index.ts";
import { eventually, freePort, numberedQuote, recipientsOf, startInbox, startLeadServer, type LeadServer } from "./lead-server";
import { files } from "./sample-files";

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: no enquiry lost, no mail sent
 * twice, any instance finishes any visitor's upload, one rate limit, and a clean stop on SIGTERM.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

type Lead = {
  ref: string;
  createdAt: string;
  files: { id: string; name: string; size: number }[];
  mail: { status: string; attempts: number };
};

const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

function quoteForm(i: number, fileIds: string[] = []) {
  const form = numberedQuote(i, { company: "Twin Ltd", city: "Győr" });
  for (const id of fileIds) form.append("fileIds", id);
  return form;
}

/** The reference an accepted post's redirect to its confirmation carries. */
const referenceIn = (location: string | null | undefined) =>
  new URL(location ?? "", "http://127.0.0.1").searchParams.get("ref") ?? undefined;

async function post(server: LeadServer, form: FormData): Promise<{ status: number; ref?: string; retryAfter: string | null }> {
  const response = await fetch(`${server.baseURL}/en/get-a-quote`, { method: "POST", body: form, redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, ref: referenceIn(response.headers.get("location")), retryAfter: response.headers.get("retry-after") };
}

async function upload(server: LeadServer, name: string, body: Buffer): Promise<string> {
  const response = await fetch(`${server.baseURL}/api/uploads?name=${encodeURIComponent(name)}`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "Content-Type": "application/octet-stream" },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
}

test.describe("several instances on one PostgreSQL", () => {
  let postgres: TestPostgres | undefined;
  let databases = 0;
  test.beforeAll(async () => {
    test.skip(PG_MISSING !== undefined, `skipped: ${PG_MISSING}`);
    postgres = await startPostgres();
  });
  test.afterAll(async () => postgres?.stop());

  /** A fresh database, shared by the instances of one test. */
  async function database(): Promise<string> {
    const name = `instances_${process.pid}_${++databases}`;
    await postgres!.admin.query(`CREATE DATABASE ${name}`);
    return postgres!.url(name);
  }

  /** Two servers on one database, each with a data folder of its own (nothing on disk is shared). */
  async function twoInstances(env: Record<string, string>): Promise<[LeadServer, LeadServer]> {
    const a = await startLeadServer(env);
    const b = await startLeadServer(env);
    return [a, b];
  }

  test("40 enquiries uploaded to one instance and posted to the other are all stored with their files and mailed exactly once", async () => {
    const inbox = await startInbox();
    const [a, b] = await twoInstances({
      DATABASE_URL: await database(),
      SMTP_URL: inbox.url,
      // Both outboxes look for due mail five times a second, so they race for every row.
      LEADS_OUTBOX_INTERVAL_MS: "200",
      LEADS_RETRY_BASE_MS: "200",
      // All eighty files wait unclaimed on one address at the peak of the burst.
      LEADS_UNCLAIMED_FILES_PER_ADDRESS: "1000",
    });
    try {
      const N = 40;
      const sent = await Promise.all(
        Array.from({ length: N }, async (_, i) => {
          const bodies = [files.pdf(`plan-${i}.pdf`, 30_000 + i * 1000).buffer, files.png(`photo-${i}.png`, 8_000 + i).buffer];
          const ids = [await upload(a, `plan-${i}.pdf`, bodies[0]), await upload(a, `photo-${i}.png`, bodies[1])];
          const answer = await post(b, quoteForm(i, ids));
          expect(answer.status).toBe(303);
          return { ref: answer.ref!, ids, hashes: bodies.map(sha), sizes: bodies.map((body) => body.length) };
        }),
      );

      const stored = new Map((a.leads() as Lead[]).map((lead) => [lead.ref, lead]));
      expect(stored.size).toBe(N);
      for (const enquiry of sent) {
        expect(stored.get(enquiry.ref)?.files.map((f) => [f.id, f.size])).toEqual(enquiry.ids.map((id, k) => [id, enquiry.sizes[k]]));
      }

      // Each enquiry's staff mail and its acknowledgement to the visitor.
      await eventually(() => inbox.messages.length >= 2 * N, 60_000);
      // Give a second sender the time it would need to deliver a duplicate.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(inbox.messages).toHaveLength(2 * N);
      for (const enquiry of sent) {
        const i = sent.indexOf(enquiry);
        expect(inbox.messages.filter((m) => recipientsOf(m).includes(`v${i}@example.com`)).map((m) => m.subject)).toEqual([
          `Your quote request ${enquiry.ref} – Pontos 3D`,
        ]);
        const mails = inbox.messages.filter((m) => m.subject?.includes(enquiry.ref) && recipientsOf(m).includes("info@pontos3d.example"));
        expect(mails, enquiry.ref).toHaveLength(1);
        expect(mails[0].attachments.map((f) => [f.filename, sha(f.content)])).toEqual([
          [`plan-${sent.indexOf(enquiry)}.pdf`, enquiry.hashes[0]],
          [`photo-${sent.indexOf(enquiry)}.png`, enquiry.hashes[1]],
        ]);
      }
      // Both instances took part in the sending.
      await eventually(() => (b.leads() as Lead[]).every((lead) => lead.mail.status === "sent"), 10_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await inbox.stop();
    }
  });

  test("mail queued while SMTP is down is delivered exactly once by the survivor when one instance is killed", async () => {
    const smtpPort = await freePort();
    const [a, b] = await twoInstances({
      DATABASE_URL: await database(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_OUTBOX_INTERVAL_MS: "200",
      LEADS_RETRY_BASE_MS: "300",
      LEADS_OUTBOX_LEASE_MS: "3000",
    });
    const inbox = { stop: async () => {} } as { stop(): Promise<void> };
    try {
      const N = 20;
      const refs = await Promise.all(
        Array.from({ length: N }, async (_, i) => {
          const answer = await post(i % 2 ? a : b, quoteForm(i));
          expect(answer.status).toBe(303);
          return answer.ref!;
        }),
      );
      // Every mail has failed at least once: both instances have been sending into the closed port.
      await eventually(() => (b.leads() as Lead[]).every((lead) => lead.mail.status === "failed-retrying"), 20_000);
      a.process.kill("SIGKILL");
      await new Promise((resolve) => a.process.once("exit", resolve));
      const smtp = await startInbox(smtpPort);
      inbox.stop = smtp.stop;
      await eventually(() => smtp.messages.length >= 2 * N, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const subjects = smtp.messages.map((m) => m.subject ?? "");
      // Each enquiry's staff mail and its acknowledgement, each once.
      for (const ref of refs) {
        expect(
          subjects.filter((s) => s.startsWith("[Pontos 3D]") && s.includes(ref)),
          ref,
        ).toHaveLength(1);
        expect(
          subjects.filter((s) => s === `Your quote request ${ref} – Pontos 3D`),
          ref,
        ).toHaveLength(1);
      }
      expect(smtp.messages).toHaveLength(2 * N);
      await eventually(() => (b.leads() as Lead[]).every((lead) => lead.mail.status === "sent"), 10_000);
    } finally {
      await Promise.all([a.stop("SIGKILL"), b.stop()]);
      await inbox.stop();
    }
  });

  test("the rate limit holds across the instances", async () => {
    const [a, b] = await twoInstances({ DATABASE_URL: await database(), LEADS_POSTS_PER_10_MIN: "4" });
    try {
      const answers = [];
      // Alternating between the two: each alone would accept four.
      for (let i = 0; i < 8; i++) answers.push(await post(i % 2 ? b : a, quoteForm(i)));
      expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 429, 429, 429, 429]);
      expect(answers.slice(4).every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
      expect(a.leads()).toHaveLength(4);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test("the rate limit holds across the instances while one's clock runs 11 minutes ahead", async () => {
    const env = { DATABASE_URL: await database(), LEADS_POSTS_PER_10_MIN: "3" };
    const clockAhead = pathToFileURL(path.join(import.meta.dirname, "clock-ahead.mjs")).href;
    const a = await startLeadServer({ ...env, NODE_OPTIONS: `--import=${clockAhead}`, CLOCK_AHEAD_MS: String(11 * 60_000) });
    const b = await startLeadServer(env);
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await post(i % 2 ? b : a, quoteForm(i)));
      expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 429, 429, 429]);
      const stored = b.leads() as Lead[];
      expect(stored).toHaveLength(3);
      // Instance a stamps what it stores with its own clock: the proof that it runs ahead.
      const accepted = new Set(answers.map((answer) => answer.ref));
      const fromA = stored.filter((lead) => accepted.has(lead.ref) && Date.parse(lead.createdAt) > Date.now() + 10 * 60_000);
      expect(fromA).toHaveLength(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test("SIGTERM during a burst: every request already accepted is answered and stored, then the server leaves", async () => {
    const url = await database();
    const a = await startLeadServer({ DATABASE_URL: url });
    let answered: string[];
    try {
      answered = await burstThenSigterm(a);
    } finally {
      await a.stop("SIGKILL");
      rmSync(a.dataDir, { recursive: true, force: true });
    }
    const b = await startLeadServer({ DATABASE_URL: url });
    try {
      const stored = b.leads() as Lead[];
      expect(stored.map((lead) => lead.ref).sort()).toEqual([...answered].sort());
      expect(stored.every((lead) => lead.files.length === 1 && lead.files[0].size === 200_000)).toBe(true);
    } finally {
      await b.stop();
    }
  });

  /** Twenty posts in flight, then SIGTERM: the references of the answers, once the server has left. */
  async function burstThenSigterm(a: LeadServer): Promise<string[]> {
    const N = 20;
    // Each post sends half its body, waits for the signal, then the rest: all are in flight when it comes.
    const halves = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const form = quoteForm(i);
        form.append(
          "files",
          new Blob([new Uint8Array(files.pdf(`burst-${i}.pdf`, 200_000).buffer)], { type: "application/pdf" }),
          `burst-${i}.pdf`,
        );
        const request = new Request("http://localhost/", { method: "POST", body: form });
        const body = Buffer.from(await request.arrayBuffer());
        return { body, type: request.headers.get("content-type")! };
      }),
    );
    const { port } = new URL(a.baseURL);
    let started = 0;
    let release!: () => void;
    const signalled = new Promise<void>((resolve) => (release = resolve));
    const answers = halves.map(
      ({ body, type }) =>
        new Promise<{ status: number; location?: string }>((resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              path: "/en/get-a-quote",
              method: "POST",
              headers: { "Content-Type": type, "Content-Length": body.length },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location }));
            },
          );
          req.on("error", reject);
          req.write(body.subarray(0, body.length / 2), () => started++);
          void signalled.then(() => req.end(body.subarray(body.length / 2)));
        }),
    );
    await eventually(() => started === N, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => a.process.once("exit", (code) => resolve(code)));
    a.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Closed to new connections from the moment of the signal...
    await expect(fetch(`${a.baseURL}/healthz`)).rejects.toThrow();
    release();
    // ...while every post already accepted gets its answer.
    const results = await Promise.all(answers);
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(303));
    const refs = results.map((r) => referenceIn(r.location) ?? "");
    expect(refs.every(Boolean)).toBe(true);
    expect(await exited).toBe(0);
    return refs;
  }

  test("/healthz answers 200 while the database answers and 503 when it does not", async () => {
    const up = await startLeadServer({ DATABASE_URL: await database() });
    const down = await startLeadServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    try {
      const ok = await fetch(`${up.baseURL}/healthz`);
      expect([ok.status, await ok.text(), ok.headers.get("cache-control")]).toEqual([200, "ok", "no-store"]);
      const failing = await fetch(`${down.baseURL}/healthz`);
      expect([failing.status, await failing.text()]).toEqual([503, "database unavailable"]);
    } finally {
      await Promise.all([up.stop(), down.stop()]);
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { eventually, freePort, numberedQuote, recipientsOf, startInbox, startLeadServer } from "./lead-server";
import { STORES, storeFixture } from "./stores";
import { files } from "./sample-files";

/** Nothing accepted is lost: not while the mail server is down, not when the web server dies mid-burst. */

test.describe.configure({ mode: "serial", timeout: 90_000 });

function quote(i: number) {
  const form = numberedQuote(i, { company: "Durable Ltd", city: "Pécs" });
  const pdf = files.pdf(`plan-${i}.pdf`, 20 * 1024);
  form.append("files", new Blob([new Uint8Array(pdf.buffer)], { type: "application/pdf" }), pdf.name);
  return form;
}

/** Posts one quote; the reference when the server answered success, undefined otherwise. */
async function send(baseURL: string, i: number): Promise<string | undefined> {
  try {
    const response = await fetch(`${baseURL}/en/get-a-quote`, { method: "POST", body: quote(i), redirect: "manual" });
    await response.body?.cancel();
    // Success is the redirect to the confirmation, whose address carries the reference.
    const location = response.headers.get("location");
    return response.status === 303 && location ? (new URL(location, baseURL).searchParams.get("ref") ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

for (const storeName of STORES) {
  test.describe(`durability (${storeName})`, () => {
    const store = storeFixture(storeName);
    test.beforeAll(() => test.skip(store.skipReason !== undefined, store.skipReason));
    test.afterAll(async () => store.stop());

    test("with SMTP down, every submission is stored, and all are mailed once SMTP is back", async () => {
      const env = await store.env();
      const smtpPort = await freePort();
      const server = await startLeadServer({
        ...env,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_RETRY_BASE_MS: "200",
        LEADS_OUTBOX_INTERVAL_MS: "200",
      });
      try {
        const N = 20;
        const refs = await Promise.all(Array.from({ length: N }, (_, i) => send(server.baseURL, i)));
        expect(refs.every(Boolean)).toBe(true);
        const stored = server.leads() as { ref: string; mail: { status: string } }[];
        expect(stored.map((lead) => lead.ref).sort()).toEqual([...refs].sort());
        expect(stored.every((lead) => lead.mail.status !== "sent")).toBe(true);

        const inbox = await startInbox(smtpPort);
        try {
          // Each enquiry's staff mail, with its file, and the acknowledgement to its visitor, each once.
          await eventually(() => inbox.messages.length >= 2 * N, 60_000);
          const staff = inbox.messages.filter((m) => recipientsOf(m).includes("info@pontos3d.example"));
          const acks = inbox.messages.filter((m) => /^v\d+@example\.com$/.test(recipientsOf(m)[0] ?? ""));
          for (const ref of refs) {
            expect(staff.filter((m) => m.subject?.includes(ref as string))).toHaveLength(1);
            expect(acks.filter((m) => m.subject === `Your quote request ${ref} – Pontos 3D`)).toHaveLength(1);
          }
          expect(staff.every((m) => m.attachments.length === 1)).toBe(true);
          expect(acks.every((m) => m.attachments.length === 0)).toBe(true);
          type Lead = { mail: { status: string }; ack?: { status: string } };
          await eventually(
            () => (server.leads() as Lead[]).every((lead) => lead.mail.status === "sent" && lead.ack?.status === "sent"),
            10_000,
          );
        } finally {
          await inbox.stop();
        }
      } finally {
        await server.stop();
      }
    });

    test("killing the server during a burst loses no submission that was answered with success", async () => {
      const env = await store.env();
      const dataDir = mkdtempSync(path.join(tmpdir(), "pontos-kill-"));
      try {
        const first = await startLeadServer(env, dataDir);
        const answered: string[] = [];
        const burst = Array.from({ length: 60 }, (_, i) =>
          send(first.baseURL, i).then((ref) => {
            if (ref) answered.push(ref);
          }),
        );
        await eventually(() => answered.length >= 10, 30_000);
        await first.stop("SIGKILL");
        await Promise.all(burst);
        expect(answered.length).toBeGreaterThanOrEqual(10);

        const second = await startLeadServer(env, dataDir);
        try {
          const stored = second.leads() as { ref: string; files: unknown[] }[];
          const byRef = new Map(stored.map((lead) => [lead.ref, lead]));
          for (const ref of answered) expect(byRef.get(ref)?.files).toHaveLength(1);
        } finally {
          await second.stop("SIGKILL");
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}

import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { AddressObject, ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { buildLeadMessage, fieldLabel } from "./mailer.server.ts";
import type { LeadTransport } from "./mailer.server.ts";
import { MAX_BACKOFF_MS, backoffMs, startOutbox } from "./outbox.server.ts";
import { SqliteLeadRepository } from "./repository-sqlite.server.ts";
import { createLeadService } from "./service.server.ts";
import type { LeadService, LeadServiceConfig } from "./service.server.ts";
import type { SubmissionRecord } from "./types.ts";
import { freePort } from "./testing/free-port.ts";

// ---------------------------------------------------------------------------------------------
// A real SMTP server in this process, keeping every message it accepts.

interface TestSmtp {
  port: number;
  messages: { raw: Buffer; to: string[] }[];
  close(): Promise<void>;
}

function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: TestSmtp["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({ raw: Buffer.concat(chunks), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address() as { port: number };
      resolve({ port: address.port, messages, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200_000)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(30_000)]);

async function* once(data: Buffer) {
  yield new Uint8Array(data);
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

let dataDir: string;
let services: LeadService[];
let smtps: TestSmtp[];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-mail-"));
  services = [];
  smtps = [];
});

afterEach(async () => {
  for (const service of services) await service.close();
  for (const smtp of smtps) await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function service(config: Partial<LeadServiceConfig>): LeadService {
  const created = createLeadService({
    dataDir,
    leadsTo: "leads@pontos3d.test",
    baseBackoffMs: 1,
    outboxIntervalMs: 3_600_000,
    log: () => {},
    ...config,
  });
  services.push(created);
  return created;
}

async function smtp(port?: number) {
  const started = await startSmtp(port);
  smtps.push(started);
  return started;
}

const FIELDS = {
  name: "Ana Kovács",
  company: "Tiszachem Kft.",
  email: "ana@tiszachem.example",
  phone: "+36 1 555 0100",
  projectLocation: "Tiszaújváros",
  services: ["scan-to-bim", "cad-drawings"],
  message: "Two buildings.\nPlease call <b>before</b> noon & thanks.",
};

describe("lead mail over SMTP", () => {
  it("delivers a submission to LEADS_TO with every field and its files attached byte for byte", async () => {
    const server = await smtp();
    const leads = service({ smtpUrl: `smtp://127.0.0.1:${server.port}` });
    const pdf = await leads.files.save(once(PDF), { name: "Site survey.pdf", remaining: MAX_TOTAL_BYTES });
    const png = await leads.files.save(once(PNG), { name: "facade.png", remaining: MAX_TOTAL_BYTES - pdf.size });
    const { ref } = await leads.submit({ kind: "quote", lang: "hu", fields: FIELDS, fileIds: [pdf.id, png.id] });

    await leads.flushOutbox();
    // The staff mail first, then the visitor's acknowledgement (acknowledgement.test.ts).
    expect(server.messages.map((m) => m.to)).toEqual([["leads@pontos3d.test"], ["ana@tiszachem.example"]]);
    const mail: ParsedMail = await simpleParser(server.messages[0].raw);
    expect(mail.subject).toBe(`[Pontos 3D] Quote request ${ref} from Ana Kovács (Tiszachem Kft.)`);
    expect(addresses(mail.from)).toEqual(["website@pontos3d.example"]);
    expect(addresses(mail.to)).toEqual(["leads@pontos3d.test"]);
    expect(addresses(mail.replyTo)).toEqual(["ana@tiszachem.example"]);

    for (const line of [
      `Reference: ${ref}`,
      "Language: Hungarian",
      "Name: Ana Kovács",
      "Company: Tiszachem Kft.",
      "E-mail: ana@tiszachem.example",
      "Phone: +36 1 555 0100",
      "Project location: Tiszaújváros",
      "Services of interest: scan-to-bim, cad-drawings",
      "Two buildings.\nPlease call <b>before</b> noon & thanks.",
      "- Site survey.pdf (195.3 kB)",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("Please call &lt;b&gt;before&lt;/b&gt; noon &amp; thanks.");
    expect(mail.html).not.toContain("<b>before</b>");

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["Site survey.pdf", "application/pdf"],
      ["facade.png", "image/png"],
    ]);
    expect(mail.attachments[0].content.equals(PDF)).toBe(true);
    expect(mail.attachments[1].content.equals(PNG)).toBe(true);

    const record = await leads.repo.getSubmission(ref);
    expect(record!.mail).toMatchObject({ status: "sent", attempts: 1 });
    expect(Date.parse(record!.mail.sentAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("with SMTP down, 20 submissions are all kept, then all delivered once SMTP is back, even after a restart", async () => {
    const port = await freePort(); // nothing listens here yet
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const first = service({ smtpUrl });
    first.startBackground();
    const refs: string[] = [];
    for (let i = 0; i < 20; i++) {
      const file = await first.files.save(once(PDF.subarray(0, 1000 + i)), { name: `plan-${i}.pdf`, remaining: MAX_TOTAL_BYTES });
      refs.push((await first.submit({ kind: "contact", lang: "en", fields: { name: `Visitor ${i}` }, fileIds: [file.id] })).ref);
    }
    await first.flushOutbox();

    const waiting = await first.repo.listSubmissions();
    expect(waiting.map((r) => r.ref).sort()).toEqual([...refs].sort());
    for (const record of waiting) {
      expect(record.mail.status).toBe("failed-retrying");
      expect(record.mail.attempts).toBeGreaterThanOrEqual(1);
      expect(record.mail.lastError).toMatch(/ECONNREFUSED/);
    }

    // The server restarts while mail is still down; nothing is lost with it.
    await first.close();
    const server = await smtp(port);
    const second = service({ smtpUrl });
    await new Promise((r) => setTimeout(r, 5)); // past the 1 ms backoff
    await second.flushOutbox();

    const delivered = await Promise.all(server.messages.map(async (m) => (await simpleParser(m.raw)).subject ?? ""));
    const deliveredRefs = delivered.map((subject) => subject.match(/[QCE]-\d{4}-[0-9A-Z]{5}/)![0]);
    expect(deliveredRefs.sort()).toEqual([...refs].sort());
    for (const record of await second.repo.listSubmissions()) {
      expect(record.mail.status).toBe("sent");
      expect(record.mail.attempts).toBeGreaterThanOrEqual(2);
    }
    await second.flushOutbox();
    expect(server.messages).toHaveLength(20); // sent mails are not sent again
  }, 20_000); // twenty fsynced submissions, then twenty mails: seconds on a busy machine

  it("a new submission is mailed at once, not at the next tick", async () => {
    const server = await smtp();
    const leads = service({ smtpUrl: `smtp://127.0.0.1:${server.port}`, outboxIntervalMs: 3_600_000 });
    leads.startBackground();
    const started = Date.now();
    const { ref } = await leads.submit({
      kind: "call",
      lang: "de",
      fields: { name: "Jonas Weber", timeZone: "Europe/Berlin" },
      fileIds: [],
    });
    await waitFor(() => server.messages.length === 1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await simpleParser(server.messages[0].raw)).subject).toBe(`[Pontos 3D] Expert call request ${ref} from Jonas Weber`);
  });
});

describe("lead mail without SMTP_URL", () => {
  it("writes each mail as an .eml file in DATA_DIR/mail", async () => {
    const leads = service({ smtpUrl: undefined });
    const pdf = await leads.files.save(once(PDF), { name: "brief.pdf", remaining: MAX_TOTAL_BYTES });
    const { ref } = await leads.submit({ kind: "quote", lang: "en", fields: FIELDS, fileIds: [pdf.id] });
    await leads.flushOutbox();

    const mailDir = path.join(dataDir, "mail");
    const written = readdirSync(mailDir).sort();
    // The staff mail, and the visitor's acknowledgement beside it (acknowledgement.test.ts).
    expect(written).toHaveLength(2);
    const staff = written.filter((name) => !name.includes("-ack-"));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatch(new RegExp(`^\\d{4}-.*-${ref}\\.eml$`));
    const mail = await simpleParser(readFileSync(path.join(mailDir, staff[0])));
    expect(mail.subject).toBe(`[Pontos 3D] Quote request ${ref} from Ana Kovács (Tiszachem Kft.)`);
    expect(addresses(mail.to)).toEqual(["leads@pontos3d.test"]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].content.equals(PDF)).toBe(true);
    expect((await leads.repo.getSubmission(ref))!.mail.status).toBe("sent");
  });
});

describe("outbox retries", () => {
  it("backs off exponentially from the base, capped at one hour", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(8, 30_000)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(60, 30_000)).toBe(MAX_BACKOFF_MS);
  });

  it("never gives up: a failing mail is rescheduled with growing waits and sent when delivery works again", async () => {
    // The store's clock decides when a mail is due; here the test moves it.
    let clock = new Date("2026-11-20T12:00:00.000Z").getTime();
    const repo = new SqliteLeadRepository(path.join(dataDir, "leads.sqlite"), { now: () => new Date(clock) });
    await repo.init();
    let failing = true;
    const sent: string[] = [];
    const transport: LeadTransport = {
      send: async (record: SubmissionRecord) => {
        if (failing) throw new Error("421 service not available");
        sent.push(record.ref);
      },
      close: () => {},
    };
    const { ref } = await repo.createSubmission({ kind: "quote", lang: "en", fields: {}, fileIds: [] }, new Date(clock));
    const outbox = startOutbox({ repo, transport, baseBackoffMs: 1000, intervalMs: 3_600_000, log: () => {} });
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 15; attempt++) {
        await outbox.flush();
        const [row] = await repo.dueOutbox(new Date(clock + 10 * MAX_BACKOFF_MS));
        expect(row.attempts).toBe(attempt);
        waits.push(Date.parse(row.nextAttemptAt) - clock);
        await outbox.flush(); // not due yet: no new attempt
        expect((await repo.getSubmission(ref))!.mail.attempts).toBe(attempt);
        clock = Date.parse(row.nextAttemptAt);
      }
      expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 16_000]);
      expect(waits.slice(-3)).toEqual([MAX_BACKOFF_MS, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
      expect((await repo.getSubmission(ref))!.mail).toMatchObject({
        status: "failed-retrying",
        attempts: 15,
        lastError: "421 service not available",
      });

      failing = false;
      await outbox.flush();
      expect(sent).toEqual([ref]);
      expect((await repo.getSubmission(ref))!.mail).toMatchObject({ status: "sent", attempts: 16 });
    } finally {
      await outbox.stop();
      await repo.close();
    }
  });
});

describe("the company e-mail", () => {
  const record = (fields: Record<string, unknown>, kind: SubmissionRecord["kind"] = "contact"): SubmissionRecord => ({
    ref: "C-2611-7K4QX",
    kind,
    lang: "tr",
    createdAt: "2026-11-20T12:00:00.000Z",
    fields,
    files: [],
    mail: { status: "pending", attempts: 0 },
  });
  const to = { from: "Site <site@pontos3d.example>", to: "info@pontos3d.example" };

  it("names the kind, reference, sender and company in the subject, leaving out what is missing", () => {
    expect(buildLeadMessage(record({ name: "Deniz Yılmaz", company: "Boğaz Yapı" }), to).subject).toBe(
      "[Pontos 3D] Contact message C-2611-7K4QX from Deniz Yılmaz (Boğaz Yapı)",
    );
    expect(buildLeadMessage(record({ name: "Deniz Yılmaz" }), to).subject).toBe(
      "[Pontos 3D] Contact message C-2611-7K4QX from Deniz Yılmaz",
    );
    expect(buildLeadMessage(record({}), to).subject).toBe("[Pontos 3D] Contact message C-2611-7K4QX from a website visitor");
  });

  it("keeps visitor text out of header structure: no line breaks in the subject, reply-to only for a real address", () => {
    const message = buildLeadMessage(record({ name: "Eve\r\nBcc: victim@example.com", email: "not an address\r\nBcc: x@y.z" }), to);
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.replyTo).toBeUndefined();
  });

  it("keeps terminal escapes and bidi overrides out of the subject, so it reads as the visitor's name in order", () => {
    const message = buildLeadMessage(record({ name: "Eve\u001b]0;x\u0007", company: "\u202eexe.fdp\u2066" }), to);
    expect(message.subject).toBe("[Pontos 3D] Contact message C-2611-7K4QX from Eve ]0;x (exe.fdp)");
  });

  it("labels fields in readable English, also fields it has no label for", () => {
    expect(fieldLabel("email")).toBe("E-mail");
    expect(fieldLabel("projectLocation")).toBe("Project location");
    expect(fieldLabel("preferredContactTime")).toBe("Preferred contact time");
    expect(fieldLabel("site_area_m2")).toBe("Site area m2");
    const text = buildLeadMessage(record({ consent: true, services: [], budget: null }), to).text;
    expect(text).toContain("Privacy consent: Yes");
    expect(text).toContain("Services of interest: —");
    expect(text).toContain("Budget: —");
  });
});

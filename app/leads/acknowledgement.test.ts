import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-limits.ts";
import { RETENTION_MONTHS } from "./retention.ts";
import { createLeadService, type LeadService, type LeadServiceConfig } from "./service.server.ts";
import { freePort } from "./testing/free-port.ts";
import { storeUrls } from "./testing/stores.ts";
import type { NewSubmission } from "./types.ts";

/**
 * The acknowledgement to the visitor: a second mail per enquiry, to the address given on the form,
 * in the enquiry's language, with the reference and the next step and nothing the visitor typed.
 * At most three per address within a day; delivered and erased like the staff mail, on its own.
 * Against SQLite and PostgreSQL, with the real transport (.eml files, or a real SMTP server).
 */
const LEADS_TO = "leads@pontos3d.example";
const MAIL_FROM = "Pontos 3D website <website@pontos3d.example>";
const VISITOR = "jonas.weber@weber-bau.example";
const FIELDS = {
  name: "Jonas Weber",
  company: "Weber Bau GmbH",
  email: VISITOR,
  phone: "+49 30 555 0123",
  country: "Deutschland",
  city: "Görlitz",
  projectType: "other",
  description: "Aufmaß der Stadthalle Görlitz, Bühnenturm inklusive",
};
const FILE_NAME = "bestandsplan-stadthalle.pdf";
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 66)]);
/** What the visitor typed or chose, none of which the acknowledgement may hold. */
const TYPED = [FIELDS.name, "Weber Bau", FIELDS.phone, FIELDS.city, "Stadthalle", "Bühnenturm", FILE_NAME, "bestandsplan"];

const { stores: STORES, stop: stopStores } = storeUrls("leads_ack");
afterAll(() => stopStores(), 30_000);

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

/** A real SMTP server that refuses the visitor's address while `refuseVisitor` is set. */
async function startSmtp() {
  const messages: { raw: string; mail: ParsedMail }[] = [];
  const state = { refuseVisitor: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (state.refuseVisitor && address.address === VISITOR) callback(Object.assign(new Error("mailbox busy"), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((mail) => {
          messages.push({ raw: raw.toString("utf8"), mail });
          callback();
        }, callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, messages, state, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe.each(STORES)("the acknowledgement on $name", (store) => {
  describe.skipIf(Boolean(store.skip))(store.skip ? `skipped: ${store.skip}` : "against a real store", { timeout: 30_000 }, () => {
    const open: { service: LeadService; dataDir: string }[] = [];
    afterEach(async () => {
      for (const { service, dataDir } of open.splice(0)) {
        await service.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    async function service(config: Partial<LeadServiceConfig> = {}) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "leads-ack-"));
      const databaseUrl = await store.databaseUrl();
      const leads = createLeadService({ dataDir, databaseUrl, leadsTo: LEADS_TO, mailFrom: MAIL_FROM, log: () => {}, ...config });
      open.push({ service: leads, dataDir });
      return { leads, dataDir, databaseUrl };
    }

    /** The mails written to DATA_DIR/mail, parsed, with their file names and raw text. */
    async function written(dataDir: string) {
      const dir = path.join(dataDir, "mail");
      const names = (() => {
        try {
          return readdirSync(dir);
        } catch {
          return [];
        }
      })();
      return Promise.all(
        names.map(async (name) => {
          const raw = readFileSync(path.join(dir, name));
          return { name, raw: raw.toString("utf8"), mail: await simpleParser(raw) };
        }),
      );
    }
    const toVisitor = <T extends { mail: ParsedMail }>(mails: T[], address = VISITOR) =>
      mails.filter(({ mail }) => addressesOf(mail.to).some((to) => to?.toLowerCase() === address));
    const toStaff = <T extends { mail: ParsedMail }>(mails: T[]) => mails.filter(({ mail }) => addressesOf(mail.to).includes(LEADS_TO));

    async function quoteWithFile(leads: LeadService, fields: Record<string, unknown> = FIELDS): Promise<NewSubmission> {
      const file = await leads.files.save(
        (async function* () {
          yield new Uint8Array(PDF);
        })(),
        { name: FILE_NAME, remaining: MAX_TOTAL_BYTES },
      );
      return { kind: "quote", lang: "de", fields, fileIds: [file.id], ip: "192.0.2.10" };
    }

    for (const content of ["full", "notice"] as const) {
      it(`a German quote yields the staff mail and a German acknowledgement to the visitor, with nothing they typed (staff mail ${content})`, async () => {
        const { leads, dataDir } = await service({ mailContent: content });
        const { ref } = await leads.submit(await quoteWithFile(leads));
        await leads.flushOutbox();
        const mails = await written(dataDir);
        expect(mails).toHaveLength(2);
        expect(toStaff(mails)).toHaveLength(1);
        const [ack] = toVisitor(mails);
        expect(ack, "an acknowledgement to the visitor").toBeDefined();
        const { mail, raw } = ack;
        expect(mail.subject).toBe(`Ihre Angebotsanfrage ${ref} – Pontos 3D`);
        expect(mail.from?.text).toContain("website@pontos3d.example");
        expect(addressesOf(mail.replyTo)).toEqual([LEADS_TO]);
        expect(mail.text).toContain(`Vorgangsnummer ${ref}`);
        expect(mail.text).toContain("innerhalb von 48 Stunden (an Werktagen) ein Festpreisangebot");
        expect(mail.text).toContain("aus unserem Budapester Team");
        expect(mail.text).toContain("+36 1 555 0147");
        expect(mail.text).toContain("Váci út 47, 1134 Budapest");
        expect(mail.text).toMatch(/weil diese Adresse in einem Formular auf www\.pontos3d\.example angegeben wurde/);
        expect(mail.text).not.toMatch(/\{\{|\}\}/);
        expect(mail.attachments).toEqual([]);
        const decoded = [mail.subject, mail.text, mail.html || "", raw].join("\n");
        for (const value of TYPED) expect(decoded, value).not.toContain(value);
        const record = await leads.repo.getSubmission(ref);
        expect(record?.mail.status).toBe("sent");
        expect(record?.ack).toMatchObject({ status: "sent", attempts: 1 });
      });
    }

    it("each language has its own words, and Turkish names the Istanbul office", async () => {
      const { leads, dataDir } = await service();
      const refs: Record<string, string> = {};
      for (const [lang, kind] of [
        ["tr", "call"],
        ["hu", "contact"],
        ["en", "quote"],
      ] as const) {
        const email = `${lang}@example.com`;
        refs[lang] = (await leads.submit({ kind, lang, fields: { name: "X", email }, fileIds: [] })).ref;
      }
      await leads.flushOutbox();
      const mails = await written(dataDir);
      const tr = toVisitor(mails, "tr@example.com")[0]?.mail;
      expect(tr?.subject).toBe(`Görüşme talebiniz ${refs.tr} – Pontos 3D`);
      expect(tr?.text).toContain("İstanbul ekibimizden");
      expect(tr?.text).toContain("+90 212 555 0148");
      expect(tr?.text).toContain("bir iş günü içinde");
      const hu = toVisitor(mails, "hu@example.com")[0]?.mail;
      expect(hu?.subject).toBe(`Üzenete: ${refs.hu} – Pontos 3D`);
      expect(hu?.text).toContain("24–48 órán belül válaszolunk");
      expect(hu?.text).toContain("1134 Budapest, Váci út 47.");
      const en = toVisitor(mails, "en@example.com")[0]?.mail;
      expect(en?.subject).toBe(`Your quote request ${refs.en} – Pontos 3D`);
      expect(en?.text).toContain("within 48 hours, counted on working days");
    });

    it("the fourth enquiry of one address within 24 hours is stored and mailed to staff, but not acknowledged", async () => {
      const { leads, dataDir } = await service();
      // One from the day before does not count.
      const old = await leads.repo.createSubmission(
        { kind: "contact", lang: "en", fields: { name: "A", email: VISITOR }, fileIds: [] },
        new Date(Date.now() - 25 * 3_600_000),
      );
      const refs: string[] = [];
      for (const email of [VISITOR, VISITOR.toUpperCase(), ` ${VISITOR}`, VISITOR]) {
        refs.push((await leads.submit({ kind: "contact", lang: "en", fields: { name: "A", email }, fileIds: [] })).ref);
      }
      await leads.flushOutbox();
      const mails = await written(dataDir);
      expect(toStaff(mails)).toHaveLength(5);
      const acknowledged = toVisitor(mails).map(({ mail }) => mail.subject);
      expect(acknowledged).toHaveLength(4);
      expect(acknowledged).toEqual(expect.arrayContaining([old.ref, ...refs.slice(0, 3)].map((ref) => `Your message ${ref} – Pontos 3D`)));
      const fourth = await leads.repo.getSubmission(refs[3]);
      expect(fourth?.mail.status).toBe("sent");
      expect(fourth?.ack).toBeUndefined();
      // Another address has its own three.
      await leads.submit({ kind: "contact", lang: "en", fields: { name: "B", email: "other@example.com" }, fileIds: [] });
      await leads.flushOutbox();
      expect(toVisitor(await written(dataDir), "other@example.com")).toHaveLength(1);
    });

    it("an enquiry without an address gets none; the one with an address gets its own", async () => {
      const { leads, dataDir } = await service();
      const without = await leads.repo.createSubmission({ kind: "call", lang: "de", fields: { name: "Ohne Adresse" }, fileIds: [] });
      const broken = await leads.repo.createSubmission({
        kind: "call",
        lang: "de",
        fields: { name: "Kaputt", email: "kein-at-zeichen" },
        fileIds: [],
      });
      const withAddress = await leads.submit({ kind: "call", lang: "de", fields: { name: "Mit", email: VISITOR }, fileIds: [] });
      await leads.flushOutbox();
      const mails = await written(dataDir);
      expect(toStaff(mails)).toHaveLength(3);
      expect(mails.map(({ mail }) => mail.subject).filter((s) => s?.startsWith("Ihre"))).toEqual([
        `Ihre Gesprächsanfrage ${withAddress.ref} – Pontos 3D`,
      ]);
      expect((await leads.repo.getSubmission(without.ref))?.ack).toBeUndefined();
      expect((await leads.repo.getSubmission(broken.ref))?.ack).toBeUndefined();
    });

    it("a failed acknowledgement is retried on its own: the staff mail is sent once", async () => {
      const smtp = await startSmtp();
      try {
        smtp.state.refuseVisitor = true;
        const { leads } = await service({ smtpUrl: smtp.url, baseBackoffMs: 400 });
        const { ref } = await leads.submit({ kind: "contact", lang: "de", fields: { name: "A", email: VISITOR }, fileIds: [] });
        await leads.flushOutbox();
        expect(smtp.messages.map(({ mail }) => addressesOf(mail.to))).toEqual([[LEADS_TO]]);
        const failed = await leads.repo.getSubmission(ref);
        expect(failed?.mail).toMatchObject({ status: "sent", attempts: 1 });
        expect(failed?.ack).toMatchObject({ status: "failed-retrying", attempts: 1 });
        expect(failed?.ack?.lastError).toMatch(/mailbox busy/);

        smtp.state.refuseVisitor = false;
        await new Promise((resolve) => setTimeout(resolve, 500));
        await leads.flushOutbox();
        expect(smtp.messages.map(({ mail }) => addressesOf(mail.to))).toEqual([[LEADS_TO], [VISITOR]]);
        const sent = await leads.repo.getSubmission(ref);
        expect(sent?.mail).toMatchObject({ status: "sent", attempts: 1 });
        expect(sent?.ack).toMatchObject({ status: "sent", attempts: 2 });
        expect(sent?.ack?.lastError).toBeUndefined();
      } finally {
        await smtp.close();
      }
    });

    it("erasure (delete, and the retention sweep's purge) removes both mails' records and both written copies", async () => {
      const { leads, dataDir, databaseUrl } = await service();
      const erased = await leads.submit(await quoteWithFile(leads));
      const expired = await leads.repo.createSubmission(
        await quoteWithFile(leads, { ...FIELDS, email: "zweite@example.com" }),
        new Date(Date.now() - (RETENTION_MONTHS + 1) * 31 * 86_400_000),
      );
      const kept = await leads.submit(await quoteWithFile(leads, { ...FIELDS, email: "dritte@example.com" }));
      await leads.flushOutbox();
      const namesOf = async (ref: string) => (await written(dataDir)).filter(({ name }) => name.includes(ref)).map(({ name }) => name);
      for (const { ref } of [erased, expired, kept]) expect(await namesOf(ref)).toHaveLength(2);
      expect(await ackRows(dataDir, databaseUrl)).toEqual([erased.ref, expired.ref, kept.ref].sort());

      expect(await leads.erase(erased.ref)).toBe(true);
      expect(await namesOf(erased.ref)).toEqual([]);
      expect(await ackRows(dataDir, databaseUrl)).toEqual([expired.ref, kept.ref].sort());

      await leads.sweep();
      expect(await namesOf(expired.ref)).toEqual([]);
      expect(await ackRows(dataDir, databaseUrl)).toEqual([kept.ref]);
      expect(await namesOf(kept.ref)).toHaveLength(2);
    });
  });
});

/** The references of the acknowledgement records in a store, read outside the repository. */
async function ackRows(dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  const sql = "SELECT ref FROM acknowledgements ORDER BY ref";
  if (!databaseUrl) {
    const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
    try {
      return (db.prepare(sql).all() as { ref: string }[]).map((row) => row.ref);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows.map((row: { ref: string }) => row.ref);
  } finally {
    await client.end();
  }
}

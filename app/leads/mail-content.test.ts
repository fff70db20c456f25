import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_TOTAL_BYTES } from "./file-limits.ts";
import type { MailContent } from "./mailer.server.ts";
import { createLeadService, leadConfigFromEnv } from "./service.server.ts";

/**
 * LEADS_MAIL_CONTENT=notice: the mail to the company, as the real transport writes it (.eml in
 * DATA_DIR/mail without SMTP), names the enquiry and how to open it, and holds nothing the
 * visitor sent: no field value, no attachment, no Reply-To. "full" (the default) holds them all.
 */
const FIELDS = {
  name: "Kovács Ilona",
  email: "ilona.kovacs@notice-test.example",
  phone: "+36 30 555 0199",
  company: "Duna Építő Kft.",
  message: "Felmérés a Margit körúton, 3 emelet",
};
const FILE_NAME = "alaprajz-margit.pdf";
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1500, 67)]);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Stores one enquiry with a file through a service with this mail content, lets the outbox send it, and returns the mail. */
async function mailFor(mailContent: MailContent | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "leads-mail-content-"));
  dirs.push(dataDir);
  const service = createLeadService({ dataDir, mailContent, log: () => {} });
  try {
    const file = await service.files.save(
      (async function* () {
        yield new Uint8Array(PDF);
      })(),
      { name: FILE_NAME, remaining: MAX_TOTAL_BYTES },
    );
    const { ref } = await service.submit({ kind: "contact", lang: "hu", fields: FIELDS, fileIds: [file.id], ip: "192.0.2.1" });
    await service.flushOutbox();
    // The staff mail; the visitor's acknowledgement beside it is named "…-ack-REF.eml" (acknowledgement.test.ts).
    const [name] = readdirSync(path.join(dataDir, "mail")).filter((file) => !file.includes("-ack-"));
    const raw = readFileSync(path.join(dataDir, "mail", name));
    return { ref, raw: raw.toString("utf8"), mail: await simpleParser(raw) };
  } finally {
    await service.close();
  }
}

const VALUES = [...Object.values(FIELDS), FILE_NAME, "Kovács", "ilona.kovacs"];

describe("the staff mail's content", () => {
  it("notice: the reference, form, language, time and the show command; no field value and no attachment", async () => {
    const { ref, raw, mail } = await mailFor("notice");
    expect(mail.subject).toBe(`[Pontos 3D] Contact message ${ref}`);
    expect(mail.text).toContain(`Reference: ${ref}`);
    expect(mail.text).toContain("Form: Contact message");
    expect(mail.text).toContain("Language: Hungarian");
    expect(mail.text).toMatch(/Received: \d{4}-\d\d-\d\dT/);
    expect(mail.text).toContain(`Open it on the server with: npm run leads -- show ${ref}`);
    expect(mail.html).toContain(`npm run leads -- show ${ref}`);
    expect(mail.attachments).toEqual([]);
    expect(mail.replyTo).toBeUndefined();
    const decoded = [mail.subject, mail.text, mail.html, raw].join("\n");
    for (const value of VALUES) expect(decoded, value).not.toContain(value);
    expect(raw).not.toMatch(/Content-Disposition: attachment/i);
  });

  it("full (the default): every field and the file, which is what notice leaves out", async () => {
    const { mail } = await mailFor(undefined);
    for (const value of Object.values(FIELDS)) expect(mail.text).toContain(value);
    expect(mail.attachments.map((a) => a.filename)).toEqual([FILE_NAME]);
    expect(mail.replyTo?.text).toContain(FIELDS.email);
  });

  it("is read from LEADS_MAIL_CONTENT; a value that is neither full nor notice stops the server rather than send in full", () => {
    expect(leadConfigFromEnv({ LEADS_MAIL_CONTENT: "notice" }).mailContent).toBe("notice");
    expect(leadConfigFromEnv({ LEADS_MAIL_CONTENT: " Full " }).mailContent).toBe("full");
    expect(leadConfigFromEnv({}).mailContent).toBeUndefined();
    expect(() => leadConfigFromEnv({ LEADS_MAIL_CONTENT: "notify" })).toThrow(/LEADS_MAIL_CONTENT must be full or notice/);
  });
});

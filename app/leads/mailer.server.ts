import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { buildAcknowledgement, MAIL_ADDRESS } from "./acknowledgement.server.ts";
import type { LeadMessage } from "./lead-message.server.ts";
import { withoutInvisible } from "./text-safety.ts";
import type { MailKind, SubmissionRecord } from "./types.ts";

export const DEFAULT_LEADS_TO = "info@pontos3d.example";
export const DEFAULT_MAIL_FROM = "Pontos 3D website <website@pontos3d.example>";

/**
 * What the mail to the company holds (LEADS_MAIL_CONTENT, docs/decisions/013): "full", the default,
 * every field with the files attached; "notice", the reference, form, language and time of receipt
 * and how to open the enquiry on the server, so that what the visitor sent stays where erasure reaches.
 */
export const MAIL_CONTENTS = ["full", "notice"] as const;
export type MailContent = (typeof MAIL_CONTENTS)[number];

const KIND_TITLES: Record<SubmissionRecord["kind"], string> = {
  quote: "Quote request",
  contact: "Contact message",
  call: "Expert call request",
};

const LANGUAGE_NAMES: Record<SubmissionRecord["lang"], string> = { en: "English", tr: "Turkish", hu: "Hungarian", de: "German" };

// Readable labels for the field names the forms use; any other field gets its name spelled out.
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  fullName: "Name",
  email: "E-mail",
  phone: "Phone",
  company: "Company",
  role: "Role",
  message: "Message",
  projectLocation: "Project location",
  location: "Project location",
  services: "Services of interest",
  service: "Service",
  sector: "Sector",
  topic: "Topic",
  area: "Area",
  deliverables: "Deliverables",
  deadline: "Deadline",
  budget: "Budget",
  preferredDay: "Preferred day",
  preferredDate: "Preferred day",
  timeWindow: "Time window",
  timeZone: "Time zone",
  timezone: "Time zone",
  contactMethod: "Preferred contact",
  consent: "Privacy consent",
  siteAddress: "Site address",
  description: "Project description",
  // Quotes of type "Other" stored before every type had a description (it is the same question).
  otherDetails: "Project description (other)",
  filesLink: "Link to large files",
};

export function kindTitle(kind: SubmissionRecord["kind"]): string {
  return KIND_TITLES[kind] ?? kind;
}

export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(formatFieldValue).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function text(fields: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = fields[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** Who sent it and from which company, as the subject and listings show it. */
export function senderOf(fields: Record<string, unknown>): { name: string; company: string; email: string } {
  const first = text(fields, "firstName");
  const last = text(fields, "lastName");
  return {
    name: text(fields, "name", "fullName") || [first, last].filter(Boolean).join(" "),
    company: text(fields, "company", "organisation", "organization"),
    email: text(fields, "email"),
  };
}

// Header values come from visitors: line breaks and other controls become a space; nothing that
// reorders the subject around it (bidi embeddings, overrides, isolates) or hides in it (format
// characters, tag text, blank fillers) is kept; and a sane length.
const oneLine = (value: string, max = 120) =>
  withoutInvisible(value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " "))
    .trim()
    .slice(0, max);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The company's e-mail for one submission: every field with an English label, the files attached
 * (from disk, or from `bodies` for files the database keeps).
 */
export function buildLeadMessage(
  record: SubmissionRecord,
  addresses: { from: string; to: string },
  bodies: ReadonlyMap<string, Buffer> = new Map(),
): LeadMessage {
  const sender = senderOf(record.fields);
  const who = oneLine(sender.name) || "a website visitor";
  const company = oneLine(sender.company);
  const subject = `[Pontos 3D] ${kindTitle(record.kind)} ${record.ref} from ${who}${company ? ` (${company})` : ""}`;

  const rows: [string, string][] = [
    ["Reference", record.ref],
    ["Form", kindTitle(record.kind)],
    ["Language", LANGUAGE_NAMES[record.lang] ?? record.lang],
    ["Received", record.createdAt],
    ...Object.entries(record.fields).map(([key, value]): [string, string] => [fieldLabel(key), formatFieldValue(value)]),
  ];
  const fileLines = record.files.map((f) => `${f.name} (${formatSize(f.size)})`);

  const plain = [
    `${kindTitle(record.kind)} ${record.ref}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}\n` : value}`),
    "",
    `Files: ${fileLines.length ? `\n${fileLines.map((line) => `- ${line}`).join("\n")}` : "none"}`,
  ].join("\n");

  const cell = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(kindTitle(record.kind))} ${escapeHtml(record.ref)}</h1>
<table cellpadding="4" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>`).join("\n")}
</table>
<p><strong>Files:</strong> ${fileLines.length ? `</p><ul>${fileLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : "none</p>"}
</body></html>`;

  const message: LeadMessage = {
    from: addresses.from,
    to: addresses.to,
    subject,
    text: plain,
    html,
    attachments: record.files.map((f) => {
      if (f.path) return { filename: f.name, path: f.path, contentType: f.type };
      const content = bodies.get(f.id);
      // Never a mail without its file: the send fails and is retried.
      if (!content) throw new Error(`the body of ${f.name} (${f.id}) could not be read`);
      return { filename: f.name, content, contentType: f.type };
    }),
  };
  if (MAIL_ADDRESS.test(sender.email)) message.replyTo = who && sender.name ? { name: who, address: sender.email } : sender.email;
  return message;
}

/**
 * The notice about one submission (LEADS_MAIL_CONTENT=notice): its reference, form, language, time
 * of receipt and the command that shows it. No field, no file, no Reply-To: nothing the visitor sent.
 */
export function buildLeadNotice(record: SubmissionRecord, addresses: { from: string; to: string }): LeadMessage {
  const command = `npm run leads -- show ${record.ref}`;
  const rows: [string, string][] = [
    ["Reference", record.ref],
    ["Form", kindTitle(record.kind)],
    ["Language", LANGUAGE_NAMES[record.lang] ?? record.lang],
    ["Received", record.createdAt],
  ];
  const plain = [
    `${kindTitle(record.kind)} ${record.ref}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it on the server with: ${command}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(kindTitle(record.kind))} ${escapeHtml(record.ref)}</h1>
<table cellpadding="4" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p>Open it on the server with: <code>${escapeHtml(command)}</code></p>
</body></html>`;
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `[Pontos 3D] ${kindTitle(record.kind)} ${record.ref}`,
    text: plain,
    html,
    attachments: [],
  };
}

/** Delivers one of a submission's mails (the staff mail unless told otherwise); what the outbox calls. */
export interface LeadTransport {
  send(record: SubmissionRecord, mail?: MailKind): Promise<void>;
  close(): void;
}

export interface MailConfig {
  /** Reads the bytes of a file kept in the database (records give no path for those). */
  readBody?: (id: string) => Promise<Buffer>;
  /** smtp:// or smtps:// URL; without it mails are written to `mailDir` as .eml files. */
  smtpUrl?: string;
  mailDir: string;
  from?: string;
  to?: string;
  /** "full" (the default) or "notice". */
  content?: MailContent;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail, so development needs no mail server. */
export function createLeadTransport(config: MailConfig): LeadTransport {
  const addresses = { from: config.from ?? DEFAULT_MAIL_FROM, to: config.to ?? DEFAULT_LEADS_TO };
  const message = async (record: SubmissionRecord, mail: MailKind = "staff") => {
    // The acknowledgement is the same in either mode: it holds nothing the visitor sent.
    if (mail === "ack") return buildAcknowledgement(record, { from: addresses.from, replyTo: addresses.to });
    if (config.content === "notice") return buildLeadNotice(record, addresses);
    const bodies = new Map<string, Buffer>();
    for (const file of record.files) if (!file.path && config.readBody) bodies.set(file.id, await config.readBody(file.id));
    return buildLeadMessage(record, addresses, bodies);
  };
  if (config.smtpUrl) {
    // A server that accepts the connection and then hangs must not stall the outbox for minutes;
    // settings in the URL's query string still win.
    const smtp = createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
    return {
      send: async (record, mail) => {
        await smtp.sendMail(await message(record, mail));
      },
      close: () => smtp.close(),
    };
  }

  mkdirSync(config.mailDir, { recursive: true });
  const files = createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (record, mail) => {
      const info = await files.sendMail(await message(record, mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      // Both mails' names end in "-REF.eml", which is how erasure finds every copy of an enquiry.
      const file = path.join(config.mailDir, `${stamp}${mail === "ack" ? "-ack" : ""}-${record.ref}.eml`);
      // Written aside and renamed, so a reader never sees half a message.
      const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      const handle = await open(tmp, "wx");
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, file);
    },
    close: () => files.close(),
  };
}

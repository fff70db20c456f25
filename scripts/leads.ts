// Staff command line for stored form submissions:
//   npm run leads -- list
//   npm run leads -- show REF
//   npm run leads -- find --email ADDRESS
//   npm run leads -- export --format csv|json [--email ADDRESS]
//   npm run leads -- files REF DIR
//   npm run leads -- delete REF
//   npm run leads -- purge
//   npm run leads -- backup DIR
//   npm run leads -- restore DIR
// Reads the same store the website writes (DATA_DIR, or DATABASE_URL for PostgreSQL).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BACKUP_RETENTION_DAYS,
  BackupRefusal,
  IP_RETENTION_DAYS,
  type LeadRepository,
  type LeadService,
  type MailDelivery,
  PG_DUMP_ADVICE,
  PG_RESTORE_ADVICE,
  RETENTION_MONTHS,
  type SubmissionRecord,
  backupStore,
  escapeUnprintable,
  fieldLabel,
  formatFieldValue,
  kindTitle,
  leadConfigFromEnv,
  leadServiceFromEnv,
  printable,
  restoreStore,
  retentionCutoff,
  senderOf,
} from "../app/leads/index.server.ts";

const USAGE = `Usage:
  npm run leads -- list                          all submissions, newest first; "!" marks those whose mail has not gone out
  npm run leads -- show REF                      one submission in full
  npm run leads -- find --email ADDRESS          every submission of one e-mail address (an access or erasure request)
  npm run leads -- export --format csv|json      all submissions to standard output
         [--email ADDRESS]                       only those of one e-mail address, in full (an access request)
  npm run leads -- files REF DIR                 save one submission's files into folder DIR
  npm run leads -- delete REF                    erase one submission: its data, files and mail (an erasure request)
  npm run leads -- purge                         erase every submission past the retention period (${RETENTION_MONTHS} months)
  npm run leads -- backup DIR                    copy the SQLite store and its files into the new or empty folder DIR, while the server runs
  npm run leads -- restore DIR                   bring a backup back into an empty DATA_DIR`;

class UsageError extends Error {}

const date = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

function mailStatus(mail: SubmissionRecord["mail"]): string {
  if (mail.status === "sent") return "sent";
  if (mail.status === "pending") return "pending";
  return `retrying (${mail.attempts} failed)`;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * East Asian wide characters and emoji (a variation selector 16 asks for the emoji form): a terminal
 * gives them two columns. Any other grapheme `printable` leaves takes one.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]|\p{Emoji_Presentation}|\ufe0f/u;
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
const graphemesOf = (text: string) => [...segmenter.segment(text)].map(({ segment }) => segment);
const columnsOf = (grapheme: string) => (WIDE.test(grapheme) ? 2 : 1);
/** The columns a terminal shows the text in. */
const width = (text: string) => graphemesOf(text).reduce((sum, grapheme) => sum + columnsOf(grapheme), 0);

/** The text cut to at most `max` columns, a cut shown by "…". */
function fit(text: string, max: number): string {
  if (width(text) <= max) return text;
  let out = "";
  let used = 0;
  for (const grapheme of graphemesOf(text)) {
    if (used + columnsOf(grapheme) > max - 1) break;
    out += grapheme;
    used += columnsOf(grapheme);
  }
  return `${out}…`;
}

function list(records: SubmissionRecord[]): string {
  if (records.length === 0) return "No submissions yet.";
  const header = ["REF", "DATE", "KIND", "NAME", "COMPANY", "E-MAIL", "FILES", "MAIL"];
  const rows = records.map((r) => {
    const sender = senderOf(r.fields);
    // Visitors wrote these: controls, bidi and invisible characters are shown as escapes, never sent to the terminal.
    const cut = (value: string) => fit(printable(value.replace(/[ \t\r\n]+/g, " ")), 40);
    return [
      r.ref,
      date(r.createdAt),
      r.kind,
      cut(sender.name) || "—",
      cut(sender.company) || "—",
      cut(sender.email) || "—",
      String(r.files.length),
      `${r.mail.status === "sent" ? "" : `${UNSENT_MARK} `}${mailStatus(r.mail)}`,
    ];
  });
  const unsent = records.filter((r) => r.mail.status !== "sent").length;
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((row) => width(row[i]))));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell + " ".repeat(widths[i] - width(cell)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
    .concat(unsent === 0 ? "" : `\n\n${UNSENT_MARK} ${unsentLegend(unsent)}`);
}

/** Marks, in `list`, an enquiry whose mail to the company has not gone out. */
const UNSENT_MARK = "!";
const unsentLegend = (n: number) =>
  `${n} ${n === 1 ? "enquiry whose mail has" : "enquiries whose mail has"} not gone out to the company yet: ` +
  "answer from here (npm run leads -- show REF gives every field and the last error)";

/** Where one mail's delivery stands, on one line. */
function delivery(mail: MailDelivery): string {
  return [
    mail.status,
    `${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}`,
    mail.sentAt ? `sent ${date(mail.sentAt)}` : "",
    mail.lastError ? `last error: ${printable(mail.lastError)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

function show(r: SubmissionRecord): string {
  const indent = (value: string) => value.replace(/\n/g, "\n    ");
  return [
    `Reference  ${r.ref}`,
    `Form       ${kindTitle(r.kind)} (${r.kind})`,
    `Language   ${r.lang}`,
    `Received   ${date(r.createdAt)}`,
    `Consent    ${
      r.consent
        ? `given ${date(r.consent.at)} to the wording of ${r.consent.revision}, form in ${r.consent.lang}`
        : "not recorded (received before consent was recorded)"
    }`,
    `Address    ${r.ip ? `${printable(r.ip)} (kept ${IP_RETENTION_DAYS} days from receipt)` : "none kept"}`,
    `Mail       ${delivery(r.mail)}`,
    `Visitor    ${r.ack ? `acknowledgement ${delivery(r.ack)}` : "no acknowledgement (no address, three to it already that day, or received before they were sent)"}`,
    "",
    "Fields",
    ...Object.entries(r.fields).map(
      ([key, value]) => `  ${printable(fieldLabel(key))}: ${indent(printable(formatFieldValue(value), { multiline: true }))}`,
    ),
    "",
    r.files.length ? "Files" : "Files      none",
    ...r.files.map(
      (f) => `  ${printable(f.name)}  ${sizeText(f.size)}  ${f.path ?? `in the database (npm run leads -- files ${r.ref} DIR)`}`,
    ),
  ].join("\n");
}

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
function csvField(value: string): string {
  // A cell starting like a formula is prefixed so spreadsheet programs show it as text, not run it.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csv(records: SubmissionRecord[]): string {
  const fieldKeys: string[] = [];
  for (const r of records) for (const key of Object.keys(r.fields)) if (!fieldKeys.includes(key)) fieldKeys.push(key);
  const header = [
    "ref",
    "created_at",
    "kind",
    "lang",
    "mail_status",
    "mail_attempts",
    "mail_sent_at",
    "mail_last_error",
    "files",
    "ip",
    "consent_at",
    "consent_revision",
    "consent_lang",
    ...fieldKeys,
  ];
  const rows = records.map((r) => [
    r.ref,
    r.createdAt,
    r.kind,
    r.lang,
    r.mail.status,
    String(r.mail.attempts),
    r.mail.sentAt ?? "",
    r.mail.lastError ?? "",
    r.files.map((f) => f.name).join("; "),
    r.ip ?? "",
    r.consent?.at ?? "",
    r.consent?.revision ?? "",
    r.consent?.lang ?? "",
    ...fieldKeys.map((key) => (r.fields[key] === undefined ? "" : formatFieldValue(r.fields[key]))),
  ]);
  return [header, ...rows].map((row) => row.map((cell) => csvField(printable(cell, { multiline: true }))).join(",")).join("\r\n") + "\r\n";
}

/**
 * JSON escapes C0 controls itself; DEL, C1 controls and every character `printable` writes out
 * (bidi, format and invisible characters) are escaped too: the same data, as \uXXXX (a character
 * beyond 16 bits as its two surrogates), so the export is safe to print as well as to parse.
 */
function jsonSafe(value: unknown): string {
  return escapeUnprintable(JSON.stringify(value, null, 2), (char) =>
    [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join(""),
  );
}

/** `--name value` and `--name=value` options; anything else is a usage error. */
function options(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const match = args[i].match(/^--([a-z]+)(?:=(.*))?$/);
    if (!match) throw new UsageError(`Unexpected argument: ${args[i]}`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value === "") throw new UsageError(`--${match[1]} needs a value.`);
    found[match[1]] = value;
  }
  return found;
}

/** The submissions whose e-mail field is `address` (letter case aside), of every kind. */
function ofEmail(records: SubmissionRecord[], address: string): SubmissionRecord[] {
  const wanted = address.trim().toLowerCase();
  return records.filter((r) => typeof r.fields.email === "string" && r.fields.email.trim().toLowerCase() === wanted);
}

let service: LeadService | undefined;

/** Opened only once the arguments are understood, so a typo never creates a database. */
function leadService(): LeadService {
  service ??= leadServiceFromEnv();
  return service;
}
function repo(): LeadRepository {
  return leadService().repo;
}

/**
 * What `delete` and `purge` cannot reach: the copies staff made or received, which they must remove
 * themselves (docs/decisions/013).
 */
function copiesOutsideTheStore(what: string): string {
  const { mailContent = "full", leadsTo } = leadConfigFromEnv();
  const mailbox = leadsTo ?? "the company mailbox";
  const mail =
    mailContent === "full"
      ? `the mail about ${what} in ${mailbox}, with its attachments (the mailbox's 24-month rule removes it in time; an erasure request needs it removed now)`
      : `a mail about ${what} in ${mailbox} sent while LEADS_MAIL_CONTENT was full (a notice holds only the reference)`;
  return [
    "Copies outside the store are not erased by this command; remove them yourself:",
    `  - ${mail}`,
    `  - any export (npm run leads -- export) that holds ${what}`,
    `  - any file of ${what} saved with npm run leads -- files`,
    "",
  ].join("\n");
}

/** Printed on standard error by `export`: its output is a copy no retention rule or erasure reaches. */
const EXPORT_WARNING =
  "Warning: an export is a copy outside the store: neither the retention sweep nor delete or purge reaches it. " +
  "Delete it as soon as it has served its purpose.\n";

/** The exact text to print. */
async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === "list" && rest.length === 0) {
    return `${list(await repo().listSubmissions())}\n`;
  }
  if (command === "show" && rest.length === 1) {
    const ref = rest[0].trim().toUpperCase();
    const record = await repo().getSubmission(ref);
    if (!record) throw new Error(`No submission with reference ${ref}.`);
    return `${show(record)}\n`;
  }
  if (command === "find") {
    const { email, ...other } = options(rest);
    if (email === undefined || Object.keys(other).length > 0) throw new UsageError("find needs --email ADDRESS.");
    const records = ofEmail(await repo().listSubmissions(), email);
    return records.length === 0 ? `No submission with the e-mail address ${printable(email)}.\n` : `${list(records)}\n`;
  }
  if (command === "export") {
    const { format, email, ...other } = options(rest);
    if ((format !== "csv" && format !== "json") || Object.keys(other).length > 0) {
      throw new UsageError("export needs --format csv or --format json (and may take --email ADDRESS).");
    }
    const all = await repo().listSubmissions();
    const records = email === undefined ? all : ofEmail(all, email);
    process.stderr.write(EXPORT_WARNING);
    return format === "json" ? `${jsonSafe(records)}\n` : csv(records);
  }
  if (command === "files" && rest.length === 2) {
    const ref = rest[0].trim().toUpperCase();
    const record = await repo().getSubmission(ref);
    if (!record) throw new Error(`No submission with reference ${ref}.`);
    const dir = path.resolve(rest[1]);
    await mkdir(dir, { recursive: true });
    const saved: string[] = [];
    for (const [index, file] of record.files.entries()) {
      // Names were made safe when uploaded; the position keeps two files of one name apart.
      const target = path.join(dir, `${index + 1}-${path.basename(file.name)}`);
      // "wx": an existing file is never overwritten.
      await writeFile(target, await leadService().files.read(file.id), { flag: "wx" });
      saved.push(target);
    }
    if (saved.length === 0) return `${ref} has no files.\n`;
    return `Saved ${saved.length} file${saved.length === 1 ? "" : "s"} of ${ref}:\n${saved.map((f) => `  ${printable(f)}\n`).join("")}`;
  }
  if (command === "delete" && rest.length === 1) {
    const ref = rest[0].trim().toUpperCase();
    if (!(await leadService().erase(ref))) throw new Error(`No submission with reference ${ref}.`);
    return `Deleted ${ref}: its data, its files and its mail.\n${copiesOutsideTheStore(ref)}`;
  }
  if (command === "purge" && rest.length === 0) {
    const cutoff = retentionCutoff();
    const refs = await leadService().purge(cutoff);
    const when = cutoff.toISOString().slice(0, 10);
    return refs.length === 0
      ? `No submission was received before ${when}; nothing to delete.\n`
      : `Deleted ${refs.length} submission${refs.length === 1 ? "" : "s"} received before ${when}: ${refs.join(", ")}\n` +
          copiesOutsideTheStore(refs.length === 1 ? refs[0] : "each of them");
  }
  if (command === "backup" && rest.length === 1) {
    const { dataDir, databaseUrl } = leadConfigFromEnv();
    if (databaseUrl) throw new BackupRefusal(PG_DUMP_ADVICE);
    const started = performance.now();
    const manifest = await backupStore({ dataDir, target: rest[0] });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return (
      `Backed up ${manifest.enquiries} submission${manifest.enquiries === 1 ? "" : "s"} and ${manifest.files} file${manifest.files === 1 ? "" : "s"} ` +
      `(${sizeText(manifest.fileBytes)}) to ${printable(path.resolve(rest[0]))} in ${seconds} s.\n` +
      `Keep it on another disk or machine, and delete it after ${BACKUP_RETENTION_DAYS} days: erased data must leave the backups within that time.\n`
    );
  }
  if (command === "restore" && rest.length === 1) {
    const { dataDir, databaseUrl } = leadConfigFromEnv();
    if (databaseUrl) throw new BackupRefusal(PG_RESTORE_ADVICE);
    const { manifest, schemaVersion } = await restoreStore(rest[0], dataDir);
    const migrated =
      schemaVersion === manifest.schemaVersion ? "" : ` (schema upgraded from version ${manifest.schemaVersion} to ${schemaVersion})`;
    return (
      `Restored ${manifest.enquiries} submission${manifest.enquiries === 1 ? "" : "s"} and ${manifest.files} file${manifest.files === 1 ? "" : "s"} ` +
      `from the backup of ${date(manifest.createdAt)} into ${printable(dataDir)}${migrated}.\n`
    );
  }
  throw new UsageError(command ? `Unknown or incomplete command: ${args.join(" ")}` : "No command given.");
}

try {
  const output = await main(process.argv.slice(2));
  process.stdout.write(output);
  process.exitCode = 0;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(error instanceof UsageError ? `${message}\n\n${USAGE}\n` : `${message}\n`);
  process.exitCode = 1;
} finally {
  // Closes the database (and a PostgreSQL pool) so the process can end.
  await service?.close().catch(() => undefined);
}

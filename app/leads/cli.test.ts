import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "./consent.ts";
import { MAX_TOTAL_BYTES } from "./file-types.server.ts";
import { createLeadService } from "./service.server.ts";
import { HIDDEN_TEXT_SUBMISSIONS, PRINTED_RAW } from "./testing/hidden-text.ts";
import type { SubmissionRecord } from "./types.ts";

const SCRIPT = path.resolve("scripts/leads.ts");

let dataDir: string;
let records: SubmissionRecord[];
const refs: Record<string, string> = {};

function leads(args: string[], dir = dataDir) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { env, encoding: "utf8", timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 2;
    } else if (quoted && c === '"') {
      quoted = false;
      i++;
    } else if (quoted) {
      field += c;
      i++;
    } else if (c === '"' && field === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else if (c === '"' || c === "\n" || c === "\r") {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || row.length) throw new Error("last record not ended by CRLF");
  return rows;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
  const service = createLeadService({ dataDir, log: () => {} });
  async function* once(data: Buffer) {
    yield new Uint8Array(data);
  }
  const pdf = await service.files.save(once(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2500, 65)])), {
    name: "Survey, phase 1.pdf",
    remaining: MAX_TOTAL_BYTES,
  });
  const dwg = await service.files.save(once(Buffer.from("AC1032 drawing")), { name: "plan.dwg", remaining: MAX_TOTAL_BYTES });
  refs.quote = (
    await service.submit({
      kind: "quote",
      lang: "hu",
      fields: {
        name: "Ana Kovács",
        company: 'Tiszachem "Kft."',
        email: "ana@tiszachem.example",
        message: "Line one,\nline two",
        services: ["scan-to-bim", "cad"],
        phone: "+36 1 555 0100",
      },
      fileIds: [pdf.id, dwg.id],
    })
  ).ref;
  await new Promise((r) => setTimeout(r, 5));
  refs.call = (
    await service.submit({
      kind: "call",
      lang: "de",
      fields: { name: "Jonas Weber", email: "jonas@example.de", timeZone: "Europe/Berlin" },
      fileIds: [],
    })
  ).ref;
  await service.flushOutbox(); // no SMTP_URL: both go to .eml files and count as sent
  await service.close();
  // Stored by a process whose outbox is not running: its mail stays pending.
  const later = createLeadService({ dataDir, log: () => {} });
  refs.contact = (
    await later.submit({ kind: "contact", lang: "en", fields: { name: '=HYPERLINK("x")', email: "eve@example.com" }, fileIds: [] })
  ).ref;
  records = await later.repo.listSubmissions();
  await later.close();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run leads", () => {
  it("list: newest first, one line each with ref, date, kind, name, company, e-mail, files and mail status; unsent mail marked", () => {
    const { code, stdout } = leads(["list"]);
    expect(code).toBe(0);
    const [table, legend] = stdout.trimEnd().split("\n\n");
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^REF\s+DATE\s+KIND\s+NAME\s+COMPANY\s+E-MAIL\s+FILES\s+MAIL$/);
    expect(lines).toHaveLength(4);
    // The enquiry whose mail has not gone out is marked, and the legend under the table says what the mark means.
    expect(legend).toBe(
      "! 1 enquiry whose mail has not gone out to the company yet: answer from here (npm run leads -- show REF gives every field and the last error)",
    );
    expect(lines[1].split(/\s{2,}/)).toEqual([
      refs.contact,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
      "contact",
      '=HYPERLINK("x")',
      "—",
      "eve@example.com",
      "0",
      "! pending",
    ]);
    expect(lines[2].split(/\s{2,}/)).toEqual([refs.call, expect.any(String), "call", "Jonas Weber", "—", "jonas@example.de", "0", "sent"]);
    expect(lines[3].split(/\s{2,}/)).toEqual([
      refs.quote,
      expect.any(String),
      "quote",
      "Ana Kovács",
      'Tiszachem "Kft."',
      "ana@tiszachem.example",
      "2",
      "sent",
    ]);
  });

  it("list on an empty store says so", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "leads-cli-empty-"));
    const { code, stdout } = leads(["list"], empty);
    rmSync(empty, { recursive: true, force: true });
    expect(code).toBe(0);
    expect(stdout.trim()).toBe("No submissions yet.");
  });

  it("show: every field, every file with name, size and path, and the delivery status", () => {
    const { code, stdout } = leads(["show", refs.quote.toLowerCase()]);
    expect(code).toBe(0);
    const record = records.find((r) => r.ref === refs.quote)!;
    for (const text of [
      `Reference  ${refs.quote}`,
      "Form       Quote request (quote)",
      "Language   hu",
      "Mail       sent, 1 attempt, sent ",
      "Visitor    acknowledgement sent, 1 attempt, sent ",
      "  Name: Ana Kovács",
      '  Company: Tiszachem "Kft."',
      "  E-mail: ana@tiszachem.example",
      "  Message: Line one,\n    line two",
      "  Services of interest: scan-to-bim, cad",
      "  Phone: +36 1 555 0100",
      `  Survey, phase 1.pdf  2.5 kB  ${record.files[0].path}`,
      `  plan.dwg  14 B  ${record.files[1].path}`,
    ]) {
      expect(stdout).toContain(text);
    }
    expect(record.files.every((f) => existsSync(f.path!))).toBe(true);
    expect(leads(["show", refs.contact]).stdout).toContain("Mail       pending, 0 attempts");
  });

  it("show with an unknown reference fails with a message", () => {
    const { code, stdout, stderr } = leads(["show", "Q-2611-ZZZZZ"]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim()).toBe("No submission with reference Q-2611-ZZZZZ.");
  });

  it.each([[[]], [["lst"]], [["show"]], [["export"]], [["export", "--format", "xml"]], [["list", "extra"]]])(
    "bad arguments %j fail with the usage text",
    (args) => {
      const { code, stderr } = leads(args);
      expect(code).toBe(1);
      expect(stderr).toContain("Usage:");
      expect(stderr).toContain("npm run leads -- export --format csv|json");
    },
  );

  it("bad arguments do not create a database", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "leads-cli-typo-"));
    leads(["lst"], empty);
    expect(existsSync(path.join(empty, "leads.sqlite"))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });

  it("export --format json: every submission as a JSON array", () => {
    const { code, stdout } = leads(["export", "--format", "json"]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(records);
    expect(JSON.parse(leads(["export", "--format=json"]).stdout)).toEqual(records);
  });

  it("export --format csv: RFC 4180 quoting for commas, quotes and line breaks; formulas neutralised", () => {
    const { code, stdout } = leads(["export", "--format", "csv"]);
    expect(code).toBe(0);
    const rows = parseCsv(stdout);
    const [header, ...body] = rows;
    expect(header.slice(0, 9)).toEqual([
      "ref",
      "created_at",
      "kind",
      "lang",
      "mail_status",
      "mail_attempts",
      "mail_sent_at",
      "mail_last_error",
      "files",
    ]);
    expect(body.map((row) => row[0])).toEqual([refs.contact, refs.call, refs.quote]);
    for (const row of rows) expect(row).toHaveLength(header.length);

    const column = (name: string) => header.indexOf(name);
    const quote = body[2];
    expect(quote[column("files")]).toBe("Survey, phase 1.pdf; plan.dwg");
    expect(quote[column("company")]).toBe('Tiszachem "Kft."');
    expect(quote[column("message")]).toBe("Line one,\nline two");
    expect(quote[column("services")]).toBe("scan-to-bim, cad");
    expect(quote[column("mail_status")]).toBe("sent");
    expect(quote[column("created_at")]).toBe(records[2].createdAt);
    expect(body[1][column("timeZone")]).toBe("Europe/Berlin");
    expect(body[1][column("message")]).toBe("");
    // A cell a spreadsheet would run as a formula is prefixed, so it is shown as text.
    expect(body[0][column("name")]).toBe(`'=HYPERLINK("x")`);
    expect(quote[column("phone")]).toBe("'+36 1 555 0100");
    expect(stdout).toContain('"Tiszachem ""Kft."""');
  });
});

describe("npm run leads with hostile text stored (from before the forms refused it, or written by another tool)", () => {
  const TERMINAL_CONTROL = /[^\P{Cc}\n]|[\u202a-\u202e\u2066-\u2069]/u;
  let dir: string;
  let ref: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "leads-cli-hostile-"));
    const service = createLeadService({ dataDir: dir, log: () => {} });
    ref = (
      await service.submit({
        kind: "contact",
        lang: "en",
        fields: {
          name: "Eve\u001b]0;owned\u0007\u001b[2J",
          company: "\u202eexe.fdp",
          email: "eve@example.com",
          message: "Hello\r\n\u009b31mred\nbye",
        },
        fileIds: [],
      })
    ).ref;
    await service.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("list and show print escapes in place of controls and bidi overrides, never the characters", () => {
    for (const args of [["list"], ["show", ref]]) {
      const { code, stdout } = leads(args, dir);
      expect(code).toBe(0);
      expect(stdout).not.toMatch(TERMINAL_CONTROL);
      expect(stdout).toContain("Eve\\u001b]0;owned\\u0007\\u001b[2J".slice(0, 39));
      expect(stdout).toContain("\\u202eexe.fdp");
    }
    // The message keeps its line breaks (a CRLF is one), indented; the C1 control shows as an escape.
    expect(leads(["show", ref], dir).stdout).toContain("  Message: Hello\n    \\u009b31mred\n    bye");
  });

  it("the exports print no control character either, and the JSON still reads back as the stored text", () => {
    const json = leads(["export", "--format", "json"], dir).stdout;
    expect(json).not.toMatch(TERMINAL_CONTROL);
    expect((JSON.parse(json) as SubmissionRecord[])[0].fields.company).toBe("\u202eexe.fdp");
    const csv = leads(["export", "--format", "csv"], dir).stdout;
    expect(csv.replace(/\r\n/g, "")).not.toMatch(TERMINAL_CONTROL);
    expect(csv).toContain("\\u202eexe.fdp");
  });
});

describe("npm run leads with invisible characters stored (from before the forms refused them)", () => {
  let dir: string;
  const stored: { ref: string; fields: Record<string, string> }[] = [];
  /** Names a terminal shows in fewer or more columns than they have UTF-16 units. */
  const WIDE_AND_COMBINED = ["𝒜nna Kovács", "Zoe\u0308 Weber", "山田太郎", "علی\u200cرضا"];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "leads-cli-invisible-"));
    const service = createLeadService({ dataDir: dir, log: () => {} });
    const submissions = [
      ...HIDDEN_TEXT_SUBMISSIONS.map(({ field, value }) => ({ name: "Anna", company: "Duna Kft.", [field]: value })),
      ...WIDE_AND_COMBINED.map((name) => ({ name, company: "Duna Kft." })),
    ];
    for (const fields of submissions) {
      const all = { ...fields, email: "anna@duna.example", message: "Line one\r\nline two" };
      stored.push({ ref: (await service.submit({ kind: "contact", lang: "hu", fields: all, fileIds: [] })).ref, fields: all });
    }
    await service.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("list, show and both exports print every invisible character as an escape, and a joiner between letters as it is", () => {
    const outputs = [
      leads(["list"], dir).stdout,
      ...stored.map(({ ref }) => leads(["show", ref], dir).stdout),
      leads(["export", "--format", "json"], dir).stdout,
      // CRLF ends each CSV record.
      leads(["export", "--format", "csv"], dir).stdout.replace(/\r\n/g, ""),
    ];
    for (const output of outputs) expect(output).not.toMatch(PRINTED_RAW);
    const shown = leads(["show", stored[0].ref], dir).stdout;
    expect(shown).toContain("Name: Tag\\u{e0049}\\u{e0047}\\u{e004e}");
    expect(leads(["list"], dir).stdout).toContain("علی\u200cرضا");
  }, 30_000);

  it("the JSON export still reads back as the stored text", () => {
    const exported = JSON.parse(leads(["export", "--format", "json"], dir).stdout) as SubmissionRecord[];
    for (const { ref, fields } of stored) expect(exported.find((r) => r.ref === ref)?.fields).toEqual(fields);
  });

  it("a message's CRLF line breaks show as line breaks, never as \\u000d", () => {
    const shown = leads(["show", stored[0].ref], dir).stdout;
    expect(shown).toContain("  Message: Line one\n    line two\n");
    const csv = leads(["export", "--format", "csv"], dir).stdout;
    expect(csv).toContain('"Line one\nline two"');
    expect(shown + csv).not.toContain("\\u000d");
  });

  it("list lines its columns up as a terminal shows them: escapes counted as written, wide characters as two columns", () => {
    const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
    // Every character in these rows takes one column, but the Han ideographs, which take two.
    const columnsOf = (text: string) =>
      [...graphemes.segment(text)].reduce((n, { segment }) => n + (/\p{Script=Han}/u.test(segment) ? 2 : 1), 0);
    const cellStarts = (line: string) => {
      const starts: number[] = [];
      for (const match of line.matchAll(/(?:^|\s{2,})(\S)/g)) starts.push(columnsOf(line.slice(0, match.index + match[0].length - 1)));
      return starts;
    };
    const [table] = leads(["list"], dir).stdout.trimEnd().split("\n\n"); // the table, without the legend of unsent mail
    const [header, ...rows] = table.split("\n");
    expect(rows).toHaveLength(stored.length);
    for (const row of rows) expect(cellStarts(row), row).toEqual(cellStarts(header));
  });
});

describe("npm run leads: requests of one person by e-mail address", () => {
  let dir: string;
  const mine: string[] = [];
  let other = "";
  let lookalike = "";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "leads-cli-person-"));
    const service = createLeadService({ dataDir: dir, log: () => {} });
    const consent = { revision: CONSENT_REVISION, lang: "hu" as const };
    const submit = async (kind: "quote" | "contact" | "call", email: string, ip?: string) =>
      (await service.submit({ kind, lang: "hu", fields: { name: "Ana Kovács", email }, fileIds: [], ip, consent })).ref;
    mine.push(await submit("quote", "Ana@Tiszachem.example", "203.0.113.7"));
    other = await submit("contact", "jonas@example.de", "198.51.100.2");
    mine.push(await submit("call", "ana@tiszachem.example"));
    lookalike = await submit("contact", "ana@tiszachem.example.org");
    mine.push(await submit("contact", " ANA@TISZACHEM.EXAMPLE "));
    await service.close();
  }, 30_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const refsIn = (text: string) => text.match(/[QEC]-\d{4}-[0-9A-Z]{5}/g) ?? [];

  it("find --email lists every enquiry of that address, of every kind and letter case, and nothing else", () => {
    for (const args of [
      ["find", "--email", "ana@tiszachem.example"],
      ["find", "--email=ANA@tiszachem.EXAMPLE"],
    ]) {
      const { code, stdout } = leads(args, dir);
      expect(code).toBe(0);
      expect(refsIn(stdout).sort()).toEqual([...mine].sort());
      expect(stdout).not.toContain(other);
      expect(stdout).not.toContain(lookalike);
    }
    expect(leads(["find", "--email", "nobody@example.com"], dir).stdout.trim()).toBe(
      "No submission with the e-mail address nobody@example.com.",
    );
    expect(leads(["find"], dir).code).toBe(1);
  }, 30_000);

  it("export --format json --email: that person's enquiries in full, with the address and the consent proof", () => {
    const { code, stdout } = leads(["export", "--format", "json", "--email", "ana@tiszachem.example"], dir);
    expect(code).toBe(0);
    const exported = JSON.parse(stdout) as SubmissionRecord[];
    expect(exported.map((r) => r.ref).sort()).toEqual([...mine].sort());
    const quote = exported.find((r) => r.ref === mine[0])!;
    expect(quote).toMatchObject({ ip: "203.0.113.7", fields: { email: "Ana@Tiszachem.example" } });
    expect(quote.consent).toEqual({ at: quote.createdAt, revision: CONSENT_REVISION, lang: "hu" });
    const csv = parseCsv(leads(["export", "--format", "csv", "--email", "jonas@example.de"], dir).stdout);
    expect(csv).toHaveLength(2);
    const cell = (name: string) => csv[1][csv[0].indexOf(name)];
    expect([cell("ref"), cell("ip"), cell("consent_revision"), cell("consent_lang")]).toEqual([
      other,
      "198.51.100.2",
      CONSENT_REVISION,
      "hu",
    ]);
    expect(cell("consent_at")).toMatch(/^\d{4}-\d\d-\d\dT/);
  }, 30_000);

  it("show: the consent proof and, while it is kept, the address", () => {
    const shown = leads(["show", mine[0]], dir).stdout;
    expect(shown).toMatch(/Consent {4}given \d{4}-\d\d-\d\d \d\d:\d\d UTC to the wording of 2026-11-25, form in hu/);
    expect(shown).toContain("Address    203.0.113.7 (kept 30 days from receipt)");
    expect(leads(["show", mine[1]], dir).stdout).toContain("Address    none kept");
  }, 30_000);
});

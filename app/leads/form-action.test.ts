import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { files } from "../../tests/e2e/sample-files.ts";
import { workingDayIn } from "../../tests/e2e/working-day.ts";
import { CONSENT_REVISION } from "./consent.ts";
import { copyFor } from "./copy/copy.server.ts";
import { handleFormPost, HONEYPOT_FIELD } from "./form-action.server.ts";
import { REFERENCE_PATTERN } from "./reference.server.ts";
import { filesDirOf } from "./repository.server.ts";
import { buildLeadMessage } from "./mailer.server.ts";
import { leadServiceFromEnv } from "./service.server.ts";
import { visitorContext } from "./testing/visitor-context.ts";
import type { FormActionResult, FormKind } from "./types.ts";
import type { Lang } from "../i18n/languages.ts";

/**
 * The forms' action as React Router calls it: a real Request in, the answer the page renders out,
 * against a throwaway SQLite store (DATA_DIR), as the production server runs it.
 */

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "form-action-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("SMTP_URL", "");
});
afterEach(async () => {
  await leadServiceFromEnv().close();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

const QUOTE = {
  name: "Jonas Weber",
  company: "Weber Bau GmbH",
  email: "jonas@weber-bau.example",
  phone: "+49 30 555 0147",
  country: "Deutschland",
  city: "Berlin",
  siteArea: "1.250",
  projectType: "scan-to-bim",
  lod: "LOD 300",
  // A field of another project type, left filled in after the visitor changed the type.
  scale: "1:50",
  consent: "on",
};

/** A post as the browser sends it without JavaScript: multipart, its files with it. */
function post(pathname: string, fields: Record<string, string>, attachments: ReturnType<typeof files.pdf>[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of attachments) body.append("files", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return new Request(`http://127.0.0.1:3000${pathname}`, { method: "POST", body });
}

/** An accepted post: the reference and the confirmation its redirect goes to. */
type Answer = FormActionResult | { status: "success"; ref: string; location: string };

/** What the route answers: a refusal's data and status from React Router's `data()`, or the redirect of an accepted post. */
async function answer(request: Request, kind: FormKind, lang: Lang, context = visitorContext()) {
  const result = await handleFormPost({ request, context }, kind, lang);
  if (result instanceof Response) {
    const location = result.headers.get("Location") ?? "";
    const ref = new URL(location, "http://127.0.0.1").searchParams.get("ref") ?? "";
    return { data: { status: "success", ref, location } as Answer, status: result.status };
  }
  return { data: result.data as Answer, status: result.init?.status ?? 200 };
}

const storedFiles = () => (existsSync(filesDirOf(dataDir)) ? readdirSync(filesDirOf(dataDir)).filter((name) => name !== "tmp") : []);

describe("the quote form's action", () => {
  it("stores a valid quote with its file before answering with its reference", async () => {
    const plan = files.pdf("Grundriss EG.pdf", 40_000);
    const { data, status } = await answer(post("/de/angebot-anfordern", QUOTE, [plan]), "quote", "de");

    expect(status).toBe(303);
    if (data.status !== "success") throw new Error(`refused: ${JSON.stringify(data)}`);
    expect(data.ref).toMatch(REFERENCE_PATTERN);
    // The confirmation's address carries the reference and nothing the visitor wrote.
    expect(data.location).toBe(`/de/angebot-anfordern/eingegangen?ref=${data.ref}`);
    const stored = await leadServiceFromEnv().repo.getSubmission(data.ref);
    expect(stored).toMatchObject({ ref: data.ref, kind: "quote", lang: "de", mail: { status: "pending" } });
    expect(stored?.fields).toEqual({
      name: "Jonas Weber",
      company: "Weber Bau GmbH",
      email: "jonas@weber-bau.example",
      phone: "+49 30 555 0147",
      country: "Deutschland",
      city: "Berlin",
      siteArea: 1250,
      projectType: "scan-to-bim",
      lod: "LOD 300",
    });
    expect(stored?.files).toHaveLength(1);
    expect(stored?.files[0]).toMatchObject({ name: "Grundriss EG.pdf", size: 40_000, type: "application/pdf" });
    expect(existsSync(stored!.files[0].path!)).toBe(true);
  });

  it("stores the site address, the project description and the link to large files, and staff read them in the mail and in `show` and `export` (usability M1, M2)", async () => {
    const extra = {
      siteAddress: "Friedrichstraße 120, 10117 Berlin",
      description: "Bürogebäude aus den 1960er-Jahren, sechs Geschosse, in Betrieb.\r\nTGA nur sichtbar; IFC 4 und Revit-Vorlage.",
      filesLink: "https://wetransfer.com/downloads/punktwolke-eg",
    };
    const { data } = await answer(post("/de/angebot-anfordern", { ...QUOTE, ...extra }), "quote", "de");
    if (data.status !== "success") throw new Error(`refused: ${JSON.stringify(data)}`);
    const stored = await leadServiceFromEnv().repo.getSubmission(data.ref);
    const description = "Bürogebäude aus den 1960er-Jahren, sechs Geschosse, in Betrieb.\nTGA nur sichtbar; IFC 4 und Revit-Vorlage.";
    expect(stored?.fields).toMatchObject({ siteAddress: extra.siteAddress, description, filesLink: extra.filesLink });

    const mail = buildLeadMessage(stored!, { from: "web@pontos3d.example", to: "info@pontos3d.example" });
    for (const line of [
      `Site address: ${extra.siteAddress}`,
      "Project description:",
      description,
      `Link to large files: ${extra.filesLink}`,
    ])
      expect(mail.text).toContain(line);

    await leadServiceFromEnv().close();
    const cli = (args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      delete env.SMTP_URL;
      return spawnSync(process.execPath, [path.resolve("scripts/leads.ts"), ...args], { env, encoding: "utf8", timeout: 30_000 }).stdout;
    };
    const shown = cli(["show", data.ref]);
    expect(shown).toContain(`Site address: ${extra.siteAddress}`);
    expect(shown).toMatch(/Project description:\s+Bürogebäude aus den 1960er-Jahren/);
    expect(shown).toContain(`Link to large files: ${extra.filesLink}`);
    const exported = JSON.parse(cli(["export", "--format", "json"])) as { fields: Record<string, unknown> }[];
    expect(exported[0].fields).toMatchObject({ siteAddress: extra.siteAddress, description, filesLink: extra.filesLink });
  });

  it("answers an invalid quote field by field in the visitor's language, keeps its file for the next try, and stores nothing", async () => {
    const hu = copyFor("hu");
    const fields = { ...QUOTE, company: "", email: "nem-email", consent: "" };
    const { data, status } = await answer(post("/hu/ajanlatkeres", fields, [files.pdf("alaprajz.pdf", 2048)]), "quote", "hu");

    expect(status).toBe(400);
    if (data.status !== "error") throw new Error("accepted");
    expect(data.result.error).toMatchObject({ company: [hu.errors.required], email: [hu.errors.email], consent: [hu.errors.consent] });
    expect(data.result.error?.name).toBeUndefined();
    expect(data.files?.map((f) => f.name)).toEqual(["alaprajz.pdf"]);
    expect(storedFiles()).toEqual([data.files?.[0].id]);
    expect(await leadServiceFromEnv().repo.listSubmissions()).toEqual([]);
  });

  it("shows a robot that fills the honeypot the same confirmation, and keeps neither its submission nor its files", async () => {
    const { data, status } = await answer(
      post("/en/get-a-quote", { ...QUOTE, [HONEYPOT_FIELD]: "https://spam.example" }, [files.pdf("x.pdf", 2048)]),
      "quote",
      "en",
    );

    expect(status).toBe(303);
    expect(data).toMatchObject({ status: "success", ref: expect.stringMatching(/^Q-/) });
    if (data.status !== "success") throw new Error("refused");
    expect(data.ref).toMatch(REFERENCE_PATTERN);
    expect(data.location).toBe(`/en/get-a-quote/received?ref=${data.ref}`);
    expect(await leadServiceFromEnv().repo.listSubmissions()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("sends a call request to its confirmation with the chosen slot and none of the caller's details", async () => {
    const call = {
      name: "Jonas Weber",
      email: "jonas@weber-bau.example",
      phone: "+49 30 555 0147",
      topic: "industrial",
      preferredDay: workingDayIn(3),
      timeWindow: "12-15",
      timeZone: "Europe/Berlin",
      message: "Bitte nachmittags",
      consent: "on",
    };
    const { data, status } = await answer(post("/de/mit-experten-sprechen", call), "call", "de");
    expect(status).toBe(303);
    if (data.status !== "success") throw new Error(`refused: ${JSON.stringify(data)}`);
    const location = new URL(data.location, "http://127.0.0.1");
    expect(location.pathname).toBe("/de/mit-experten-sprechen/eingegangen");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      ref: data.ref,
      day: call.preferredDay,
      window: "12-15",
      zone: "Europe/Berlin",
    });
  });

  it("takes a form posted 1.2 s after it appeared (autofill), and asks one posted faster only to send it again", async () => {
    const fast = await answer(post("/de/angebot-anfordern", { ...QUOTE, elapsed: "400" }), "quote", "de");
    expect(fast.status).toBe(400);
    expect(fast.data).toMatchObject({ status: "error", formError: "Bitte senden Sie das Formular noch einmal." });
    const autofilled = await answer(post("/de/angebot-anfordern", { ...QUOTE, elapsed: "1200" }), "quote", "de");
    expect(autofilled.data).toMatchObject({ status: "success", ref: expect.stringMatching(REFERENCE_PATTERN) });
  });

  it("keeps a phone number without a country code exactly as the visitor typed it", async () => {
    const { data } = await answer(post("/tr/teklif-al", { ...QUOTE, phone: "0532 555 12 34" }), "quote", "tr");
    expect(data.status).toBe("success");
    const [stored] = await leadServiceFromEnv().repo.listSubmissions();
    expect(stored.fields.phone).toBe("0532 555 12 34");
  });

  it("refuses files over 10 MB together as a whole, in the visitor's language, keeping none", async () => {
    const { data, status } = await answer(
      post("/tr/teklif-al", QUOTE, [files.pdf("a.pdf", 6 * 1024 * 1024), files.pdf("b.pdf", 4 * 1024 * 1024 + 1)]),
      "quote",
      "tr",
    );

    expect(status).toBe(413);
    expect(data).toMatchObject({ status: "error", formError: copyFor("tr").files.tooLarge });
    expect(storedFiles()).toEqual([]);
  });

  it("says a single file over 10 MB is too large, in the visitor's language, though the parser stops before it is handed over", async () => {
    // The parser refuses such a part as it reads it, before the upload handler ever sees a file.
    for (const size of [10 * 1024 * 1024 + 1, 10_695_475]) {
      const { data, status } = await answer(post("/hu/ajanlatkeres", QUOTE, [files.pdf("pontfelho.pdf", size)]), "quote", "hu");

      expect(status, `${size} bytes`).toBe(413);
      expect(data, `${size} bytes`).toMatchObject({ status: "error", formError: copyFor("hu").files.tooLarge });
    }
    expect(storedFiles()).toEqual([]);
    expect(await leadServiceFromEnv().repo.listSubmissions()).toEqual([]);
  });
});

describe("what a post leaves in the store (data minimisation, consent proof)", () => {
  it("keeps the address and the consent proof; no user agent; the claimed file keeps no owner address", async () => {
    const request = post("/de/angebot-anfordern", QUOTE, [files.pdf("Plan.pdf", 2_000)]);
    request.headers.set("user-agent", "Mozilla/5.0 (Fingerprint Test) Gecko/20100101");
    // A client can send any header: the address comes from the router context the server sets.
    request.headers.set("x-forwarded-for", "203.0.113.66");
    request.headers.set("x-pontos-client-ip", "203.0.113.67");
    const { data } = await answer(request, "quote", "de", visitorContext("198.51.100.77"));
    if (data.status !== "success") throw new Error(`refused: ${JSON.stringify(data)}`);

    const stored = await leadServiceFromEnv().repo.getSubmission(data.ref);
    expect(stored?.ip).toBe("198.51.100.77");
    expect(stored?.consent).toEqual({ at: stored!.createdAt, revision: CONSENT_REVISION, lang: "de" });
    expect(stored?.fields).not.toHaveProperty("consent");

    const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
    try {
      const rows = JSON.stringify([db.prepare("SELECT * FROM submissions").all(), db.prepare("SELECT * FROM uploads").all()]);
      expect(rows).not.toContain("Fingerprint Test");
      expect(rows).toContain("198.51.100.77"); // in the submission, while kept
      expect(db.prepare("SELECT owner FROM uploads").all()).toEqual([{ owner: null }]);
    } finally {
      db.close();
    }
  });
});

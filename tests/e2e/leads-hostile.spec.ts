import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD, copyFor } from "../../app/leads/index.server.ts";
import { tagged } from "../../app/leads/testing/index.ts";
import { startLeadServer, storedBodies, type LeadServer } from "./lead-server";
import { STORES, storeFixture } from "./stores";
import { files } from "./sample-files";
import { workingDayIn } from "./working-day";

const [en, tr, hu, de] = [copyFor("en"), copyFor("tr"), copyFor("hu"), copyFor("de")];

/**
 * Hostile input against the real server: every case gets a clear refusal (never a 500) and
 * leaves nothing partial behind. Each case counts; the total is reported in the closing note.
 */

const MB = 1024 * 1024;
let server: LeadServer;
test.describe.configure({ mode: "serial" });

const quoteFields = (overrides: Record<string, string> = {}) => ({
  name: "Test Visitor",
  company: "Test Ltd",
  email: "visitor@example.com",
  phone: "+36 30 123 4567",
  country: "Hungary",
  city: "Budapest",
  projectType: "scan-to-bim",
  consent: "on",
  ...overrides,
});

function multipart(fields: Record<string, string>, attachments: { name: string; buffer: Buffer; mimeType: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of attachments) form.append("files", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return form;
}

/**
 * A post as a browser's form sends it, each on a connection of its own: a refusal may come before
 * the body is read to its end, and a client reusing that connection would depend on its timing.
 */
async function postForm(body: BodyInit, headers: Record<string, string> = {}, pathname = "/en/get-a-quote") {
  const encoded = new Response(body);
  const type = encoded.headers.get("content-type");
  return rawPost(pathname, { ...(type && { "Content-Type": type }), ...headers }, Buffer.from(await encoded.arrayBuffer()));
}

/** A post with exactly these headers (fetch would set Origin itself), on a connection of its own. */
function rawPost(
  pathname: string,
  headers: Record<string, string>,
  body: string | Buffer,
): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      server.baseURL + pathname,
      { method: "POST", agent: false, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A form post that declares 20 MB and sends only its first bytes: the answer comes before the body. */
function declaredTooLarge(pathname: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 20 * MB };
    const req = httpRequest(server.baseURL + pathname, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.write("--x\r\n");
  });
}

async function upload(buffer: Buffer, name: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseURL}/api/uploads?name=${encodeURIComponent(name)}`, {
    method: "POST",
    body: new Uint8Array(buffer),
    headers: { "Content-Type": "application/octet-stream", ...headers },
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { file?: { id: string; name: string }; error?: string } | null,
  };
}

const storedFiles = () => storedBodies(server);
/** What a page shows, without its scripts (the hydration data carries every message of the form's copy). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
/** The reference an accepted post's redirect to its confirmation carries. */
const referenceIn = (location = "") => new URL(location, "http://127.0.0.1").searchParams.get("ref") ?? undefined;

for (const storeName of STORES) {
  test.describe(`hostile input (${storeName})`, () => {
    const store = storeFixture(storeName);
    test.beforeAll(async () => {
      test.skip(store.skipReason !== undefined, store.skipReason);
      server = await startLeadServer(await store.env());
    });
    test.afterAll(async () => {
      await server?.stop();
      await store.stop();
    });

    test.describe("uploads refuse what they must", () => {
      test("a type outside the list is refused", async () => {
        expect(await upload(Buffer.from("MZ\x90\x00", "latin1"), "setup.exe")).toMatchObject({ status: 415, body: { error: "type" } });
      });

      test("a program renamed .pdf is refused by its content", async () => {
        expect(await upload(files.exeAsPdf("invoice.pdf").buffer, "invoice.pdf")).toMatchObject({
          status: 415,
          body: { error: "content" },
        });
      });

      test("a PNG named .jpg is refused by its content", async () => {
        expect(await upload(files.png("photo.jpg", 2048).buffer, "photo.jpg")).toMatchObject({ status: 415, body: { error: "content" } });
      });

      test("a file over 10 MB is refused from its declared size, unread", async () => {
        expect(await upload(files.pdf("big.pdf", 10 * MB + 1).buffer, "big.pdf")).toMatchObject({
          status: 413,
          body: { error: "too-large" },
        });
      });

      test("an empty file is refused", async () => {
        expect(await upload(Buffer.alloc(0), "empty.pdf")).toMatchObject({ status: 400 });
      });

      test("a name with ../ is stored under a name the server makes, shown without the path", async () => {
        const { status, body } = await upload(files.pdf("x.pdf", 1024).buffer, "../../../etc/passwd.pdf");
        expect(status).toBe(201);
        expect(body?.file?.name).toBe("passwd.pdf");
        expect(await storedFiles()).toContain(body?.file?.id);
      });

      test("control characters are taken out of a name", async () => {
        const { status, body } = await upload(files.pdf("x.pdf", 1024).buffer, "re\u0000port\u001b[31m\u202e.pdf");
        expect(status).toBe(201);
        expect(body?.file?.name).toBe("report[31m.pdf");
      });

      test("a 1,000-character name is cut to 200 characters and keeps its extension", async () => {
        const { status, body } = await upload(files.pdf("x.pdf", 1024).buffer, `${"a".repeat(996)}.pdf`);
        expect(status).toBe(201);
        expect(body?.file?.name.length).toBeLessThanOrEqual(200);
        expect(body?.file?.name.endsWith(".pdf")).toBe(true);
      });

      test("an upload from another site is refused", async () => {
        expect(await upload(files.pdf("x.pdf", 1024).buffer, "x.pdf", { "Sec-Fetch-Site": "cross-site" })).toMatchObject({ status: 403 });
        const viaOrigin = await rawPost(
          "/api/uploads?name=x.pdf",
          { Origin: "https://evil.example", "Content-Type": "application/octet-stream" },
          "%PDF-1.7 x",
        );
        expect(viaOrigin.status).toBe(403);
      });

      test("uploads are POST only", async () => {
        expect((await fetch(`${server.baseURL}/api/uploads`)).status).toBe(405);
        expect((await fetch(`${server.baseURL}/api/uploads`, { method: "PUT", body: "x" })).status).toBe(405);
        expect((await fetch(`${server.baseURL}/en/get-a-quote`, { method: "DELETE" })).status).toBe(405);
      });
    });

    test.describe("form posts refuse what they must and store nothing", () => {
      test("missing required fields are named, in the page's language", async () => {
        const { status, text } = await postForm(multipart({ name: "Only a name" }), {}, "/tr/teklif-al");
        expect(status).toBe(400);
        expect(text).toContain(tr.errors.required);
        expect(text).toContain(tr.errors.consent);
      });

      test("wrong types are refused field by field", async () => {
        const { status, text } = await postForm(
          multipart(quoteFields({ siteArea: "abc", projectType: "hack", email: "not-an-email", consent: "yes", deadline: "2001-01-01" })),
        );
        expect(status).toBe(400);
        for (const message of [en.errors.number, en.errors.choice, en.errors.email, en.errors.consent, en.errors.datePast])
          expect(text).toContain(message);
      });

      test("oversized fields are refused", async () => {
        const { status, text } = await postForm(
          multipart(quoteFields({ name: "x".repeat(10_000), otherDetails: "y".repeat(6000), projectType: "other" })),
        );
        expect(status).toBe(400);
        expect(text).toContain(en.errors.tooLong);
      });

      test("10 MB + 1 byte of files in one submission is refused and leaves no file behind", async () => {
        const before = (await storedFiles()).length;
        const { status } = await postForm(multipart(quoteFields(), [files.pdf("a.pdf", 6 * MB), files.pdf("b.pdf", 4 * MB + 1)]));
        expect([400, 413]).toContain(status);
        expect((await storedFiles()).length).toBe(before);
      });

      test("a body declared larger than any form is refused before it is read, in the visitor's language", async () => {
        expect(await declaredTooLarge("/en/get-a-quote")).toEqual({ status: 413, text: en.files.tooLarge });
        expect(await declaredTooLarge("/de/angebot-anfordern")).toEqual({ status: 413, text: de.files.tooLarge });
      });

      test("a broken multipart body is a 400, not a 500", async () => {
        const body =
          '--boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna\r\n--boundary\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 trunc';
        const { status } = await postForm(body, { "Content-Type": "multipart/form-data; boundary=boundary" });
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
        const noBoundary = await postForm("name=x", { "Content-Type": "multipart/form-data" });
        expect(noBoundary.status).toBeGreaterThanOrEqual(400);
        expect(noBoundary.status).toBeLessThan(500);
      });

      test("a JSON body is a 400, not a 500", async () => {
        const { status } = await postForm(JSON.stringify(quoteFields()), { "Content-Type": "application/json" });
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      });

      test("cross-site posts are refused", async () => {
        const body = new URLSearchParams(quoteFields()).toString();
        const form = { "Content-Type": "application/x-www-form-urlencoded" };
        const fromOrigin = await rawPost("/en/get-a-quote", { ...form, Origin: "https://evil.example" }, body);
        expect(fromOrigin.status).toBe(403);
        expect(fromOrigin.text).toContain(en.formErrors.crossSite);
        expect((await rawPost("/en/get-a-quote", { ...form, "Sec-Fetch-Site": "cross-site" }, body)).status).toBe(403);
        // The site's own pages post with their own origin, and that is accepted.
        const own = await rawPost(
          "/en/get-a-quote",
          { ...form, Origin: server.baseURL, "Sec-Fetch-Site": "same-origin", Cookie: "" },
          new URLSearchParams({ ...quoteFields(), [HONEYPOT_FIELD]: "x" }).toString(),
        );
        expect(own.status).toBe(303);
      });

      test("a file id that was never uploaded (or another form's) is refused", async () => {
        const { status, text } = await postForm(multipart({ ...quoteFields(), fileIds: "0123456789abcdef0123456789abcdef" }));
        expect(status).toBe(400);
        expect(text).toContain(en.formErrors.uploadsMissing);
        const malformed = await postForm(multipart({ ...quoteFields(), fileIds: "../../etc/passwd" }));
        expect(malformed.status).toBe(400);
      });

      test("a form sent faster than anyone types is sent back, not stored", async () => {
        const { status, text } = await postForm(multipart({ ...quoteFields(), elapsed: "400" }));
        expect(status).toBe(400);
        expect(text).toContain(en.formErrors.tooFast);
      });

      test("a filled honeypot looks accepted but nothing is kept", async () => {
        const { status, location } = await postForm(multipart({ ...quoteFields(), [HONEYPOT_FIELD]: "http://spam.example" }));
        expect(status).toBe(303);
        expect(referenceIn(location)).toMatch(/^Q-\d{4}-[0-9A-Z]{5}$/);
      });

      test("none of the refused posts above stored a submission", async () => {
        expect(server.leads()).toHaveLength(0);
      });

      test("a correct post after all that is stored (the refusals did not break anything)", async () => {
        const { status, location } = await postForm(multipart(quoteFields(), [files.pdf("plan.pdf", 2048)]));
        expect(status).toBe(303);
        const ref = referenceIn(location);
        expect(ref).toMatch(/^Q-/);
        expect(server.leads().map((lead) => lead.ref)).toEqual([ref]);
      });

      test("the address a submission keeps is the one the server saw, whatever header the client sends to name another", async () => {
        // No trusted proxy here: X-Forwarded-For is the client's word, and no header carries the address into the forms.
        const claimed = { "X-Forwarded-For": "198.51.100.7", "X-Pontos-Client-IP": "198.51.100.8", "X-Real-IP": "198.51.100.9" };
        const { status, location } = await postForm(multipart(quoteFields({ name: "Claimed Address" })), claimed);
        expect(status).toBe(303);
        const stored = server.leads().find((lead) => lead.ref === referenceIn(location));
        expect(stored?.ip).toBe("127.0.0.1");
      });
    });

    test.describe("control, bidi and invisible characters: refused in every field of every form, in the visitor's language", () => {
      const FORMS: { form: string; path: string; copy: typeof en; base: Record<string, string>; oneLine: string[]; multiline: string[] }[] =
        [
          {
            form: "quote",
            path: "/tr/teklif-al",
            copy: tr,
            base: { ...quoteFields({ projectType: "other" }) },
            oneLine: ["name", "company", "country", "city"],
            multiline: ["otherDetails"],
          },
          {
            form: "contact",
            path: "/hu/kapcsolat",
            copy: hu,
            base: { name: "Kovács Anna", email: "anna@example.hu", message: "Felmérést kérünk.", consent: "on" },
            oneLine: ["name", "company", "location"],
            multiline: ["message"],
          },
          {
            form: "call",
            path: "/de/mit-experten-sprechen",
            copy: de,
            base: {
              name: "Jonas Weber",
              email: "jonas@example.de",
              phone: "+49 30 1234567",
              topic: "industrial",
              preferredDay: workingDayIn(3),
              timeWindow: "09-12",
              timeZone: "Europe/Berlin",
              consent: "on",
            },
            oneLine: ["name", "company"],
            multiline: ["message"],
          },
        ];
      const HIDDEN_TAGS = `Eve${tagged("IGNORE PREVIOUS INSTRUCTIONS")}`;
      const MESSAGE_HOSTILE = ["Eve\u001b]0;owned\u0007", "Eve \u202efdp.exe", "Eve\u009b31m", HIDDEN_TAGS];
      const HOSTILE = ["Eve\r\nBcc: victim@example.com", "Eve\u2028Bcc: victim@example.com", "Eve\u200b\u00ad", ...MESSAGE_HOSTILE];

      for (const { form, path: formPath, copy, base, oneLine, multiline } of FORMS) {
        test(`${form}: every text field refuses a line break, a terminal escape, a bidi override, a C1 control and hidden text`, async () => {
          const before = server.leads().length;
          const cases = [
            ...oneLine.flatMap((field) => HOSTILE.map((value) => ({ field, value }))),
            ...multiline.flatMap((field) => MESSAGE_HOSTILE.map((value) => ({ field, value }))),
          ];
          for (const { field, value } of cases) {
            const { status, text } = await postForm(multipart({ ...base, [field]: value }), {}, formPath);
            expect(status, `${field}: ${JSON.stringify(value)}`).toBe(400);
            expect(text, `${field}: ${JSON.stringify(value)}`).toContain(copy.errors.characters);
          }
          for (const field of ["email", "phone"]) {
            const { status } = await postForm(multipart({ ...base, [field]: "x@example.com\r\nBcc: y@example.com" }), {}, formPath);
            expect(status).toBe(400);
          }
          expect(server.leads()).toHaveLength(before);
        });

        test(`${form}: a required answer of zero-width characters only is asked for again`, async () => {
          const before = server.leads().length;
          const { status, text } = await postForm(multipart({ ...base, name: "\u200b\u200d\u2060\ufeff" }), {}, formPath);
          expect(status).toBe(400);
          expect(text).toContain(copy.errors.required);
          expect(server.leads()).toHaveLength(before);
        });
      }

      test("a message keeps its line breaks, stored as line feeds (a browser sends CRLF)", async () => {
        const { status, location } = await postForm(multipart({ ...FORMS[1].base, message: "Line one\r\nline two" }), {}, "/hu/kapcsolat");
        expect(status).toBe(303);
        const stored = server.leads().find((lead) => lead.ref === referenceIn(location)) as { fields: { message: string } } | undefined;
        expect(stored?.fields.message).toBe("Line one\nline two");
      });
    });

    test.describe("each refusal of a body says what was wrong", () => {
      test("21 files: too many files, not too large", async () => {
        const many = Array.from({ length: 21 }, (_, i) => files.pdf(`p${i}.pdf`, 1024));
        const before = (await storedFiles()).length;
        const { status, text } = await postForm(multipart(quoteFields(), many), {}, "/de/angebot-anfordern");
        expect(status).toBe(413);
        expect(shown(text)).toContain(de.files.tooMany);
        expect(shown(text)).not.toContain(de.files.tooLarge);
        expect((await storedFiles()).length).toBe(before);
      });

      test("a part with a 9 KB header: a damaged form, not too large", async () => {
        const body = `--b\r\nContent-Disposition: form-data; name="name"\r\nX-Padding: ${"p".repeat(9 * 1024)}\r\n\r\nAnna\r\n--b--\r\n`;
        const { status, text } = await postForm(body, { "Content-Type": "multipart/form-data; boundary=b" });
        expect(status).toBe(400);
        expect(shown(text)).toContain(en.formErrors.malformed);
        expect(shown(text)).not.toContain(en.files.tooLarge);
      });

      test("plain text and JSON bodies: not a form, not a file that could not be attached", async () => {
        for (const [type, body] of [
          ["text/plain", "name=Anna"],
          ["application/json", JSON.stringify(quoteFields())],
        ]) {
          const { status, text } = await postForm(body, { "Content-Type": type }, "/tr/teklif-al");
          expect(status, type).toBe(415);
          expect(shown(text)).toContain(tr.formErrors.encoding);
          expect(shown(text)).not.toContain(tr.errors.files);
        }
      });

      test("a body of more parts than any form has: too many fields", async () => {
        const fields = Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`f${i}`, "x"]));
        const { status, text } = await postForm(multipart({ ...quoteFields(), ...fields }), {}, "/hu/ajanlatkeres");
        expect(status).toBe(413);
        expect(shown(text)).toContain(hu.formErrors.tooManyFields);
        const urlEncoded = await postForm(new URLSearchParams({ ...quoteFields(), ...fields }).toString(), {
          "Content-Type": "application/x-www-form-urlencoded",
        });
        expect(urlEncoded.status).toBe(413);
        expect(shown(urlEncoded.text)).toContain(en.formErrors.tooManyFields);
      });

      test("10 MB of answers without a file: the answers are too long, not the files", async () => {
        // Each answer under the 10 MB one part may have (a single part over it is taken for a file).
        const long = "y".repeat(MB * 5 + 200_000);
        const { status, text } = await postForm(multipart(quoteFields({ otherDetails: long, city: long })));
        expect(status).toBe(413);
        expect(shown(text)).toContain(en.formErrors.tooLong);
        expect(shown(text)).not.toContain(en.files.tooLarge);
      });

      test("one file of 10 MB and a byte, sent with the form: the files are too large, not the answers", async () => {
        const { status, text } = await postForm(
          multipart(quoteFields(), [files.pdf("scan.pdf", 10 * MB + 1)]),
          {},
          "/de/angebot-anfordern",
        );
        expect(status).toBe(413);
        expect(shown(text)).toContain(de.files.tooLarge);
        expect(shown(text)).not.toContain(de.formErrors.tooLong);
      });
    });

    test.describe("bounds on files uploaded but not yet sent", () => {
      test("past its address's bound an upload is refused with 429 and a reason; what was accepted stays and can still be sent", async () => {
        const bounded = await startLeadServer({ ...(await store.env()), LEADS_UNCLAIMED_MB_PER_ADDRESS: "0.05" });
        try {
          const send = (size: number) =>
            fetch(`${bounded.baseURL}/api/uploads?name=plan.pdf`, {
              method: "POST",
              body: new Uint8Array(files.pdf("plan.pdf", size).buffer),
            });
          const first = (await (await send(30_000)).json()) as { file: { id: string } };
          const refused = await send(30_000);
          expect(refused.status).toBe(429);
          expect(await refused.json()).toEqual({ error: "quota" });
          // The form's own files are bounded the same way, and the page says why in the visitor's language.
          const withFile = await fetch(`${bounded.baseURL}/de/angebot-anfordern`, {
            method: "POST",
            body: multipart(quoteFields(), [files.pdf("more.pdf", 30_000)]),
          });
          expect(withFile.status).toBe(429);
          expect(await withFile.text()).toContain(de.files.refused.quota);
          // The file accepted before the bound is untouched: a form that lists it is stored with it.
          const sent = await fetch(`${bounded.baseURL}/en/get-a-quote`, {
            method: "POST",
            body: multipart({ ...quoteFields(), fileIds: first.file.id }),
          });
          expect(sent.status).toBe(200);
          const [lead] = bounded.leads() as { files: { id: string }[] }[];
          expect(lead.files.map((f) => f.id)).toEqual([first.file.id]);
          // Sent, it no longer counts: the address may upload again.
          expect((await send(30_000)).status).toBe(201);
        } finally {
          await bounded.stop();
        }
      });

      test("past the site's total bound every upload is refused with 507 and a reason", async () => {
        const bounded = await startLeadServer({ ...(await store.env()), LEADS_UNCLAIMED_MB_TOTAL: "0.05" });
        try {
          const send = () =>
            fetch(`${bounded.baseURL}/api/uploads?name=plan.pdf`, {
              method: "POST",
              body: new Uint8Array(files.pdf("plan.pdf", 30_000).buffer),
            });
          expect((await send()).status).toBe(201);
          const refused = await send();
          expect(refused.status).toBe(507);
          expect(await refused.json()).toEqual({ error: "full" });
          expect(await storedBodies(bounded)).toHaveLength(1);
        } finally {
          await bounded.stop();
        }
      });
    });

    test.describe("a burst over the rate limit", () => {
      test("gets 429 with a readable page and a Retry-After, after the allowed posts", async () => {
        const limited = await startLeadServer({ ...(await store.env()), LEADS_POSTS_PER_10_MIN: "5" });
        try {
          const statuses: number[] = [];
          let lastText = "";
          for (let i = 0; i < 8; i++) {
            const response = await fetch(`${limited.baseURL}/de/angebot-anfordern`, { method: "POST", body: multipart({ name: "x" }) });
            statuses.push(response.status);
            lastText = await response.text();
            if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          }
          expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
          expect(statuses.slice(5)).toEqual([429, 429, 429]);
          expect(lastText).toContain("<html");
          expect(lastText).toContain(de.formErrors.rateLimited);
        } finally {
          await limited.stop();
        }
      });

      test("counts the addresses of one IPv6 /64 as one visitor; another /64 and IPv4 have their own budgets", async () => {
        const limited = await startLeadServer({ ...(await store.env()), TRUST_PROXY: "loopback", LEADS_POSTS_PER_10_MIN: "2" });
        try {
          const post = async (address: string) =>
            (
              await fetch(`${limited.baseURL}/en/get-a-quote`, {
                method: "POST",
                body: multipart({ name: "x" }),
                headers: { "X-Forwarded-For": address },
              })
            ).status;
          const statuses: number[] = [];
          for (let i = 1; i <= 10; i++) statuses.push(await post(`2001:db8:1:2::${i}`));
          expect(statuses).toEqual([400, 400, 429, 429, 429, 429, 429, 429, 429, 429]);
          expect(await post("2001:db8:1:3::1")).toBe(400);
          expect(await post("203.0.113.7")).toBe(400);
          expect(await post("203.0.113.8")).toBe(400);
          expect(await post("::ffff:203.0.113.7")).toBe(400);
          expect(await post("203.0.113.7")).toBe(429);
        } finally {
          await limited.stop();
        }
      });
    });
  });
}

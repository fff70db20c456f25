import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { format, inspect } from "node:util";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as uploadAction } from "../routes/api-uploads.ts";
import { handleFormPost } from "./form-action.server.ts";
import { createLeadService, leadServiceFromEnv } from "./service.server.ts";
import { storeUrls } from "./testing/stores.ts";
import { visitorContext } from "./testing/visitor-context.ts";

/**
 * The server's log holds no form data. A store that refuses a row can quote it: PostgreSQL's
 * check violation carries "Failing row contains (…)", a SQLite trigger's message whatever it
 * names. Each store is made to refuse with such an error; the post is answered, and what the
 * server logged names the failure without a single value the visitor sent.
 */
const VISITOR = {
  name: "Ágnes Naplómentes",
  email: "agnes.nolog@refused.example",
  phone: "+36 1 555 0123",
  company: "Titok Bt.",
  message: "A Dózsa György út 12. felmérése",
};
const FILE_NAME = "titkos-alaprajz-dozsa.pdf";
const SECRETS = [...Object.values(VISITOR), FILE_NAME, "Naplómentes", "agnes.nolog", "Dózsa"];

const { stores: STORES, stop: stopStores } = storeUrls("logprivacy");
afterAll(() => stopStores(), 30_000);

describe.each(STORES)("lead errors in the log on $name", (store) => {
  describe.skipIf(Boolean(store.skip))(store.skip ? `skipped: ${store.skip}` : "against a real store", { timeout: 30_000 }, () => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let logged: string[];

    /** Runs DDL on the store beside the server, as an administrator would. */
    async function alter(sqliteSql: string, postgresSql: string) {
      await leadServiceFromEnv().repo.init();
      if (!databaseUrl) {
        const db = new DatabaseSync(path.join(dataDir, "leads.sqlite"));
        db.exec(sqliteSql);
        db.close();
        return;
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(postgresSql);
      await client.end();
    }

    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "leads-log-privacy-"));
      databaseUrl = await store.databaseUrl();
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("DATABASE_URL", databaseUrl ?? "");
      vi.stubEnv("SMTP_URL", "");
      logged = [];
      for (const method of ["error", "warn", "log", "info"] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(format(...args)));
      }
      // The server's logger writes its JSON lines to standard output.
      vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }, 30_000);
    afterEach(async () => {
      vi.restoreAllMocks();
      await leadServiceFromEnv().close();
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("a submission the store refuses with an error quoting the row: the visitor is answered, the log names no value", async () => {
      await alter(
        "CREATE TRIGGER refuse_row BEFORE INSERT ON submissions BEGIN SELECT RAISE(ABORT, 'refused row: ' || NEW.fields); END;",
        "ALTER TABLE submissions ADD CONSTRAINT refuse_row CHECK (fields->>'email' NOT LIKE '%@refused.example')",
      );
      // The store's error does carry the visitor's data (else this test would prove nothing).
      const refused = await leadServiceFromEnv()
        .repo.createSubmission({ kind: "contact", lang: "hu", fields: VISITOR, fileIds: [] })
        .catch((error: unknown) => error);
      // (PostgreSQL cuts each value of the failing row to a few dozen bytes: the name is there whole.)
      expect(inspect(refused)).toContain(VISITOR.name);

      const body = new FormData();
      for (const [name, value] of Object.entries({ ...VISITOR, consent: "on" })) body.append(name, value);
      const request = new Request("http://127.0.0.1:3000/hu/kapcsolat", { method: "POST", body });
      const result = await handleFormPost({ request, context: visitorContext() }, "contact", "hu");

      expect(result instanceof Response ? result.status : result.init?.status).toBe(503);
      for (const secret of SECRETS) expect(logged.join("\n"), secret).not.toContain(secret);
      expect(logged.join("\n")).toMatch(/lead not stored \(contact\): \w+/);
    });

    it("an upload the store refuses with an error quoting its name: answered 503, the log names no file", async () => {
      await alter(
        "CREATE TRIGGER refuse_upload BEFORE INSERT ON uploads BEGIN SELECT RAISE(ABORT, 'refused upload: ' || NEW.name); END;",
        "ALTER TABLE uploads ADD CONSTRAINT refuse_upload CHECK (name NOT LIKE 'titkos%')",
      );
      const pdf = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1000, 65)]));
      const request = new Request(`http://127.0.0.1:3000/api/uploads?name=${encodeURIComponent(FILE_NAME)}`, {
        method: "POST",
        headers: { "content-type": "application/pdf", "content-length": String(pdf.byteLength) },
        body: pdf,
      });
      const response = (await uploadAction({ request, context: visitorContext() } as never)) as Response;

      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
      for (const secret of SECRETS) expect(logged.join("\n"), secret).not.toContain(secret);
      expect(logged.join("\n")).toMatch(/upload not stored: \w+/);
    });
  });
});

describe("a mail the SMTP server refuses with a reply quoting the mail", () => {
  it("is logged with its reference and the error's code, not the reply (which names the visitor)", async () => {
    // A relay that refuses every mail, quoting its subject (which names the visitor) in the reply.
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      disableReverseLookup: true,
      onData(stream, _session, callback) {
        let head = "";
        stream.on("data", (chunk: Buffer) => (head += chunk.toString("utf8")));
        stream.on("end", () => {
          const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? "";
          callback(Object.assign(new Error(`rejected: ${subject} <${VISITOR.email}>`), { responseCode: 554 }));
        });
      },
    });
    const port = await new Promise<number>((resolve) =>
      smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as { port: number }).port)),
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-log-privacy-smtp-"));
    const lines: string[] = [];
    const service = createLeadService({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, log: (line) => lines.push(line) });
    try {
      const { ref } = await service.submit({ kind: "contact", lang: "hu", fields: VISITOR, fileIds: [] });
      await service.flushOutbox();
      // The reply did quote the visitor: it is kept with the enquiry, for staff.
      expect((await service.repo.getSubmission(ref))?.mail.lastError).toContain(VISITOR.email);
      const log = lines.join("\n");
      for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
      expect(log).toContain(`lead mail ${ref} failed (attempt 1), will retry: `);
      expect(log).toContain("SMTP 554");
    } finally {
      await service.close();
      await new Promise<void>((done) => smtp.close(() => done()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

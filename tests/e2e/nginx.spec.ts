import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PROJECT_TYPES } from "../../app/leads/index.server.ts";
import { PG_MISSING, type TestPostgres, startPostgres } from "../../app/leads/testing/index.ts";
import { LEGACY_REDIRECTS, ROUTE_TABLE } from "../../app/site/route-table";
import { startLeadServer, type LeadServer } from "./lead-server";
import { startNginx, type Nginx } from "./nginx";
import { files } from "./sample-files";

/**
 * The repository's nginx configuration (deploy/nginx/pontos3d.conf), run by a real nginx on loopback
 * in front of two instances on one PostgreSQL: every file of the build is sent by nginx with exactly
 * the headers Node sends, and everything Node decides (posts, uploads, redirects, the not-found page,
 * queries, the visitor's address) still works through it.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const CLIENT_DIR = path.resolve("build/client");
/** What depends on the connection or the moment, not on the file: left out of the comparison. */
const PER_CONNECTION = new Set([
  "date",
  "etag",
  "last-modified",
  "connection",
  "keep-alive",
  "server",
  "content-length",
  "transfer-encoding",
]);
/** What a browser sends. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** The uploads one visitor may make in ten minutes on these instances. */
const UPLOAD_BUDGET = 3;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 8, rejectUnauthorized: false });
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 8 });

/** One request, its answer as sent (never decompressed); `from` is the visitor's own loopback address. */
function send(
  url: string,
  { method = "GET", headers = {}, body, from }: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  // The path exactly as written: the URL parser would resolve "/x/../y".
  const [, origin, rawPath] = /^(https?:\/\/[^/]+)(\/.*)$/.exec(url)!;
  const target = new URL(origin);
  const tls = target.protocol === "https:";
  return new Promise((resolve, reject) => {
    const req = (tls ? httpsRequest : httpRequest)(
      {
        host: target.hostname,
        port: target.port,
        path: rawPath,
        method,
        headers,
        agent: from ? undefined : tls ? httpsAgent : httpAgent,
        localAddress: from,
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The headers to compare: all but the per-connection ones, by lowercase name. */
function comparable(headers: IncomingHttpHeaders | Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_CONNECTION.has(name))
      .map(([name, value]) => [name, [value].flat().join(", ")] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A page rendered on request carries a fresh nonce; otherwise two renders of one address are the same. */
const withoutNonce = (html: string) => html.replace(/nonce-[A-Za-z0-9+/=_-]+/g, "nonce").replace(/nonce="[^"]*"/g, 'nonce=""');

/** Every file of the build ("/en/index.html") and its address: a page's by its path ("/en", "/"), any other file's by its own. */
function filesOfBuild(): { file: string; address: string }[] {
  return readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(CLIENT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .map((file) => ({
      file,
      address: file === "/index.html" ? "/" : file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file,
    }))
    .sort((a, b) => a.address.localeCompare(b.address));
}

/** The headers the build wrote for a CDN (build/headers/headers.json), as a TLS visitor gets them, by lowercase name. */
function forCdn(): (file: string) => Record<string, string> {
  const written = JSON.parse(readFileSync(path.resolve("build/headers/headers.json"), "utf8")) as {
    files: Record<string, Record<string, string>>;
    overTls: Record<string, string>;
  };
  return (file) =>
    comparable(Object.fromEntries(Object.entries({ ...written.files[file], ...written.overTls }).map(([k, v]) => [k.toLowerCase(), v])));
}

/** Runs the tasks a few at a time. */
async function inTurn<T>(items: T[], task: (item: T) => Promise<void>, atOnce = 8) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

function quoteForm(fileIds: string[]) {
  const form = new FormData();
  const fields = {
    name: "Proxy Visitor",
    company: "Front Ltd",
    email: "front@example.com",
    phone: "+36 30 123 4567",
    country: "Hungary",
    city: "Pécs",
    projectType: "other",
    otherDetails: "Through nginx",
    consent: "on",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const id of fileIds) form.append("fileIds", id);
  return form;
}

/** A form as the bytes and type a browser would post. */
async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request("http://encoder.invalid", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

test.describe("nginx in front of two instances", () => {
  let postgres: TestPostgres | undefined;
  let instances: LeadServer[] = [];
  let nginx: Nginx | undefined;
  /** The first instance, asked directly, as a visitor over TLS would be answered by it. */
  let node: (address: string, headers?: Record<string, string>) => Promise<Answer>;
  let proxied: (address: string, headers?: Record<string, string>) => Promise<Answer>;

  test.beforeAll(async () => {
    test.skip(PG_MISSING !== undefined, `skipped: ${PG_MISSING}`);
    postgres = await startPostgres();
    const database = `nginx_${process.pid}`;
    await postgres.admin.query(`CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: postgres.url(database),
      // nginx reaches the instances from 127.0.0.1; the visitors come from other loopback addresses.
      TRUST_PROXY: "127.0.0.1",
      LEADS_UPLOADS_PER_10_MIN: String(UPLOAD_BUDGET),
    };
    instances = [await startLeadServer(env), await startLeadServer(env)];
    nginx = await startNginx(instances.map((instance) => new URL(instance.baseURL).host));
    const direct = instances[0].baseURL;
    node = (address, headers = {}) => send(direct + address, { headers: { "X-Forwarded-Proto": "https", ...headers } });
    proxied = (address, headers = {}) => send(nginx!.httpsURL + address, { headers });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.stop();
    httpsAgent.destroy();
    httpAgent.destroy();
  });

  test("nginx sends every file of the build itself, with the same headers and bytes as Node, in every encoding", async () => {
    const builtFiles = filesOfBuild();
    const addresses = builtFiles.map(({ address }) => address);
    const cdn = forCdn();
    // Every page of the route table in the four languages, the bare address and the assets are among them.
    for (const lang of ["en", "tr", "hu", "de"] as const) {
      expect(addresses, lang).toEqual(expect.arrayContaining(ROUTE_TABLE.map((entry) => `/${lang}${entry.paths[lang]}`)));
    }
    expect(addresses).toContain("/");
    expect(addresses.filter((address) => address.startsWith("/assets/")).length).toBeGreaterThan(20);
    const differences: string[] = [];
    await inTurn(builtFiles, async ({ file, address }) => {
      for (const encodings of [BROWSER_ENCODINGS, "gzip", ""]) {
        const ask: Record<string, string> = encodings ? { "Accept-Encoding": encodings } : {};
        const [fromNode, fromNginx] = [await node(address, ask), await proxied(address, ask)];
        const label = `${address} (Accept-Encoding: ${encodings || "none"})`;
        if (fromNode.status !== 200 || fromNginx.status !== 200) differences.push(`${label}: ${fromNode.status} / ${fromNginx.status}`);
        // nginx's own validator, not Node's weak one: nginx served the file, not an instance.
        if (fromNginx.headers.etag?.startsWith("W/") !== false) differences.push(`${label}: not served by nginx`);
        if (JSON.stringify(comparable(fromNode.headers)) !== JSON.stringify(comparable(fromNginx.headers))) {
          differences.push(
            `${label}:\n  Node  ${JSON.stringify(comparable(fromNode.headers))}\n  nginx ${JSON.stringify(comparable(fromNginx.headers))}`,
          );
        }
        if (sha(fromNode.body) !== sha(fromNginx.body)) differences.push(`${label}: the bytes differ`);
        // What a CDN is configured from is the same, but the encoding, which depends on the request.
        const { "content-encoding": _encoding, ...sent } = comparable(fromNode.headers);
        if (JSON.stringify(sent) !== JSON.stringify(cdn(file)))
          differences.push(`${label}: headers.json says ${JSON.stringify(cdn(file))}`);
      }
    });
    expect(differences.slice(0, 5).join("\n")).toBe("");
    // The headers that matter most, named: a form page runs its one script file and no inline script.
    const quote = await proxied("/hu/ajanlatkeres", { "Accept-Encoding": BROWSER_ENCODINGS });
    expect(quote.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(quote.headers["content-encoding"]).toBe("br");
    expect(quote.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(quote.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("HSTS is sent over TLS alone, and plain http is sent to https", async () => {
    const overTls = await proxied("/en");
    expect(overTls.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const notFound = await proxied("/en/no-such-page");
    expect(notFound.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const plain = await send(`${nginx!.httpURL}/de/kontakt?topic=x`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/de/kontakt?topic=x`);
    // Node alone, asked over plain http, sends no HSTS either.
    expect((await send(`${instances[0].baseURL}/en`)).headers["strict-transport-security"]).toBeUndefined();
  });

  test("redirects, the not-found page and pages rendered for their query come from Node through nginx", async () => {
    // The bare address: the pre-rendered language redirect, served by nginx, its script allowed by its hash.
    const bare = await proxied("/");
    expect(bare.status).toBe(200);
    expect(bare.body.toString()).toContain("data-language-redirect");
    expect(bare.headers["content-security-policy"]).toContain("'sha256-");

    const legacy = LEGACY_REDIRECTS[0].paths;
    const redirects = [
      "/en/contact/",
      "/de/kontakt/?topic=x",
      "/DE/Kontakt",
      "/HU",
      `/hu${legacy.hu[0]}`,
      `/en${legacy.en[0]}`,
      "//en",
      "/en/index.html/",
    ];
    for (const address of redirects) {
      const [fromNode, fromNginx] = [await node(address), await proxied(address)];
      expect(fromNode.status, address).toBe(301);
      expect([fromNginx.status, fromNginx.headers.location], address).toEqual([fromNode.status, fromNode.headers.location]);
    }
    expect((await proxied("/en/contact/")).headers.location).toBe("/en/contact");

    for (const address of ["/en/no-such-page", "/de/gibt-es-nicht", "/assets/missing-abc123.js", "/en%2Fcontact", "/en/../en/contact"]) {
      const [fromNode, fromNginx] = [await node(address), await proxied(address)];
      expect(fromNginx.status, address).toBe(404);
      expect(withoutNonce(fromNginx.body.toString()), address).toBe(withoutNonce(fromNode.body.toString()));
      expect(fromNginx.headers["content-security-policy"], address).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    }

    // A quote link from a service page preselects the project type: rendered by Node for that query.
    const address = `/en/get-a-quote?type=${PROJECT_TYPES[0]}`;
    const [fromNode, fromNginx] = [await node(address), await proxied(address)];
    expect(fromNginx.status).toBe(200);
    expect(withoutNonce(fromNginx.body.toString())).toBe(withoutNonce(fromNode.body.toString()));
    expect(fromNginx.body.toString()).not.toBe(readFileSync(path.join(CLIENT_DIR, "en/get-a-quote/index.html"), "utf8"));
    // Any other query changes nothing: Node answers it with the pre-rendered page.
    const other = await proxied("/en/contact?utm_source=print");
    expect(other.body.toString()).toBe(readFileSync(path.join(CLIENT_DIR, "en/contact/index.html"), "utf8"));
  });

  test("a quote with a file goes through nginx, and the instances store the visitor's address, not nginx's", async () => {
    const visitor = "127.0.0.4";
    const plan = files.pdf("plan.pdf", 200_000).buffer;
    const uploaded = await send(`${nginx!.httpsURL}/api/uploads?name=plan.pdf`, {
      method: "POST",
      from: visitor,
      body: plan,
      headers: { "Content-Type": "application/octet-stream", "Sec-Fetch-Site": "same-origin" },
    });
    expect(uploaded.status).toBe(201);
    const fileId = (JSON.parse(uploaded.body.toString()) as { file: { id: string } }).file.id;

    const { body, type } = await encoded(quoteForm([fileId]));
    const posted = await send(`${nginx!.httpsURL}/en/get-a-quote`, {
      method: "POST",
      from: visitor,
      body,
      headers: { "Content-Type": type, Origin: nginx!.httpsURL },
    });
    expect(posted.status).toBe(303);
    const confirmation = new URL(posted.headers.location!, nginx!.httpsURL);
    const ref = confirmation.searchParams.get("ref")!;
    expect(ref).toBeTruthy();
    const page = await send(confirmation.href, { from: visitor });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain(ref);

    const stored = instances[1].leads().find((lead) => lead.ref === ref) as { ip?: string; files: { size: number }[] };
    expect(stored.ip).toBe(visitor);
    expect(stored.files.map((file) => file.size)).toEqual([plan.length]);
  });

  test("each visitor behind nginx has a rate limit of its own, and cannot reset it with X-Forwarded-For", async () => {
    const upload = (from: string, headers: Record<string, string> = {}) =>
      send(`${nginx!.httpsURL}/api/uploads?name=photo.png`, {
        method: "POST",
        from,
        body: files.png("photo.png", 2_000).buffer,
        headers: { "Content-Type": "application/octet-stream", ...headers },
      }).then((answer) => answer.status);
    for (let i = 0; i < UPLOAD_BUDGET; i++) expect(await upload("127.0.0.2")).toBe(201);
    expect(await upload("127.0.0.2")).toBe(429);
    expect(await upload("127.0.0.2", { "X-Forwarded-For": "203.0.113.9" })).toBe(429);
    // Another visitor, through the same nginx, still has its whole budget.
    expect(await upload("127.0.0.3")).toBe(201);
  });
});

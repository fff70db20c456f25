import { readdirSync, statSync } from "node:fs";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import de from "../../app/i18n/catalogues/de.ts";
import en from "../../app/i18n/catalogues/en.ts";
import hu from "../../app/i18n/catalogues/hu.ts";
import tr from "../../app/i18n/catalogues/tr.ts";
import { startLeadServer, withoutRequestLines, type LeadServer } from "./lead-server";
import { BUILD_DIR, openBuildFiles, raw, type Answer } from "./raw-http";

/**
 * Hostile traffic against the real server process, sent as raw bytes where a client library would
 * tidy the request up: aborted downloads, malformed Host headers, paths that try to leave the site
 * or inject headers, odd Accept-Encoding weights, and forwarding headers from proxies trusted or not.
 */

const NOT_FOUND_TITLE = {
  en: en["common.notFoundTitle"],
  tr: tr["common.notFoundTitle"],
  hu: hu["common.notFoundTitle"],
  de: de["common.notFoundTitle"],
};

/** Every hostile case, by group and answer, printed when the spec ends. */
const tally = new Map<string, Map<number, number>>();
function count(group: string, status: number) {
  const statuses = tally.get(group) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(group, statuses);
}

const get = (server: LeadServer, target: string, host = "127.0.0.1", extra = "") =>
  raw(server, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);

/** A request through node:http: the headers are sent as given, the body unencoded, nothing decompressed. */
function send(
  server: LeadServer,
  target: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: OutgoingHttpHeaders; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) };
    const req = httpRequest(server.baseURL + target, { method, headers: { ...headers, ...length }, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) flat[name] = [value ?? ""].flat().join(", ");
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * What the server logged while `run` ran, besides its line per request: hostile requests must not
 * fill the log with stack traces.
 */
async function logDuring(server: LeadServer, run: () => Promise<void>): Promise<string> {
  const before = server.log().length;
  await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return withoutRequestLines(server.log().slice(before));
}

function largestClientFile(): { url: string; size: number } {
  let best = { url: "", size: 0 };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name) && statSync(full).size > best.size) {
        best = { url: `/${path.relative(path.join(BUILD_DIR, "client"), full).split(path.sep).join("/")}`, size: statSync(full).size };
      }
    }
  };
  walk(path.join(BUILD_DIR, "client"));
  return best;
}

/** Asks for the file, reads the first bytes of the answer and hangs up; the status it saw (0 if none). */
function abortAfterFirstBytes(server: LeadServer, url: string): Promise<number> {
  const { port } = new URL(server.baseURL);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`),
    );
    socket.once("data", (chunk: Buffer) => {
      socket.destroy();
      resolve(Number(chunk.toString("latin1").split(" ")[1]));
    });
    socket.on("error", () => resolve(0));
    socket.on("close", () => resolve(0));
  });
}

const expectNoOpenRedirect = (answer: Answer, base: string, label: string) => {
  const location = answer.headers.location;
  if (location === undefined) return;
  expect(location.startsWith("//") || location.startsWith("/\\"), `${label} → ${location}`).toBe(false);
  expect(new URL(location, base).origin, `${label} → ${location}`).toBe(new URL(base).origin);
};

test.describe.configure({ mode: "serial" });

let site: LeadServer;
test.beforeAll(async () => {
  site = await startLeadServer();
});
test.afterAll(async () => {
  await site?.stop();
  const lines = [...tally].map(([group, statuses]) => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    return `  ${group}: ${total} (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(", ")})`;
  });
  console.log(`hostile cases by group:\n${lines.join("\n")}`);
});

test.describe("static files", () => {
  test("1,000 downloads cut off mid-response leave no file of the build open", async () => {
    const pid = site.process.pid!;
    const file = largestClientFile();
    expect(file.size).toBeGreaterThan(100_000);
    const before = openBuildFiles(pid);
    for (let sent = 0; sent < 1000; sent += 50) {
      for (const status of await Promise.all(Array.from({ length: 50 }, () => abortAfterFirstBytes(site, file.url)))) {
        count("aborted downloads", status);
      }
    }
    let after = openBuildFiles(pid);
    for (let waited = 0; after.build.length > 0 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = openBuildFiles(pid);
    }
    console.log(
      `descriptors after 1,000 aborted downloads of ${file.url} (${file.size} bytes): ${after.total} open, ${after.build.length} of them build files (before: ${before.total}, ${before.build.length})`,
    );
    expect(after.build).toEqual([]);
    // The server still answers, and complete downloads close their file too.
    for (let i = 0; i < 20; i++)
      expect((await get(site, file.url, "127.0.0.1", "Accept-Encoding: identity\r\n")).bytes?.length).toBe(file.size);
    expect(openBuildFiles(pid).build).toEqual([]);
  });
});

test.describe("the Host header", () => {
  const hostile = [
    "evil.example:99999",
    "evil.example:0",
    "a b",
    "[::1",
    "user@host",
    "",
    "x/en/contact?",
    "evil.example/en/contact",
    "evil.example?x",
    "evil.example#x",
    "evil\\example",
    "999.1.1.1",
    "under_score.example",
  ];

  test("a malformed Host is answered 400 Bad Request, for pages, files and posts, with nothing logged", async () => {
    const log = await logDuring(site, async () => {
      for (const host of hostile) {
        for (const [method, target] of [
          ["GET", "/en"],
          ["GET", "/en/no-such-page"],
          ["GET", "/nope"],
          ["POST", "/en/contact"],
        ]) {
          const answer = await raw(site, `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
          count("malformed Host", answer.status);
          expect(answer.status, `${method} ${target} Host: ${host}`).toBe(400);
          expect(answer.body, `${method} ${target} Host: ${host}`).toBe("Bad Request");
        }
      }
    });
    expect(log).toBe("");
  });

  test("no Host, or two, is answered 400", async () => {
    const cases = [
      "GET /en/no-such-page HTTP/1.0\r\n\r\n",
      "GET /en HTTP/1.0\r\n\r\n",
      "GET /en/no-such-page HTTP/1.1\r\nConnection: close\r\n\r\n",
      "GET /en/no-such-page HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    ];
    for (const request of cases) {
      const answer = await raw(site, request);
      count("missing or repeated Host", answer.status);
      expect(answer.status, JSON.stringify(request)).toBe(400);
    }
  });

  test("the Host cannot change the page that is rendered", async () => {
    const answer = await get(site, "/nope", "x/en/contact?");
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(en["nav.contact"]);
    // Valid hosts of every kind render the page the path names.
    for (const host of ["www.pontos3d.example", "www.pontos3d.example:8443", "127.0.0.1:4000", "[::1]:4000", "localhost"]) {
      const page = await get(site, "/en/contact?topic=general", host);
      expect(page.status, host).toBe(200);
      const missing = await get(site, "/nope", host);
      expect(missing.status, host).toBe(404);
    }
  });

  test("X-Forwarded-Host and Forwarded: host= are never believed", async () => {
    const proxied = await startLeadServer({ TRUST_PROXY: "127.0.0.1" });
    try {
      for (const server of [site, proxied]) {
        for (const forwarded of ["X-Forwarded-Host: x/en/contact?", 'Forwarded: host="x/en/contact?"', "X-Forwarded-Host: evil.example"]) {
          const missing = await get(server, "/nope", "127.0.0.1", `${forwarded}\r\n`);
          count("forwarded host", missing.status);
          expect(missing.status, forwarded).toBe(404);
        }
        for (const forwarded of ["X-Forwarded-Host: evil.example", "Forwarded: host=evil.example;proto=https"]) {
          const post = await raw(
            server,
            `POST /en/contact HTTP/1.1\r\nHost: www.pontos3d.example\r\n${forwarded}\r\nOrigin: https://evil.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          );
          count("forwarded host", post.status);
          expect(post.status, forwarded).toBe(403);
        }
      }
    } finally {
      await proxied.stop();
    }
  });
});

test.describe("paths", () => {
  test("no redirect leaves the site, and a backslash is not a page", async () => {
    const base = site.baseURL;
    const cases: [string, number][] = [
      ["/\\evil.example/", 404],
      ["/\\\\evil.example/", 404],
      ["/\\/evil.example/", 404],
      ["/\\evil.example", 404],
      ["/%5Cevil.example/", 404],
      ["/%5cevil.example/", 404],
      ["/%5C%5Cevil.example/", 404],
      ["/en/\\evil/", 404],
      ["/en/%5Cevil/", 404],
      ["/en\\contact", 404],
      ["/%09/evil.example/", 404],
      ["/%09%2Fevil.example/", 404],
      ["/%2e//evil.example/", 404],
      ["/x/../en/contact", 404],
      ["/x/%2e%2e/en/contact", 404],
      ["//evil.example/", 301],
      ["///evil.example/", 301],
      ["//evil.example", 301],
      ["/%2F%2Fevil.example/", 404],
      ["/%2f/evil.example/", 404],
      ["/en/services/?next=//evil.example", 301],
    ];
    for (const [target, status] of cases) {
      const answer = await get(site, target);
      count("redirect and backslash paths", answer.status);
      expect(answer.status, target).toBe(status);
      expectNoOpenRedirect(answer, base, target);
      // A redirect's target is itself no way off the site.
      if (answer.headers.location) expectNoOpenRedirect(await get(site, answer.headers.location), base, answer.headers.location);
    }
    // A raw tab never reaches the site: Node refuses the request line.
    const tab = await get(site, "/\t/evil.example/");
    count("redirect and backslash paths", tab.status);
    expect(tab.status).toBe(400);
    expect(tab.headers.location).toBeUndefined();
    // The 404 is in the language of the address.
    expect((await get(site, "/de/\\evil/")).body).toContain(NOT_FOUND_TITLE.de);
  });

  test("an encoded CR/LF is the localized 404, injects no header and logs nothing", async () => {
    const cases: [string, keyof typeof NOT_FOUND_TITLE][] = [
      ["/en/%0D%0Afoo", "en"],
      ["/en/%0D%0ASet-Cookie:%20x=1", "en"],
      ["/en/%0D%0ASet-Cookie:%20x=1/", "en"],
      ["/en/%0D%0ASet-Cookie:%20x=1?a=1", "en"],
      ["/%0A", "en"],
      ["/%0D", "en"],
      ["/de/%0D%0A", "de"],
      ["/de/%0D%0ALocation:%20https://evil.example", "de"],
      ["/tr/%0Afoo", "tr"],
      ["/hu/x%0Dy", "hu"],
      ["/hu/%E2%80%A8x", "hu"],
      ["/en/%00", "en"],
      ["/de/%1B[31m", "de"],
    ];
    const log = await logDuring(site, async () => {
      for (const [target, lang] of cases) {
        for (const method of ["GET", "HEAD"]) {
          const answer = await raw(site, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
          count("encoded control characters", answer.status);
          expect(answer.status, `${method} ${target}`).toBe(404);
          expect(answer.headers["set-cookie"], target).toBeUndefined();
          for (const [name, value] of Object.entries(answer.headers)) {
            expect(`${name}: ${value}`, target).not.toMatch(/x=1|foo|evil\.example|[\r\n]/);
          }
          if (method === "GET") {
            expect(answer.body, target).toContain(`<html lang="${lang}"`);
            expect(answer.body, target).toContain(NOT_FOUND_TITLE[lang]);
          }
        }
      }
    });
    expect(log).toBe("");
  });
});

test.describe("compression", () => {
  test("Accept-Encoding weights are obeyed", async () => {
    const cases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      ["*;q=0", undefined],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0.1, gzip;q=0.9", "gzip"],
      ["gzip, br", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["*", "br"],
      ["*;q=0.5, br;q=0", "gzip"],
      ["gzip;q=0.5, identity", undefined],
      ["BR", "br"],
      ["br;q=2", undefined],
    ];
    for (const [header, encoding] of cases) {
      const answer = await send(site, "/en", { headers: header === undefined ? {} : { "Accept-Encoding": header } });
      count("Accept-Encoding", answer.status);
      expect(answer.status, header).toBe(200);
      expect(answer.headers["content-encoding"], header).toBe(encoding);
      if (encoding === undefined) expect(answer.body, header).toContain("<!DOCTYPE html>");
    }
  });
});

test.describe("behind a TLS proxy", () => {
  let proxied: LeadServer;
  let direct: LeadServer;
  test.beforeAll(async () => {
    [proxied, direct] = await Promise.all([startLeadServer({ TRUST_PROXY: "127.0.0.1" }), startLeadServer()]);
  });
  test.afterAll(async () => {
    await Promise.all([proxied?.stop(), direct?.stop()]);
  });

  const HOST = "www.pontos3d.example";
  /** A contact post with nothing filled in: refused with 400, and counted against the sender's budget. */
  const emptyPost = (server: LeadServer, headers: OutgoingHttpHeaders, localAddress?: string) =>
    send(server, "/en/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: HOST, ...headers },
      body: "name=",
      localAddress,
    });

  test("a post over https is same-site when the trusted proxy says https, and only then", async () => {
    const viaTls = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.1" };
    const cases: [LeadServer, OutgoingHttpHeaders, number, string][] = [
      [proxied, { ...viaTls, Origin: `https://${HOST}` }, 400, "https origin through the trusted proxy"],
      [proxied, { ...viaTls, Origin: `https://${HOST}`, Host: `${HOST}:443` }, 400, "default port in Host"],
      [proxied, { ...viaTls, Origin: `http://${HOST}` }, 403, "http origin under https"],
      [proxied, { ...viaTls, Origin: "https://evil.example" }, 403, "another site"],
      [
        proxied,
        { "X-Forwarded-For": "198.51.100.1", "X-Forwarded-Proto": "http", Origin: `http://${HOST}` },
        400,
        "plain http through the proxy",
      ],
      [direct, { ...viaTls, Origin: `https://${HOST}` }, 403, "https claimed without a trusted proxy"],
      [direct, { Origin: `http://${HOST}` }, 400, "plain http, no proxy"],
    ];
    for (const [server, headers, status, label] of cases) {
      const answer = await emptyPost(server, headers);
      count("same-site behind the proxy", answer.status);
      expect(answer.status, label).toBe(status);
    }
    // An upload from the https page is same-site too (React Router's action sees the https URL).
    const upload = await send(proxied, "/api/uploads?name=x.exe", {
      method: "POST",
      headers: { ...viaTls, Host: HOST, Origin: `https://${HOST}`, "Content-Type": "application/octet-stream" },
      body: "MZ",
    });
    count("same-site behind the proxy", upload.status);
    expect(upload.status).toBe(415);
    // From a peer that is not the trusted proxy, the forwarding headers mean nothing.
    const elsewhere = await emptyPost(proxied, { ...viaTls, "X-Forwarded-For": "198.51.100.99", Origin: `https://${HOST}` }, "127.0.0.2");
    count("same-site behind the proxy", elsewhere.status);
    expect(elsewhere.status).toBe(403);
  });

  test("each visitor behind the trusted proxy has a budget of their own; a spoofed X-Forwarded-For changes nothing", async () => {
    const [limitedProxied, limitedDirect] = await Promise.all([
      startLeadServer({ TRUST_PROXY: "127.0.0.1", LEADS_POSTS_PER_10_MIN: "3" }),
      startLeadServer({ LEADS_POSTS_PER_10_MIN: "3" }),
    ]);
    const cacheControl = new Set<string | undefined>();
    const statuses = async (server: LeadServer, xffs: string[], localAddress?: string) => {
      const out: number[] = [];
      for (const xff of xffs) {
        // The address reaches the forms in React Router's context, never in a header: a visitor naming one changes nothing.
        const answer = await emptyPost(server, { "X-Forwarded-For": xff, "X-Pontos-Client-IP": xff }, localAddress);
        count("rate limits behind the proxy", answer.status);
        cacheControl.add(answer.headers["cache-control"]);
        out.push(answer.status);
      }
      return out;
    };
    try {
      // Through the proxy: the visitor is the right-most address; what they put left of it is ignored.
      expect(
        await statuses(limitedProxied, ["203.0.113.1", "1.1.1.1, 203.0.113.1", "9.9.9.9, 203.0.113.1", "2.2.2.2, 203.0.113.1"]),
      ).toEqual([400, 400, 400, 429]);
      expect(await statuses(limitedProxied, ["203.0.113.2"])).toEqual([400]);
      expect(await statuses(limitedProxied, ["203.0.113.1, 203.0.113.2"])).toEqual([400]);
      // Not from the trusted proxy (127.0.0.2): every X-Forwarded-For is ignored, one bucket for the peer.
      expect(await statuses(limitedProxied, ["203.0.113.10", "203.0.113.11", "203.0.113.12", "203.0.113.13"], "127.0.0.2")).toEqual([
        400, 400, 400, 429,
      ]);
      // Without TRUST_PROXY: likewise.
      expect(await statuses(limitedDirect, ["203.0.113.20", "203.0.113.21", "203.0.113.22", "203.0.113.23"])).toEqual([400, 400, 400, 429]);
      expect([...cacheControl]).toEqual(["no-store"]);
    } finally {
      await Promise.all([limitedProxied.stop(), limitedDirect.stop()]);
    }
  });

  test("HSTS only over https, CORP everywhere, no-store on every answer to a post, no interest-cohort", async () => {
    const viaTls = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.50" };
    const answers: [string, Answer, boolean][] = [
      ["page over trusted https", await send(proxied, "/en", { headers: viaTls }), true],
      ["404 over trusted https", await send(proxied, "/en/nope", { headers: viaTls }), true],
      ["redirect over trusted https", await send(proxied, "/en/services/", { headers: viaTls }), true],
      ["page over plain http", await send(proxied, "/en"), false],
      ["http claimed by the proxy", await send(proxied, "/en", { headers: { "X-Forwarded-Proto": "http" } }), false],
      ["https claimed, no trusted proxy", await send(direct, "/en", { headers: viaTls }), false],
      ["https claimed by an untrusted peer", await send(proxied, "/en", { headers: viaTls, localAddress: "127.0.0.2" }), false],
      ["asset", await send(site, "/favicon.svg"), false],
      ["bad host", await get(site, "/en", "a b"), false],
      ["method", await send(site, "/en", { method: "PUT" }), false],
    ];
    for (const [label, answer, hsts] of answers) {
      count("response headers", answer.status);
      expect(answer.headers["strict-transport-security"], label).toBe(hsts ? "max-age=63072000; includeSubDomains" : undefined);
      expect(answer.headers["cross-origin-resource-policy"], label).toBe("same-origin");
      expect(answer.headers["permissions-policy"], label).not.toContain("interest-cohort");
      expect(answer.headers["permissions-policy"], label).toContain("camera=()");
    }

    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const contact = "name=Test+Visitor&email=visitor%40example.com&message=Hello&consent=on&elapsed=5000";
    const posts: [string, Answer, number][] = [
      ["missing fields", await send(site, "/en/contact", { method: "POST", headers: form, body: "name=" }), 400],
      ["confirmation", await send(site, "/de/kontakt", { method: "POST", headers: form, body: contact }), 303],
      ["data address", await send(site, "/en/contact.data", { method: "POST", headers: form, body: "name=" }), 405],
      [
        "cross-site",
        await send(site, "/en/contact", { method: "POST", headers: { ...form, Origin: "https://evil.example" }, body: "" }),
        403,
      ],
      ["declared too large", await send(site, "/en/contact", { method: "POST", headers: { ...form, "Content-Length": "99999999" } }), 413],
      ["upload refused", await send(site, "/api/uploads?name=x.exe", { method: "POST", body: "MZ" }), 415],
      ["upload removed", await send(site, "/api/uploads?remove=nothing", { method: "POST", body: "" }), 204],
      ["over trusted https", await emptyPost(proxied, { ...viaTls, Origin: `https://${HOST}` }), 400],
    ];
    for (const [label, answer, status] of posts) {
      count("answers to posts", answer.status);
      expect(answer.status, label).toBe(status);
      expect(answer.headers["cache-control"], label).toBe("no-store");
      expect(answer.headers["cross-origin-resource-policy"], label).toBe("same-origin");
    }
    expect(posts[1][1].headers.location).toMatch(/^\/de\/kontakt\/eingegangen\?ref=C-/);
  });
});

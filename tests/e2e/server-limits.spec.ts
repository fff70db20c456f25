import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import tr from "../../app/i18n/catalogues/tr.ts";
import { copyFor } from "../../app/leads/index.server.ts";
import { startLeadServer, withoutRequestLines, type LeadServer } from "./lead-server";
import { openBuildFiles, parseAnswer, portOf, raw, residentMb, settle, type Answer } from "./raw-http";

/**
 * What one client, or many, can make the server hold or do: descriptors for visitors who have left,
 * pipelined floods, slow headers and bodies, connections per address, renders forced by a query.
 * Each case is the reproduction of docs/decisions/011's limits, sent as raw bytes.
 */

test.describe.configure({ mode: "serial" });

let site: LeadServer;
test.beforeAll(async () => {
  site = await startLeadServer();
});
test.afterAll(async () => {
  await site?.stop();
});

/** How a visitor leaves a connection before the first byte of its answer has come back. */
type Leaving = "reset" | "close" | "half-close";

/** Writes the requests and leaves at once, in one of the three ways; resolves when the socket is gone. */
function leaveEarly(server: LeadServer, requests: string, how: Leaving): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect(portOf(server), "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.on("connect", () => {
      if (how === "reset") socket.write(requests, () => socket.resetAndDestroy());
      // FIN after the requests, then the socket closed before anything is read.
      else if (how === "close") socket.end(requests, () => socket.destroy());
      // FIN after the requests, then whatever comes back is read until the server hangs up.
      else {
        socket.resume();
        socket.end(requests);
      }
    });
  });
}

/** Opens `count` connections, `batch` at a time, each sending `requests` and leaving as `how` says. */
async function leaveMany(server: LeadServer, requests: string, how: Leaving, count: number, batch = 50) {
  for (let sent = 0; sent < count; sent += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - sent) }, () => leaveEarly(server, requests, how)));
  }
}

test.describe("descriptors", () => {
  test("2,000 visitors who leave before the first byte, in each of three ways, leave no descriptor or memory behind", async () => {
    test.setTimeout(240_000);
    const pid = site.process.pid!;
    const page = await raw(site, "GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(page.status).toBe(200);
    const request = (target: string, extra = "", method = "GET") => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
    // Every way a static answer starts: compressed or not, a page or a file, a 304, a HEAD.
    const requests = [
      request("/favicon.svg", "Accept-Encoding: gzip, br\r\n"),
      request("/en", "Accept-Encoding: gzip, br\r\n"),
      request("/en", "Accept-Encoding: identity\r\n"),
      request("/en", `If-None-Match: ${page.headers.etag}\r\n`),
      request("/en", "", "HEAD"),
    ].join("");
    // Warm up with the same traffic, so the figures before are those of a server whose heap has
    // grown to its working size: what must not grow is what the same traffic adds again.
    for (const how of ["reset", "close", "half-close"] as const) await leaveMany(site, requests, how, 2000);
    await settle(
      () => openBuildFiles(pid).build.length,
      (n) => n === 0,
    );
    const before = { ...openBuildFiles(pid), rss: residentMb(pid) };

    for (const how of ["reset", "close", "half-close"] as const) {
      const started = Date.now();
      await leaveMany(site, requests, how, 2000);
      const held = await settle(
        () => openBuildFiles(pid),
        (open) => open.build.length === 0,
      );
      console.log(
        `${how}: 2,000 connections × 5 requests in ${Date.now() - started} ms; build files held after: ${held.build.length}; rss ${residentMb(pid).toFixed(0)} MB`,
      );
      expect(held.build, `files of the build still open after 2,000 connections left by ${how}`).toEqual([]);
    }
    const after = await settle(
      () => ({ ...openBuildFiles(pid), rss: residentMb(pid) }),
      (now) => now.total <= before.total + 2,
    );
    console.log(`descriptors ${before.total} → ${after.total}; resident memory ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB`);
    expect(after.total).toBeLessThanOrEqual(before.total + 2);
    expect(after.rss).toBeLessThan(before.rss + 64);
    // The server is alive and answers.
    expect((await raw(site, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(200);
  });
});

/** A connection, open and idle. */
const openSocket = (server: LeadServer) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(portOf(server), "127.0.0.1", () => resolve(socket));
  });

/** Writes the request on an open connection and reads the answer until the server closes it. */
const ask = (socket: Socket, request: string) =>
  new Promise<Answer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.write(request);
  });

/** Milliseconds until the server answers a fresh GET /healthz. */
async function healthLatency(server: LeadServer): Promise<number> {
  const started = Date.now();
  const answer = await raw(server, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  expect(answer.status).toBe(200);
  return Date.now() - started;
}

/** Connections that send every request at once and never read an answer. */
async function flood(server: LeadServer, connections: number, requests: string): Promise<Socket[]> {
  return Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect(portOf(server), "127.0.0.1", () => {
            socket.pause();
            socket.write(requests);
            resolve(socket);
          });
          socket.on("error", () => {});
        }),
    ),
  );
}

test.describe("pipelined floods", () => {
  test("a client that pipelines 10,000 rendered pages and never reads them leaves /healthz answering within a second", async () => {
    test.setTimeout(120_000);
    const server = await startLeadServer();
    try {
      const pid = server.process.pid!;
      await healthLatency(server);
      const rssBefore = residentMb(pid);
      // The review's reproduction: 5 connections × 2,000 pipelined renders, 659 KiB in all.
      const requests = Array.from(
        { length: 2000 },
        (_, i) => `GET /en/contact?topic=general&i=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      ).join("");
      const sockets = await flood(server, 5, requests);
      const latencies: number[] = [];
      for (let i = 0; i < 10; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        latencies.push(await healthLatency(server));
      }
      const rssDuring = residentMb(pid);
      for (const socket of sockets) socket.destroy();
      const afterClose = await healthLatency(server);
      console.log(
        `/healthz during the flood: ${latencies.join(", ")} ms; after: ${afterClose} ms; resident memory ${rssBefore.toFixed(0)} → ${rssDuring.toFixed(0)} MB`,
      );
      expect(Math.max(...latencies, afterClose)).toBeLessThan(1000);
      expect(rssDuring - rssBefore).toBeLessThan(200);
    } finally {
      await server.stop();
    }
  });

  test("pipelined files that are never read hold at most one file per connection", async () => {
    const pid = site.process.pid!;
    // The review's reproduction: 4 connections × 300 GET /en, never read.
    const sockets = await flood(site, 4, "GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n".repeat(300));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const held = openBuildFiles(pid).build.length;
    for (const socket of sockets) socket.destroy();
    console.log(`build files held by 4 connections × 300 unread pipelined pages: ${held}`);
    expect(held).toBeLessThanOrEqual(4);
    expect(
      (
        await settle(
          () => openBuildFiles(pid),
          (open) => open.build.length === 0,
        )
      ).build,
    ).toEqual([]);
  });

  test("more renders than the server can take at once are answered 503 with Retry-After, in the page's language", async () => {
    // One render at a time and none waiting: of twenty visitors whose requests arrive together, some must meet the bound.
    const server = await startLeadServer({ RENDERS_IN_FLIGHT: "1", RENDERS_WAITING: "0" });
    try {
      const sockets = await Promise.all(Array.from({ length: 20 }, () => openSocket(server)));
      // The idle server takes every connection in before the requests are written on all of them at once.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answers = await Promise.all(
        sockets.map((socket, i) =>
          ask(socket, `GET /tr/iletisim?topic=general&i=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
        ),
      );
      const refused = answers.filter((answer) => answer.status === 503);
      console.log(`20 renders at once, one at a time: ${answers.length - refused.length} rendered, ${refused.length} refused`);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.headers["retry-after"]).toBe("5");
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.body).toBe(tr["common.busyText"]);
      }
      // A pre-rendered page is never counted: it is served whatever the renders are doing.
      expect((await raw(server, "GET /tr HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

/** Seconds until the server closes a connection that sends `first`, then one byte of `rest` every `everyMs`. */
function secondsUntilClosed(server: LeadServer, first: string, rest: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(portOf(server), "127.0.0.1", () => {
      socket.write(first);
      let at = 0;
      timer = setInterval(() => {
        if (at < rest.length) socket.write(rest[at++]);
      }, everyMs);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve((Date.now() - started) / 1000);
    });
  });
}

test.describe("slow clients", () => {
  test("headers sent a line a second and a body sent a byte a second are cut off within ten seconds, not 37", async () => {
    test.setTimeout(60_000);
    const headerLines = Array.from({ length: 60 }, (_, i) => `X-Slow-${i}: 1\r\n`).join("");
    const body = "name=".padEnd(200, "x");
    const [headers, slowBody] = await Promise.all([
      secondsUntilClosed(site, "GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\n", headerLines, 1000),
      secondsUntilClosed(
        site,
        `POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        1000,
      ),
    ]);
    console.log(`slow headers closed after ${headers} s, slow body after ${slowBody} s`);
    expect(headers).toBeLessThan(11);
    expect(slowBody).toBeLessThan(11);
  });

  test("an honest upload over a slow line is taken however long it lasts", async () => {
    test.setTimeout(60_000);
    // 1.2 MB at about 100 kB/s: twelve seconds, longer than a trickle is allowed to take.
    const chunk = Buffer.alloc(10_000, 0x20);
    const head = Buffer.from("%PDF-1.4\n");
    const size = head.length + 120 * chunk.length;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(portOf(site), "127.0.0.1", () => {
        socket.write(
          `POST /api/uploads?name=slow.pdf HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
        );
        socket.write(head);
        let sent = 0;
        const timer = setInterval(() => {
          socket.write(chunk);
          if (++sent === 120) clearInterval(timer);
        }, 100);
      });
      socket.on("data", (data: Buffer) => chunks.push(data));
      socket.on("error", reject);
      socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks))));
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).file.size).toBe(size);
  });

  test("one address holds at most 64 connections; other addresses are still served", async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 100 },
        () =>
          new Promise<{ socket: Socket; closed: boolean }>((resolve) => {
            const entry = { socket: connect(portOf(site), "127.0.0.1", () => resolve(entry)), closed: false };
            entry.socket.on("close", () => (entry.closed = true));
            entry.socket.on("error", () => {});
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const open = sockets.filter((entry) => !entry.closed).length;
    const elsewhere = await raw(site, "GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", "127.0.0.2");
    for (const entry of sockets) entry.socket.destroy();
    console.log(`100 connections from one address: ${open} kept open`);
    expect(open).toBe(64);
    expect(elsewhere.status).toBe(200);
    // Once they are closed, the address is served again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await raw(site, "GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(200);
  });
});

const head = (server: LeadServer, target: string, extra = "") =>
  raw(server, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`);

test.describe("what reaches the renderer", () => {
  test("a query no page reads is answered with the pre-rendered page; a topic or a country is rendered", async () => {
    const file = await head(site, "/en");
    for (const query of ["?x=1", "?utm_source=newsletter&utm_medium=email", "?fbclid=abc"]) {
      const answer = await head(site, `/en${query}`);
      expect(answer.status, query).toBe(200);
      // The pre-rendered file's validator: the server did not render this answer.
      expect(answer.headers.etag, query).toBe(file.headers.etag);
    }
    const topic = await head(site, "/de/kontakt?topic=samples");
    expect(topic.headers.etag).toBeUndefined();
    expect(topic.body).toMatch(/<option[^>]*value="samples"[^>]*selected|<option[^>]*selected[^>]*value="samples"/);
    const country = await head(site, "/en/projects?country=de");
    expect(country.status).toBe(200);
    expect(country.headers.etag).toBeUndefined();
  });

  test("an encoded slash is no page's address", async () => {
    for (const target of ["/en%2fcontact", "/en/contact%2Findex.html", "/de%2Fkontakt"]) {
      expect((await head(site, target)).status, target).toBe(404);
    }
  });

  test("a post to a page without a form is answered 405 before React Router, and nothing is logged", async () => {
    const before = site.log().length;
    for (let i = 0; i < 50; i++) {
      for (const target of ["/en", "/nope", "/healthz", "/en.data", "/en/contact.data", "/de/leistungen", "/en/contact%0D%0A"]) {
        const answer = await raw(site, `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        expect(answer.status, target).toBe(405);
        expect(answer.headers.allow, target).toBe("GET, HEAD");
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(withoutRequestLines(site.log().slice(before))).toBe("");
    // The forms and the uploads still take posts, with and without JavaScript.
    const form = "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\n";
    for (const target of ["/en/contact", "/hu/ajanlatkeres", "/tr/uzmanla-gorus"]) {
      const answer = await raw(site, `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${form}Connection: close\r\n\r\nname=`);
      expect(answer.status, target).toBe(400);
    }
  });
});

test.describe("early answers", () => {
  const PATHS = { en: "/en/contact", tr: "/tr/iletisim", hu: "/hu/kapcsolat", de: "/de/kontakt" } as const;

  test("a body declared too large says what was too large: the files of a multipart form, the answers of any other", async () => {
    for (const lang of ["en", "tr", "hu", "de"] as const) {
      const copy = copyFor(lang);
      const post = (type: string, target: string = PATHS[lang]) =>
        raw(
          site,
          `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 11534336\r\nConnection: close\r\n\r\n`,
        );
      const multipart = await post("multipart/form-data; boundary=x");
      expect(multipart.status).toBe(413);
      expect(multipart.body).toBe(copy.files.tooLarge);
      const answers = await post("application/x-www-form-urlencoded");
      expect(answers.status).toBe(413);
      expect(answers.body).toBe(copy.formErrors.tooLong);
    }
    const upload = await raw(
      site,
      "POST /api/uploads?name=a.pdf HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: 11534336\r\nConnection: close\r\n\r\n",
    );
    expect(upload.status).toBe(413);
    expect(upload.body).toBe(copyFor("en").files.tooLarge);
  });

  test("Expect: 100-continue is answered only after the early checks: a body too large gets its 413 and no 100 Continue", async () => {
    const refused = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect(portOf(site), "127.0.0.1", () =>
        socket.write(
          "POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999\r\nExpect: 100-continue\r\n\r\n",
        ),
      );
      socket.on("data", (data: Buffer) => (text += data.toString("latin1")));
      socket.on("close", () => resolve(text));
    });
    expect(refused).not.toContain("100 Continue");
    expect(refused.split(" ")[1]).toBe("413");

    const accepted = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect(portOf(site), "127.0.0.1", () =>
        socket.write(
          "POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
        ),
      );
      socket.on("data", (data: Buffer) => {
        text += data.toString("latin1");
        if (text.startsWith("HTTP/1.1 100 Continue\r\n\r\n") && !text.includes("name=")) {
          socket.write("name=");
          text += "name=";
        }
      });
      socket.on("close", () => resolve(text));
    });
    expect(accepted.startsWith("HTTP/1.1 100 Continue\r\n\r\n")).toBe(true);
    expect(accepted).toContain("HTTP/1.1 400");
  });
});

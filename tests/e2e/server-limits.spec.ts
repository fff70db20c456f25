import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { tr } from "../../app/i18n/catalogues/tr.ts";
import { startLeadServer, type LeadServer } from "./lead-server";
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
        expect(answer.body).toBe(tr.common.busyText);
      }
      // A pre-rendered page is never counted: it is served whatever the renders are doing.
      expect((await raw(server, "GET /tr HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

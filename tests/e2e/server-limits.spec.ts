import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startLeadServer, type LeadServer } from "./lead-server";
import { openBuildFiles, portOf, raw, residentMb, settle } from "./raw-http";

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

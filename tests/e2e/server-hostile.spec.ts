import { readdirSync, readlinkSync, statSync } from "node:fs";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startLeadServer, type LeadServer } from "./lead-server";

/**
 * Hostile traffic against the real server process, sent as raw bytes where a client library would
 * tidy the request up: aborted downloads and odd Accept-Encoding weights.
 */

const BUILD_DIR = path.resolve("build");

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every hostile case, by group and answer, printed when the spec ends. */
const tally = new Map<string, Map<number, number>>();
function count(group: string, status: number) {
  const statuses = tally.get(group) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(group, statuses);
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length;) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends exactly these bytes and reads the answer until the server closes the connection. */
function raw(server: LeadServer, request: string): Promise<Answer> {
  const { port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not end(): a client that half-closes may be hung up on before its answer is written.
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = all.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).toLowerCase();
        headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
      }
      const body = all.subarray(headEnd + 4);
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: (headers["transfer-encoding"] === "chunked" ? dechunk(body) : body).toString("utf8"),
      });
    });
  });
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

/** What the server logged while `run` ran: hostile requests must not fill the log with stack traces. */
function openBuildFiles(pid: number): { total: number; build: string[] } {
  const fdDir = `/proc/${pid}/fd`;
  const targets = readdirSync(fdDir).map((fd) => {
    try {
      return readlinkSync(path.join(fdDir, fd));
    } catch {
      return ""; // closed while being listed
    }
  });
  return { total: targets.length, build: targets.filter((target) => target.startsWith(BUILD_DIR + path.sep)) };
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
      expect((await get(site, file.url, "127.0.0.1", "Accept-Encoding: identity\r\n")).body.length).toBe(file.size);
    expect(openBuildFiles(pid).build).toEqual([]);
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

import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import type { LeadServer } from "./lead-server";

/**
 * HTTP spoken as raw bytes, where a client library would tidy the request up, and what the server
 * process holds while it answers (its descriptors and memory, read from /proc).
 */

export const BUILD_DIR = path.resolve("build");

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes, for a file that is not text (a PDF, the sample point cloud). */
  bytes?: Buffer;
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

/** The first answer in a response stream: its status line, headers and (de-chunked) body. */
export function parseAnswer(all: Buffer): Answer {
  const headEnd = all.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = all.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
  }
  const sent = all.subarray(headEnd + 4);
  const bytes = headers["transfer-encoding"] === "chunked" ? dechunk(sent) : sent;
  return { status: Number(statusLine.split(" ")[1]), headers, body: bytes.toString("utf8"), bytes };
}

export const portOf = (server: LeadServer) => Number(new URL(server.baseURL).port);

/** Sends exactly these bytes and reads the answer until the server closes the connection. */
export function raw(server: LeadServer, request: string, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not end(): a client that half-closes may be hung up on before its answer is written.
    const socket = connect({ port: portOf(server), host: "127.0.0.1", localAddress }, () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks))));
  });
}

/** Regular files under the build the server process holds open, and all its descriptors. */
export function openBuildFiles(pid: number): { total: number; build: string[] } {
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

/** The server process's resident memory, in megabytes. */
export function residentMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Waits until the check holds or the time is up; the last value either way. */
export async function settle<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  let value = read();
  for (let waited = 0; !done(value) && waited < timeoutMs; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  return value;
}

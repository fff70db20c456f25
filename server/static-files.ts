import { createReadStream, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { acceptedEncodings } from "./accept-encoding.ts";
import { COMPRESSIBLE, fileHeaders, isPage } from "./file-headers.ts";

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A file of the build: where it is, its path under the build ("/en/index.html"), its size and time. */
export interface StaticFile {
  file: string;
  name: string;
  stats: Stats;
}

/**
 * The file under `root` that a decoded URL path names, or undefined. A path with an
 * extension names a file; one without names a pre-rendered page (path/index.html).
 * Nothing outside `root` is ever returned.
 */
export async function findStaticFile(root: string, pathname: string): Promise<StaticFile | undefined> {
  if (pathname.includes("\0") || pathname.includes("\\")) return undefined;
  const hasExtension = path.posix.extname(pathname) !== "";
  const relative = hasExtension ? pathname : path.posix.join(pathname, "index.html");
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  if (path.basename(file).startsWith(".")) return undefined;
  const stats = await fileStats(file);
  return stats ? { file, name: `/${path.relative(root, file).split(path.sep).join("/")}`, stats } : undefined;
}

/** Each file's headers (server/file-headers.ts), computed once per version of the file: a page's policy hashes its inline scripts. */
const known = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();
async function headersOf({ file, name, stats }: StaticFile): Promise<Record<string, string>> {
  const cached = known.get(file);
  if (cached?.mtimeMs === stats.mtimeMs) return cached.headers;
  const headers = fileHeaders(name, isPage(name) ? await readFile(file, "utf8") : undefined);
  known.set(file, { mtimeMs: stats.mtimeMs, headers });
  return headers;
}

/** The precompressed twin of each encoding (scripts/postbuild.mjs). */
const TWIN_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Sends a static file with its headers: precompressed when the client accepts it, cached for a year when its name is hashed. */
export async function sendStaticFile(req: IncomingMessage, res: ServerResponse, found: StaticFile) {
  const ext = path.extname(found.file);
  const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`;
  for (const [name, value] of Object.entries(await headersOf(found))) res.setHeader(name, value);
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", found.stats.mtime.toUTCString());

  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }

  let file = found.file;
  let size = found.stats.size;
  if (COMPRESSIBLE.has(ext)) {
    for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
      if (encoding === "identity") break;
      const stats = await fileStats(file + TWIN_SUFFIX[encoding]);
      if (stats) {
        file += TWIN_SUFFIX[encoding];
        size = stats.size;
        res.setHeader("Content-Encoding", encoding);
        break;
      }
    }
  }
  res.setHeader("Content-Length", size);
  res.statusCode = 200;
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // A file is opened only for a visitor still there, and only when this answer's turn has come:
  // a pipelined answer waits behind those before it, and would otherwise hold its file meanwhile.
  if (!(await turnCame(req, res))) return;
  const stream = createReadStream(file);
  try {
    await pipeline(stream, res);
  } catch {
    // The visitor hung up or the file could not be read: there is no one left to tell.
  } finally {
    // pipeline() does not take the file when the response closed before it started (it throws first).
    stream.destroy();
  }
}

/** Whether the visitor has gone (hung up, or the answer was cut off). */
const gone = (req: IncomingMessage, res: ServerResponse) => res.destroyed || res.writableEnded || req.socket.destroyed;

/**
 * Resolves true once this response is the one its connection is writing (at once, unless requests
 * before it on the same connection are still being answered), false as soon as the visitor has left.
 */
export function turnCame(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (gone(req, res)) return Promise.resolve(false);
  if (res.socket) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = () => {
      res.off("socket", settle);
      res.off("close", settle);
      forget();
      resolve(!gone(req, res) && res.socket !== null);
    };
    res.once("socket", settle);
    res.once("close", settle);
    const forget = whenClosed(req.socket, settle);
  });
}

/** What to call when a connection closes: one listener per connection, however many answers wait on it. */
const closeWaiters = new WeakMap<Socket, Set<() => void>>();
function whenClosed(socket: Socket, callback: () => void): () => void {
  let waiters = closeWaiters.get(socket);
  if (!waiters) {
    const all = new Set<() => void>();
    socket.once("close", () => all.forEach((waiter) => waiter()));
    closeWaiters.set(socket, all);
    waiters = all;
  }
  waiters.add(callback);
  return () => waiters.delete(callback);
}

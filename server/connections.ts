import type { IncomingMessage, Server } from "node:http";
import { LIMITS } from "./limits.ts";
import { budgetKey } from "../app/leads/index.server.ts";
import { normalizeIp } from "./proxy.ts";

/**
 * Closes a new connection at once when its address (an IPv6 visitor: their /64) already holds
 * LIMITS.connectionsPerAddress. A trusted proxy carries every visitor's connections, so it is not capped.
 */
export function capConnectionsPerAddress(server: Server, trusted: ReadonlySet<string>) {
  const open = new Map<string, number>();
  server.prependListener("connection", (socket) => {
    const ip = normalizeIp(socket.remoteAddress);
    if (ip === undefined || trusted.has(ip)) return;
    const key = budgetKey(ip);
    const count = (open.get(key) ?? 0) + 1;
    if (count > LIMITS.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/**
 * Ends a request whose body arrives slower than LIMITS.bodyMinBytesPerWindow per window, so a
 * client trickling bytes holds a connection for seconds, not minutes, while an honest upload over
 * a slow uplink (tens of kilobytes a second) is never cut off, however long it takes. Time the
 * server itself is not reading (a request waiting for its turn, a paused or full buffer) is not counted.
 */
export function watchBodyRates(server: Server) {
  const reading = new Map<IncomingMessage, { since: number; bytes: number }>();
  const track = (req: IncomingMessage) => {
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (hasBody) reading.set(req, { since: Date.now(), bytes: req.socket.bytesRead });
  };
  server.on("request", track);
  server.on("checkContinue", track);
  setInterval(() => {
    const now = Date.now();
    for (const [req, window] of reading) {
      if (req.complete || req.socket.destroyed) {
        reading.delete(req);
      } else if (req.readableFlowing !== true || req.readableLength >= req.readableHighWaterMark) {
        // Nobody is reading the body yet (it waits for its turn), or it is read slower than it comes.
        Object.assign(window, { since: now, bytes: req.socket.bytesRead });
      } else if (now - window.since >= LIMITS.bodyWindowMs) {
        if (req.socket.bytesRead - window.bytes < LIMITS.bodyMinBytesPerWindow) {
          reading.delete(req);
          req.socket.destroy();
        } else Object.assign(window, { since: now, bytes: req.socket.bytesRead });
      }
    }
  }, 1000).unref();
}

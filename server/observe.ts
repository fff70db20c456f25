import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../app/observability/log.server.ts";
import { metrics, type RouteKind } from "../app/observability/metrics.server.ts";
import { normalizeIp } from "./proxy.ts";

/** Where Prometheus reads the metrics (docs/decisions/018). */
export const METRICS_PATH = "/metrics";

const KIND = Symbol("route kind");
type Marked = ServerResponse & { [KIND]?: RouteKind };

/** Records what kind of answer a request is getting, for its log line and the request metrics. */
export function markKind(res: ServerResponse, kind: RouteKind) {
  (res as Marked)[KIND] = kind;
}

/** Addresses whose path is one of the site's own (never something a visitor typed) are logged with it. */
const PATH_LOGGED = new Set<RouteKind>(["page", "file", "rendered", "form", "upload", "health", "metrics"]);

/**
 * Wraps the request handler: each answer, once it has ended (or the visitor has left), is counted by
 * kind and status class, timed into the latency histogram, and logged as one JSON line: time,
 * request id, method, kind, status, duration; the path only when it is one of the site's own
 * addresses, and never the query, the visitor's address or anything they sent (docs/decisions/019).
 */
export function observeRequests<T extends (req: IncomingMessage, res: ServerResponse) => Promise<void>>(handle: T): T {
  const observed = (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const id = randomUUID();
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      let kind = (res as Marked)[KIND] ?? "refused";
      if (res.statusCode === 404 && kind === "rendered") kind = "not-found";
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      metrics.requests.inc({ kind, status });
      metrics.duration.observe({ kind }, seconds);
      logger.info(
        {
          event: "request",
          id,
          method: req.method,
          kind,
          ...(PATH_LOGGED.has(kind) && { path: (req.url ?? "/").split("?")[0] }),
          status: res.statusCode,
          ms: Math.round(seconds * 1e4) / 10,
          ...(!res.writableEnded && { aborted: true }),
        },
        `${req.method} ${kind} ${res.statusCode}`,
      );
    });
    return handle(req, res);
  };
  return Object.assign(observed, handle);
}

/**
 * Who may read the metrics: a direct connection from this machine (a loopback peer whose request
 * no proxy relayed: it carries no forwarding header and, with TRUST_PROXY, the visitor's address
 * is the loopback peer itself), or whoever presents METRICS_TOKEN as a bearer token. A relayed
 * visitor, even through a proxy on this machine, is not this machine.
 */
export function metricsAccess(token: string | undefined = process.env.METRICS_TOKEN) {
  const secret = token?.trim() ? token.trim() : undefined;
  if (secret !== undefined && secret.length < 16) throw new Error("METRICS_TOKEN must be at least 16 characters long");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const expected = secret === undefined ? undefined : digest(secret);
  return (req: IncomingMessage, visitorIp: string): boolean => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
    if (expected && bearer !== undefined && timingSafeEqual(digest(bearer), expected)) return true;
    const peer = normalizeIp(req.socket.remoteAddress);
    const loopback = (ip: string | undefined) => ip === "127.0.0.1" || ip === "::1";
    const relayed = ["x-forwarded-for", "forwarded", "x-real-ip"].some((name) => req.headers[name] !== undefined);
    return loopback(peer) && !relayed && visitorIp === peer;
  };
}

/** The metrics, in Prometheus's text format. */
export async function sendMetrics(req: IncomingMessage, res: ServerResponse) {
  const body = await metrics.registry.metrics();
  res.statusCode = 200;
  res.setHeader("Content-Type", metrics.registry.contentType);
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : body);
}

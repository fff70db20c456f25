import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { findStaticFile, sendStaticFile, turnCame } from "./static-files.ts";
import { setAnswerHeaders } from "./security-headers.ts";
import { requestHost } from "./host.ts";
import { clientOf, parseTrustedProxies } from "./proxy.ts";
import { langOf, lowercasePath, readsQuery, readTarget } from "./request-target.ts";
import { createLimiter, LIMITS } from "./limits.ts";
import { busyText, tooLargeText } from "./words.ts";
import { markKind, metricsAccess, METRICS_PATH, sendMetrics } from "./observe.ts";
import { metrics } from "../app/observability/metrics.server.ts";
import { copyFor, isCrossSite } from "../app/leads/index.server.ts";
import { DEFAULT_LANG, type Lang } from "../app/i18n/languages.ts";
import { LEGACY_REDIRECTS } from "../app/site/route-table.ts";

/** Where files are uploaded (app/routes.ts). */
const UPLOADS_PATH = "/api/uploads";
/** The path a not-found page is rendered for, in a language, when the address itself cannot be routed. */
const notFoundPath = (lang: Lang) => `/${lang}/__not-found`;
/**
 * Old addresses React Router answers with a permanent redirect (routes/catch-all.tsx): with their
 * language prefix, and the English ones without it too (sent on to the visitor's language).
 */
const LEGACY_PATHS = new Set(
  LEGACY_REDIRECTS.flatMap((legacy) => [
    ...Object.entries(legacy.paths).flatMap(([lang, paths]) => paths.map((p) => `/${lang}${p}`)),
    ...legacy.paths.en,
  ]),
);
/** A form post carries at most 10 MB of files and its fields; anything larger is refused unread. */
const MAX_POST_BYTES = 10 * 1024 * 1024 + 512 * 1024;

/** What the build's server entry (app/entry.server.tsx) gives this server besides rendering. */
interface ServerEntry {
  /**
   * The load context a request is handed to React Router with: it carries the visitor's address
   * to the forms and the uploads. Made inside the build, whose copy of the app code reads it.
   */
  requestContext: (clientAddress: string) => RouterContextProvider;
  startBackgroundWork?: () => void;
  stopBackgroundWork?: () => Promise<void>;
  checkDatabase?: () => Promise<void>;
}

/** The address load balancers ask whether this instance should get traffic. */
export const HEALTH_PATH = "/healthz";
/** A database that has not answered in this long is down, as far as the health check is concerned. */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * The production request handler: pre-rendered files first (precompressed, hashed
 * assets cached for a year), "/x/" redirected to "/x", everything else to React Router.
 * `trustProxy` is the TRUST_PROXY setting (server/proxy.ts).
 */
export async function createApp(buildDir: string, { trustProxy = process.env.TRUST_PROXY } = {}) {
  const trusted = parseTrustedProxies(trustProxy);
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const entry = build.entry.module as typeof build.entry.module & ServerEntry;
  /** The paths a post may go to: the routes with an action (the form pages). */
  const postable = new Set(
    Object.values(build.routes)
      .filter((route) => route?.module.action && route.path)
      .map((route) => `/${route!.path!.replace(/^\//, "")}`),
  );
  const renders = createLimiter({ inFlight: LIMITS.rendersInFlight, waiting: LIMITS.rendersWaiting, waitMs: LIMITS.renderWaitMs });
  const mayReadMetrics = metricsAccess();
  entry.startBackgroundWork?.();
  /** Set once the server is shutting down: the health check fails and every answer closes its connection. */
  let draining = false;

  /** 200 while the process serves and the database answers; 503 otherwise, so a balancer sends traffic elsewhere. */
  async function health(res: ServerResponse) {
    res.setHeader("Cache-Control", "no-store");
    if (draining) return sendText(res, 503, "shutting down");
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
      });
      await Promise.race([entry.checkDatabase?.(), timeout]).finally(() => clearTimeout(timer));
    } catch {
      return sendText(res, 503, "database unavailable");
    }
    sendText(res, 200, "ok");
  }

  /**
   * Hands the request to React Router under a URL made of the scheme the visitor used, the
   * validated host and the request line's path: never X-Forwarded-Host or Forwarded, which anyone
   * can send. The forms compare Origin with this URL's origin. The visitor's address (`client.ip`)
   * goes in the load context, where no header a client sends can reach.
   */
  async function render(req: IncomingMessage, res: ServerResponse, host: string, client: { ip: string; https: boolean }) {
    // Requests pipelined on one connection are rendered one after the other, each once the answer
    // before it has gone out: a client that never reads its answers costs one render, not thousands.
    if (!(await turnCame(req, res))) return;
    // Rendering costs CPU: a bounded number at once, a short line, and a cheap 503 beyond it.
    // Posts and uploads are bounded by the lead code itself, which answers in the form's own words.
    const release = req.method === "POST" ? () => {} : await renders.acquire();
    if (!release) {
      markKind(res, "refused");
      metrics.refusals.inc({ reason: "busy" });
      res.setHeader("Cache-Control", "no-store");
      return sendText(res, 503, busyText(langOf(req.url ?? "/")), { "Retry-After": String(LIMITS.retryAfterSeconds) });
    }
    let response: Response;
    const request = createRequest(req, res, { host, protocol: client.https ? "https:" : "http:" });
    try {
      // Let the event loop take new connections between renders (a health check, a visitor), which
      // a chain of renders started from one another's completion would otherwise hold off.
      await new Promise((resolve) => setImmediate(resolve));
      if (req.socket.destroyed) return; // the visitor left while the request waited its turn
      // The page is complete when this resolves (its CSP hashes its scripts): the work is done.
      response = await handleRequest(request, entry.requestContext(client.ip));
    } catch (error) {
      if (request.signal.aborted) return; // the visitor left; nobody to answer
      throw error;
    } finally {
      release();
    }
    if (req.method === "POST") {
      // An answer to a post repeats what the visitor sent: no cache may keep it, whatever the route said.
      response = new Response(response.body, response);
      response.headers.set("Cache-Control", "no-store");
    }
    if (request.signal.aborted || req.socket.destroyed) return;
    // An answer given before the body was read to its end (a refusal): the rest is read and dropped,
    // so the connection goes on to its next request instead of stalling until it times out. A body
    // of unknown length might never end: its connection is closed after the answer instead.
    const unread = !req.complete;
    if (unread && req.headers["content-length"] === undefined) res.setHeader("Connection", "close");
    await sendResponse(res, response);
    if (unread) {
      // The request's body stream, abandoned with the answer, would pause the request again.
      req.removeAllListeners("data");
      req.on("data", () => {});
      req.resume();
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
    const client = clientOf({ address: req.socket.remoteAddress, encrypted }, (name) => req.headers[name], trusted);
    setAnswerHeaders(res, { https: client.https });
    if (draining) res.setHeader("Connection", "close");
    if (req.url === HEALTH_PATH && (req.method === "GET" || req.method === "HEAD")) {
      markKind(res, "health");
      return health(res);
    }
    // Anyone else asking for the metrics gets the not-found page, as for any unknown address.
    if (pathOf(req.url ?? "/") === METRICS_PATH && (req.method === "GET" || req.method === "HEAD") && mayReadMetrics(req, client.ip)) {
      markKind(res, "metrics");
      return sendMetrics(req, res);
    }
    if (req.method === "POST") res.setHeader("Cache-Control", "no-store");

    const host = requestHost(req);
    if (host === undefined) return sendText(res, 400, "Bad Request");
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD, POST" });
    }
    if (req.method === "POST") {
      const lang = langOf(req.url ?? "/");
      // Only a form's page and the uploads take a post: anything else is
      // answered here, before React Router would log an error for a route without an action.
      if (!postable.has(pathOf(req.url ?? "/"))) return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
      // Refused here, before the body is read and before React Router's own plain "Bad Request".
      const header = (name: string) => [req.headers[name]].flat()[0];
      if (isCrossSite(header, new URL(`${client.https ? "https" : "http"}://${host}`).origin)) {
        return sendText(res, 403, copyFor(lang).formErrors.crossSite);
      }
      if (Number(req.headers["content-length"] ?? 0) > MAX_POST_BYTES) {
        const upload = pathOf(req.url ?? "/") === UPLOADS_PATH;
        return sendText(res, 413, tooLargeText(lang, { contentType: req.headers["content-type"], upload }), { Connection: "close" });
      }
    }
    // The request passed every check made before its body: the client may send it now.
    if (req.headers.expect?.toLowerCase() === "100-continue") res.writeContinue();

    const target = readTarget(req.url ?? "/");
    if (target.kind === "redirect") {
      markKind(res, "redirect");
      res.statusCode = 301;
      res.setHeader("Location", target.location);
      if (req.method !== "POST") res.setHeader("Cache-Control", "public, max-age=3600");
      res.end();
      return;
    }
    if (target.kind === "not-found") {
      markKind(res, "not-found");
      req.url = notFoundPath(target.lang);
      return render(req, res, host, client);
    }

    // A query a page reads (a form's preselected topic, the projects' country) is rendered by the
    // server; any other query changes nothing, and the pre-rendered file answers it.
    const { pathname, rawPath, query } = target;
    // Every address of the site is lowercase. One with a capital ("/DE/Kontakt", "/HU") is sent to
    // its lowercase form where the site answers that (a page, a file, an old address), and otherwise
    // gets the not-found page: React Router would match it case-insensitively to a page whose loader
    // then knows no such address, and the visitor would see the bare error page.
    const lower = pathname.startsWith("/assets/") ? undefined : lowercasePath(rawPath);
    if (lower !== undefined && (req.method === "GET" || req.method === "HEAD")) {
      if (
        LEGACY_PATHS.has(lower) ||
        (await findStaticFile(clientDir, lower)) ||
        (await findStaticFile(clientDir, decodeURIComponent(lower)))
      ) {
        markKind(res, "redirect");
        res.statusCode = 301;
        res.setHeader("Location", lower + query);
        res.setHeader("Cache-Control", "public, max-age=3600");
        res.end();
        return;
      }
      markKind(res, "not-found");
      req.url = notFoundPath(langOf(lower));
      return render(req, res, host, client);
    }
    if ((req.method === "GET" || req.method === "HEAD") && (pathname.startsWith("/assets/") || !readsQuery(pathname, query))) {
      const found = (await findStaticFile(clientDir, pathname)) ?? (await findStaticFile(clientDir, rawPath));
      if (found) {
        markKind(res, found.file.endsWith(".html") ? "page" : "file");
        return sendStaticFile(req, res, found);
      }
      if (pathname.startsWith("/assets/")) {
        markKind(res, "not-found");
        req.url = notFoundPath(DEFAULT_LANG);
        return render(req, res, host, client);
      }
    }
    markKind(res, req.method !== "POST" ? "rendered" : pathname === UPLOADS_PATH ? "upload" : "form");
    return render(req, res, host, client);
  }
  return Object.assign(handle, {
    /** Fails the health check and closes each connection after its answer, while requests in flight finish. */
    drain: () => void (draining = true),
    stop: async () => entry.stopBackgroundWork?.(),
    trusted,
  });
}

/** A short plain-text answer: refusals, and the health check. */
function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(text);
}

/** The path of a request target, without its query. */
const pathOf = (url: string) => url.split("?")[0];

import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { findStaticFile, sendStaticFile } from "./static-files.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { copyFor } from "../app/leads/copy/copy.server.ts";
import { isCrossSite } from "../app/leads/guards.server.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../app/i18n/languages.ts";

/** The path a not-found page is rendered for when the address itself cannot be read. */
const NOT_FOUND_PATH = "/__not-found";
/** Set from the socket for the forms' rate limit; whatever a client sends under this name is replaced. */
const CLIENT_IP_HEADER = "x-pontos-client-ip";
/** A form post carries at most 10 MB of files and its fields; anything larger is refused unread. */
const MAX_POST_BYTES = 10 * 1024 * 1024 + 512 * 1024;

interface BackgroundWork {
  startBackgroundWork?: () => void;
  stopBackgroundWork?: () => Promise<void>;
}

/**
 * The production request handler: pre-rendered files first (precompressed, hashed
 * assets cached for a year), "/x/" redirected to "/x", everything else to React Router.
 */
export async function createApp(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const reactRouter = createRequestListener({ build, mode: "production" });
  const background = build.entry.module as BackgroundWork;
  background.startBackgroundWork?.();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    setSecurityHeaders(res);
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      return refuse(res, 405, "Method Not Allowed", { Allow: "GET, HEAD, POST" });
    }
    if (req.method === "POST") {
      const lang = langOf(req.url ?? "/");
      // Refused here, before the body is read and before React Router's own plain "Bad Request".
      const header = (name: string) => [req.headers[name]].flat()[0];
      if (isCrossSite(header, `${"encrypted" in req.socket && req.socket.encrypted ? "https" : "http"}://${req.headers.host}`)) {
        return refuse(res, 403, copyFor(lang).formErrors.crossSite);
      }
      if (Number(req.headers["content-length"] ?? 0) > MAX_POST_BYTES) {
        return refuse(res, 413, copyFor(lang).files.tooLarge, { Connection: "close" });
      }
    }
    const rawUrl = req.url ?? "/";
    const queryAt = rawUrl.indexOf("?");
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);

    let pathname: string | undefined;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = undefined;
    }
    if (pathname === undefined || !rawPath.startsWith("/") || pathname.includes("\0")) {
      req.url = NOT_FOUND_PATH;
      return reactRouter(req, res);
    }

    // One slash at the front (never a protocol-relative "//host"), none at the end.
    if (rawPath.length > 1 && (rawPath.endsWith("/") || rawPath.startsWith("//"))) {
      const clean = `/${rawPath.replace(/^\/+|\/+$/g, "")}`;
      res.statusCode = 301;
      res.setHeader("Location", clean + query);
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.end();
      return;
    }

    // A query (a form's preselected topic, say) is rendered by the server; the pre-rendered file has none.
    if ((req.method === "GET" || req.method === "HEAD") && (query === "" || pathname.startsWith("/assets/"))) {
      const found = (await findStaticFile(clientDir, pathname)) ?? (await findStaticFile(clientDir, rawPath));
      if (found) return sendStaticFile(req, res, found, { immutable: pathname.startsWith("/assets/") });
      if (pathname.startsWith("/assets/")) req.url = NOT_FOUND_PATH;
    }
    return reactRouter(req, res);
  }
  return Object.assign(handle, { stop: async () => background.stopBackgroundWork?.() });
}

function refuse(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(text);
}

/** The language of an address (its first segment), for refusals made before React Router sees the request. */
function langOf(url: string): Lang {
  const first = url.split(/[/?#]/)[1] ?? "";
  return isLang(first) ? first : DEFAULT_LANG;
}

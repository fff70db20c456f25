import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { findStaticFile, sendStaticFile } from "./static-files.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/** The path a not-found page is rendered for when the address itself cannot be read. */
const NOT_FOUND_PATH = "/__not-found";

/**
 * The production request handler: pre-rendered files first (precompressed, hashed
 * assets cached for a year), "/x/" redirected to "/x", everything else to React Router.
 */
export async function createApp(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const reactRouter = createRequestListener({ build, mode: "production" });

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    setSecurityHeaders(res);
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

    if (req.method === "GET" || req.method === "HEAD") {
      const found = (await findStaticFile(clientDir, pathname)) ?? (await findStaticFile(clientDir, rawPath));
      if (found) return sendStaticFile(req, res, found, { immutable: pathname.startsWith("/assets/") });
      if (pathname.startsWith("/assets/")) req.url = NOT_FOUND_PATH;
    }
    return reactRouter(req, res);
  };
}

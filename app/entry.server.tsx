import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { clientAddressContext, leadServiceFromEnv } from "~/leads/index.server";
import { contentSecurityPolicy, noncePolicy } from "./security/csp";
import { ScriptNonce } from "./security/script-nonce";
import { logger } from "./observability/log.server";

export const streamTimeout = 5_000;

/**
 * The script of a page: the client entry alone, as one module script, which enhances the HTML
 * (app/enhance) and, on a form page, hydrates the form as an island once the visitor starts to use
 * it (docs/decisions/021). A module script runs after the document is parsed and never blocks it.
 */
export function pageScripts(html: string, entryModule: string): string {
  if (!html.includes("</body>")) throw new Error("pageScripts: the page has no </body> to put its script before");
  return html.replace("</body>", `<script type="module" src="${entryModule}"></script></body>`);
}

function renderToString(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const page = (
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        logger.error(
          { event: "render-error", method: request.method, path: new URL(request.url).pathname, ...errorFields(error) },
          "render failed",
        );
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const development = routerContext.manifest.hmr !== undefined;
  // An answer rendered for one request (a form's answer, an address with a query) may repeat what
  // the visitor sent: its inline scripts run by a nonce of its own, never by the hash of whatever
  // the HTML holds. A page pre-rendered at build time holds no visitor's data; the server sends it
  // with the hashes of its inline scripts (server/static-files.ts), so it carries no nonce.
  const nonce = development || renderedAtBuildTime() ? undefined : randomBytes(16).toString("base64");
  const { html, failed } = await renderToString(request, routerContext, nonce);
  // The development server's pages keep React Router's bootstrap: its hot-reload runtime loads first.
  const body = development ? html : pageScripts(html, routerContext.manifest.entry.module);
  // The development server's hot-reload runtime injects inline scripts of its own; it keeps the server's default policy.
  if (!development) responseHeaders.set("Content-Security-Policy", nonce ? noncePolicy(nonce) : contentSecurityPolicy(body));
  return new Response(body, { status: failed ? 500 : responseStatusCode, headers: responseHeaders });
}

/** True while React Router pre-renders pages at build time: it sets this for the requests it makes then. */
function renderedAtBuildTime(): boolean {
  return process.env.IS_RR_BUILD_REQUEST === "yes";
}

/**
 * What reaches the log from React Router. A refusal it answers itself (a post to an address that
 * takes none: 405; no such route: 404) is the visitor's mistake or a probe, and a request the
 * visitor abandoned has no one left to answer: neither is logged, however often it comes. Anything
 * else is a fault to look at, logged once as one JSON line: method and path (never the query, which
 * may hold what a visitor typed) with the message, and the stack of an Error in `stack`.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const { method } = request;
  const path = new URL(request.url).pathname;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logger.error({ event: "render-error", method, path, ...errorFields(error) }, `${method} ${path}: ${detail}`);
};

/** An Error's stack frames (its first line, the message, is the log line's own). */
function errorFields(error: unknown): { stack?: string } {
  const frames = error instanceof Error ? error.stack?.split("\n").slice(1).join("\n") : undefined;
  return frames ? { stack: frames } : {};
}

/**
 * The load context the Node server hands each request to React Router with (server/app.ts): the
 * visitor's address, as the socket or a trusted proxy gave it, for the forms' and uploads' budgets
 * and the stored submission. Made here, in the build, because the context is known by identity and
 * the build holds its own copy of the app code: a context made from the source would not be this one.
 */
export function requestContext(clientAddress: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  return context;
}

/**
 * Called once by the Node server when it starts, and when it stops: mail delivery from the outbox
 * and the hourly sweep (uploads no form claimed, enquiries and IP addresses past their retention).
 * They live in this bundle so the forms' actions and the background work share one database connection.
 */
export function startBackgroundWork() {
  leadServiceFromEnv().startBackground();
}
export async function stopBackgroundWork() {
  await leadServiceFromEnv().close();
}
/** The health check's question to the store: throws unless the database answers. */
export async function checkDatabase() {
  await leadServiceFromEnv().ping();
}

import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { leadServiceFromEnv } from "./leads/service.server";

export const streamTimeout = 5_000;

/**
 * The page paints from its HTML and CSS alone; the scripts that enhance it start loading once
 * it has painted (after the load event and a frame), so they never compete with the first
 * bytes. Every page works before then: links, FAQs, forms and the mobile menu are plain HTML.
 * The router's module preloads are dropped and its bootstrap's static imports become dynamic
 * imports awaited after that point. See docs/decisions/004-scripts-after-first-paint.md.
 */
export function deferScripts(html: string): string {
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
  return withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (whole, body: string) => {
    const modules: { name: string; url: string }[] = [];
    const rest = body.replace(/import \* as (\w+) from ("[^"]+");/g, (_match, name: string, url: string) => {
      modules.push({ name, url });
      return "";
    });
    if (modules.length === 0) return whole;
    const afterPaint =
      'await new Promise((r)=>{const go=()=>requestAnimationFrame(()=>setTimeout(r));document.readyState==="complete"?go():addEventListener("load",go,{once:true})});';
    const load = `const [${modules.map((m) => m.name).join(",")}]=await Promise.all([${modules.map((m) => `import(${m.url})`).join(",")}]);`;
    return `<script type="module" async="">${afterPaint}${load}${rest}</script>`;
  });
}

function renderToString(request: Request, routerContext: EntryContext): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
        console.error(error);
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
  const { html, failed } = await renderToString(request, routerContext);
  return new Response(deferScripts(html), { status: failed ? 500 : responseStatusCode, headers: responseHeaders });
}

/**
 * Called once by the Node server when it starts, and when it stops: mail delivery from the outbox
 * and the daily sweep of uploads no form claimed. They live in this bundle so the forms' actions
 * and the background work share one database connection.
 */
export function startBackgroundWork() {
  leadServiceFromEnv().startBackground();
}
export async function stopBackgroundWork() {
  await leadServiceFromEnv().close();
}

import { createHash } from "node:crypto";
import { createRequestHandler, Outlet, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";
import { handleError, pageScripts } from "./entry.server";
import { contentSecurityPolicy } from "./security/csp";
import { useScriptNonce } from "./security/script-nonce";

/**
 * A two-route app rendered by the installed React Router through this site's entry. Like the
 * site's root, its layout renders no router scripts: the entry adds the page's one script.
 */
function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>{children}</body>
    </html>
  );
}

function route(id: string, path: string, parentId?: string) {
  return {
    id,
    path,
    parentId,
    index: undefined,
    caseSensitive: undefined,
    module: `/assets/${id}-hash.js`,
    imports: [`/assets/${id}-chunk.js`],
    css: [],
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

/** The page route's module: a heading unless a test needs another. */
type PageModule = NonNullable<ServerBuild["routes"][string]>["module"];

function build({ hmr = false, page = { default: () => <h1>Page</h1> } as PageModule } = {}): ServerBuild {
  return {
    entry: { module: entry },
    routes: {
      // Like the site's root, it shows route errors itself (React Router's default boundary logs them).
      root: { id: "root", path: "", module: { Layout, default: Outlet, ErrorBoundary: () => <h1>Error</h1> } },
      page: { id: "page", parentId: "root", path: "en", module: page },
    },
    assets: {
      entry: { module: "/assets/entry.client-hash.js", imports: ["/assets/react-dom-hash.js"] },
      routes: { root: route("root", ""), page: route("page", "en", "root") },
      url: "/assets/manifest-hash.js",
      version: "test",
      ...(hmr ? { hmr: { runtime: "/@id/virtual:hmr-runtime" } } : {}),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as ServerBuild;
}

async function render(options?: { hmr?: boolean; page?: PageModule }): Promise<string> {
  const response = await createRequestHandler(build(options), "production")(new Request("http://localhost/en"));
  expect(response.status).toBe(200);
  return response.text();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A form page: its form is an island the client entry hydrates. */
const formPage = { default: () => <div data-form-island="">Form</div> } as PageModule;

describe("a page's one script (docs/decisions/004, 021)", () => {
  it("a form page carries the client entry as its one module script, with no preload, inline script or router context", async () => {
    const html = await render({ page: formPage });
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(inlineScriptsOf(html)).toEqual([]);
    expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1])).toEqual(["/assets/entry.client-hash.js"]);
  });
});

describe("pageScripts", () => {
  it("gives a content page the client entry alone, as one module script", () => {
    const html = "<html><head></head><body><main>Text</main></body></html>";
    expect(pageScripts(html, "/assets/entry.client-abc.js")).toBe(
      '<html><head></head><body><main>Text</main><script type="module" src="/assets/entry.client-abc.js"></script></body></html>',
    );
  });
});

/** Each inline script of a page (JSON-LD data blocks are not scripts), with its nonce attribute if it has one. */
function inlineScriptsOf(html: string): { nonce?: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, attributes, text]) => ({ nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1], text }));
}

/** Whether a browser would run this inline script under this policy: by the nonce it carries, or by its hash. */
function allows(policy: string, script: { nonce?: string; text: string }): boolean {
  const sources = policy
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ");
  const hash = `'sha256-${createHash("sha256").update(script.text, "utf8").digest("base64")}'`;
  return sources.includes(hash) || (script.nonce !== undefined && sources.includes(`'nonce-${script.nonce}'`));
}

describe("the Content Security Policy of an answer rendered on request", () => {
  const INJECTED = 'alert("injected")';
  /** A page whose output carries a script the server did not write, as a markup injection would. */
  const OWN = "document.documentElement.dataset.own = 'yes'";
  /** An inline script the page writes itself, as the language page's redirect does. */
  const OwnScript = () => <script nonce={useScriptNonce()} dangerouslySetInnerHTML={{ __html: OWN }} />;
  const injectedPage = {
    default: () => (
      <div data-form-island="">
        <OwnScript />
        <div dangerouslySetInnerHTML={{ __html: `<script>${INJECTED}</script>` }} />
      </div>
    ),
  } as PageModule;
  const ownScriptPage = { default: OwnScript } as PageModule;

  async function answer(page?: PageModule) {
    const response = await createRequestHandler(build({ page }), "production")(new Request("http://localhost/en?topic=samples"));
    expect(response.status).toBe(200);
    return { html: await response.text(), policy: response.headers.get("Content-Security-Policy")! };
  }

  it("runs the page's own inline scripts, by this answer's nonce, and not a script that found its way into the HTML", async () => {
    const { html, policy } = await answer(injectedPage);
    const scripts = inlineScriptsOf(html);
    const injected = scripts.filter((script) => script.text === INJECTED);
    const own = scripts.filter((script) => script.text !== INJECTED);
    expect(injected).toHaveLength(1);
    expect(allows(policy, injected[0])).toBe(false);
    expect(own.map((script) => script.text)).toEqual([OWN]);
    for (const script of own) expect(allows(policy, script), script.text.slice(0, 80)).toBe(true);
    expect(policy).not.toContain("'sha256-");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("gives each answer a nonce of its own, of 128 random bits", async () => {
    const nonces = await Promise.all([answer(), answer()]).then((answers) =>
      answers.map(({ policy }) => /'nonce-([^']+)'/.exec(policy)?.[1]),
    );
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("writes no nonce into a page pre-rendered at build time: its policy lists the hashes of its inline scripts", async () => {
    vi.stubEnv("IS_RR_BUILD_REQUEST", "yes");
    const { html, policy } = await answer(ownScriptPage);
    expect(html).not.toContain("nonce=");
    expect(policy).toBe(contentSecurityPolicy(html));
    expect(inlineScriptsOf(html)).toHaveLength(1);
    expect(inlineScriptsOf(html).every((script) => allows(policy, script))).toBe(true);
  });
});

describe("what the server logs", () => {
  const handler = (page?: PageModule) => createRequestHandler(build({ page }), "production");
  /** The JSON lines the server's logger writes to standard output while a test runs. */
  const captureLog = () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    });
    return lines;
  };
  afterEach(() => void vi.restoreAllMocks());

  it("nothing for a post to a page that takes none (405), or for an address that is no page (404)", async () => {
    const logged = captureLog();
    expect((await handler()(new Request("http://localhost/en", { method: "POST" }))).status).toBe(405);
    expect((await handler()(new Request("http://localhost/en.data", { method: "POST" }))).status).toBe(405);
    expect((await handler()(new Request("http://localhost/nope"))).status).toBe(404);
    expect(logged).toEqual([]);
  });

  it("nothing for a request the visitor abandoned", () => {
    const logged = captureLog();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("The operation was aborted"), {
      request: new Request("http://localhost/en", { signal: controller.signal }),
    } as never);
    expect(logged).toEqual([]);
  });

  it("an unexpected error once: method, path and message in its line, its stack beside", async () => {
    const logged = captureLog();
    const page = {
      default: () => <h1>Page</h1>,
      loader: () => {
        throw new Error("the store is unreachable");
      },
    } as PageModule;
    expect((await handler(page)(new Request("http://localhost/en?name=Anna"))).status).toBe(500);
    expect(logged).toHaveLength(1);
    const [line] = logged;
    expect(line).toMatchObject({ level: "error", event: "render-error", method: "GET", path: "/en" });
    expect(line.msg).toBe("GET /en: Error: the store is unreachable");
    expect(line.stack).toContain("    at ");
    expect(JSON.stringify(line)).not.toContain("Anna");
  });

  it("a thrown value that is not an Error as one line", () => {
    const logged = captureLog();
    handleError("odd failure", { request: new Request("http://localhost/de/kontakt", { method: "POST" }) } as never);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", msg: "POST /de/kontakt: odd failure" });
    expect(logged[0]).not.toHaveProperty("stack");
  });
});

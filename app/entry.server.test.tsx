import { createRequestHandler, Outlet, Scripts, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as entry from "./entry.server";
import { deferScripts, pageScripts } from "./entry.server";

/**
 * A two-route app rendered by the installed React Router through this site's entry: the HTML has
 * the bootstrap React Router really writes, so these tests fail when a new version writes it in a
 * shape deferScripts does not know.
 */
function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
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

function build({ hmr = false } = {}): ServerBuild {
  return {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      page: { id: "page", parentId: "root", path: "en", module: { default: () => <h1>Page</h1> } },
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

async function render(options?: { hmr?: boolean }): Promise<string> {
  const response = await createRequestHandler(build(options), "production")(new Request("http://localhost/en"));
  expect(response.status).toBe(200);
  return response.text();
}

const bootstrapOf = (html: string) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

describe("scripts load after the first paint (docs/decisions/004)", () => {
  it("React Router's bootstrap, as rendered, has static imports and module preloads to remove", async () => {
    const raw = await render({ hmr: true });
    expect(raw).toContain('<link rel="modulepreload"');
    expect(bootstrapOf(raw)).toMatch(/import \* as route0 from "\/assets\/root-hash.js";/);
  });

  it("a page leaves with no module preload and no static import; its route modules load after the load event and a frame", async () => {
    const html = await render();
    expect(html).not.toContain("modulepreload");
    const bootstrap = bootstrapOf(html);
    expect(bootstrap).not.toMatch(/(^|[;\s])import\s*[^\s(]/);
    const waits = bootstrap.indexOf('addEventListener("load"');
    const loads = bootstrap.indexOf('import("/assets/root-hash.js")');
    expect(waits).toBeGreaterThan(-1);
    expect(bootstrap).toContain("requestAnimationFrame");
    expect(loads).toBeGreaterThan(waits);
    expect(bootstrap).toContain('import("/assets/page-hash.js")');
    expect(bootstrap).toMatch(/const \[route0,route1\]=await Promise\.all/);
    expect(bootstrap).toContain('import("/assets/entry.client-hash.js")');
  });

  it("the development server's pages keep React Router's bootstrap (its hot-reload runtime loads first)", async () => {
    expect(bootstrapOf(await render({ hmr: true }))).toMatch(/^import "\/@id\/virtual:hmr-runtime";/);
  });

  it("fails loudly, instead of loading scripts at once, when the bootstrap is missing or in an unknown shape", () => {
    expect(() => deferScripts("<html><body><p>No scripts</p></body></html>")).toThrow(/found it 0 times/);
    expect(() => deferScripts('<script type="module" async="">import { a } from "/x.js";import("/entry.js");</script>')).toThrow(
      /no route module in a known form/,
    );
    expect(() => deferScripts('<script type="module" async="">import "/manifest.js";import * as route0 from "/r.js";</script>')).toThrow(
      /static import would remain/,
    );
  });
});

describe("pageScripts", () => {
  it("gives a page without React Router's bootstrap the client entry alone, as one module script", () => {
    const html = "<html><head></head><body><main>Text</main></body></html>";
    expect(pageScripts(html, "/assets/entry.client-abc.js")).toBe(
      '<html><head></head><body><main>Text</main><script type="module" src="/assets/entry.client-abc.js"></script></body></html>',
    );
  });
});

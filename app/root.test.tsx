import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary, loader } from "./root";

/** The root's boundary, rendered as the server would when a page's loader finds no page at its address. */
async function render(path: string, status: number) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: ({ request }: { request: Request }) => loader({ url: new URL(request.url) } as never),
      Component: Outlet,
      // Framework mode hands the boundary its error as a prop.
      ErrorBoundary: () => <ErrorBoundary {...({ error: useRouteError() } as Parameters<typeof ErrorBoundary>[0])} />,
      children: [
        {
          id: "page",
          path: "*",
          loader: () => {
            throw data(null, { status });
          },
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />) };
}

describe("the root error boundary", () => {
  it("shows a page that is not there as the designed not-found page, in the address's language, with header and footer", async () => {
    const { status, html } = await render("/de/nicht-da", 404);
    expect(status).toBe(404);
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("<header");
    expect(html).toContain('id="site-footer"');
    expect(html).not.toContain("schiefgelaufen");
  });

  it("keeps the error page for a real failure", async () => {
    const { status, html } = await render("/en/broken", 500);
    expect(status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("<header");
  });
});

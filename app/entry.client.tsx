import { enhance } from "./enhance/main";

declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

/**
 * The one script of every page. Content pages carry no framework: it enhances their HTML and is
 * done. Form pages carry React Router's bootstrap; there React hydrates the page first and the
 * root then runs the enhancements (docs/decisions/010).
 */
if (window.__reactRouterContext) void import("./hydrate.client").then(({ hydrate }) => hydrate());
else enhance();

import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until its script has taken over: the enhancement of the HTML on every
 * page (html[data-enhanced]), after React's hydration on the form pages. Scripts load after the
 * first paint (docs/decisions/010), so behaviour that needs JavaScript is tested from this point on.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  return response;
}

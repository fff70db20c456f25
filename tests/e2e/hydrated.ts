import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it. Scripts load after the first paint
 * (docs/decisions/004), so behaviour that needs JavaScript is tested from this point on.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

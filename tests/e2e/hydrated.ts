import type { Page } from "@playwright/test";

/**
 * Waits until the page's script has taken over: the enhancement of the HTML on every page
 * (html[data-enhanced]) and, on a form page, the form's island, which hydrates once the visitor
 * starts to use the form (docs/decisions/021): the pointer reaching the form starts it here.
 * Behaviour that needs JavaScript is tested from this point on.
 */
export async function waitForScripts(page: Page) {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  const form = page.locator("[data-form-island] form");
  if ((await form.count()) === 0) return;
  await form.dispatchEvent("pointerover");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until its script has taken over (see waitForScripts). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForScripts(page);
  return response;
}

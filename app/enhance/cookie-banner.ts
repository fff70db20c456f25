import { showToast } from "./toast";
import { ANSWER_EVENT, answer, announceAnswer, storedAnswer } from "./language-memory";

export { COOKIE_CONSENT_KEY } from "./language-memory";
export const COOKIE_BANNER_DELAY_MS = 1000;

/**
 * The language question ("Remember your language?"), in the page but hidden: it appears 1 s after
 * the script runs when no answer is stored, and once one is stored it never returns. "Accept"
 * remembers the page's language, "Decline" removes any remembered language (language-memory.ts);
 * a toast whose words the banner carries (data-saved-*) says what happens to the language. An
 * answer given elsewhere (the cookie policy's control) hides it too. While it is shown, its measured
 * height is published as --cookie-banner-height: app.css pads the page and its scrolling by it, so
 * no focused element ends up under the banner (WCAG 2.2 2.4.11).
 */
export function enhanceCookieBanner(root: Document): void {
  const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner || storedAnswer()) return;
  let answered = false;
  const html = root.documentElement;
  const measure = () => {
    if (banner.hidden) html.style.removeProperty("--cookie-banner-height");
    else html.style.setProperty("--cookie-banner-height", `${Math.ceil(banner.getBoundingClientRect().height)}px`);
  };
  // The browser scrolls a focused element into view only when it is outside the viewport, not when
  // it is inside it but under the banner: then the page moves up by the overlap.
  root.addEventListener("focusin", (event) => {
    const target = event.target as HTMLElement;
    if (banner.hidden || !(target instanceof HTMLElement) || banner.contains(target)) return;
    const at = target.getBoundingClientRect();
    const bar = banner.getBoundingClientRect();
    const overlaps = at.left < bar.right && at.right > bar.left && at.bottom > bar.top && at.top < bar.bottom;
    if (overlaps) window.scrollBy({ top: at.bottom - bar.top + 8, behavior: "instant" });
  });
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
  setTimeout(() => {
    if (answered || storedAnswer()) return;
    banner.hidden = false;
    measure();
    resized?.observe(banner);
  }, COOKIE_BANNER_DELAY_MS);
  window.addEventListener(ANSWER_EVENT, () => {
    answered = true;
    banner.hidden = true;
    resized?.disconnect();
    measure();
  });
  banner.addEventListener("click", (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (choice !== "accepted" && choice !== "declined") return;
    answer(choice, root.documentElement.lang);
    announceAnswer(choice);
    showToast({
      title: banner.dataset.savedTitle ?? "",
      description: choice === "accepted" ? banner.dataset.savedAccepted : banner.dataset.savedDeclined,
    });
  });
}

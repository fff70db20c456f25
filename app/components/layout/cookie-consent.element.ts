import { PageElement } from "~/enhance/page-element";
import { ANSWER_EVENT, answer, announceAnswer, storedAnswer } from "~/enhance/language-memory";
import type { ToastRegion } from "~/components/ui/toast-region.element";
import { TOAST_REGION } from "~/components/ui/toast-region.contract";
import { COOKIE_CONSENT as C } from "./cookie-consent.contract";

/**
 * The language question ("Remember your language?"), in the page but hidden: it appears 1 s after
 * the script runs when no answer is stored, and once one is stored it never returns. "Accept"
 * remembers the page's language, "Decline" removes any remembered language (language-memory.ts);
 * a toast whose words the banner carries says what happens to the language. An answer given
 * elsewhere (the cookie policy's control) hides it too. While it is shown, its measured height is
 * published as --cookie-banner-height: app.css pads the page and its scrolling by it, so no focused
 * element ends up under the banner (WCAG 2.2 2.4.11).
 */
export class CookieConsent extends PageElement {
  protected setUp(): void {
    const root = this.ownerDocument;
    const banner = this.querySelector<HTMLElement>(`[${C.banner}]`);
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
      const target = event.target;
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
    }, C.delayMs);
    window.addEventListener(ANSWER_EVENT, () => {
      answered = true;
      banner.hidden = true;
      resized?.disconnect();
      measure();
    });
    banner.addEventListener("click", (event) => {
      const choice = (event.target as HTMLElement).closest(`[${C.choice}]`)?.getAttribute(C.choice);
      if (choice !== "accepted" && choice !== "declined") return;
      answer(choice, html.lang);
      announceAnswer(choice);
      root.querySelector<ToastRegion>(TOAST_REGION.tag)?.show({
        title: banner.getAttribute(C.savedTitle) ?? "",
        description: banner.getAttribute(choice === "accepted" ? C.savedAccepted : C.savedDeclined) ?? undefined,
      });
    });
  }
}

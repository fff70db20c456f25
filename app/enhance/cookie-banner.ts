import { showToast } from "./toast";

export const COOKIE_CONSENT_KEY = "cookie-consent";
export const COOKIE_BANNER_DELAY_MS = 1000;

function stored(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The banner is in the page, hidden; it appears 1 s after the script runs when no choice is stored,
 * and once a choice is stored it never returns. The choice is confirmed by a toast whose words the
 * banner carries (data-saved-*).
 */
export function enhanceCookieBanner(root: Document): void {
  const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner || stored()) return;
  setTimeout(() => {
    if (!stored()) banner.hidden = false;
  }, COOKIE_BANNER_DELAY_MS);
  banner.addEventListener("click", (event) => {
    const consent = (event.target as HTMLElement).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (consent !== "accepted" && consent !== "declined") return;
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      /* without storage the choice lasts for this page view */
    }
    banner.hidden = true;
    showToast({
      title: banner.dataset.savedTitle ?? "",
      description: consent === "accepted" ? banner.dataset.savedAccepted : banner.dataset.savedDeclined,
    });
  });
}

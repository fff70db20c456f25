import { showToast } from "./toast";
import { ANSWER_EVENT, answer, announceAnswer, storedAnswer } from "./language-memory";

export { COOKIE_CONSENT_KEY } from "./language-memory";
export const COOKIE_BANNER_DELAY_MS = 1000;

/**
 * The language question ("Remember your language?"), in the page but hidden: it appears 1 s after
 * the script runs when no answer is stored, and once one is stored it never returns. "Accept"
 * remembers the page's language, "Decline" removes any remembered language (language-memory.ts);
 * a toast whose words the banner carries (data-saved-*) says what happens to the language. An
 * answer given elsewhere (the cookie policy's control) hides it too.
 */
export function enhanceCookieBanner(root: Document): void {
  const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner || storedAnswer()) return;
  let answered = false;
  setTimeout(() => {
    if (!answered && !storedAnswer()) banner.hidden = false;
  }, COOKIE_BANNER_DELAY_MS);
  window.addEventListener(ANSWER_EVENT, () => {
    answered = true;
    banner.hidden = true;
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

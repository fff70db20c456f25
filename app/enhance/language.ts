import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";

function remember(lang: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable (private mode): the URL still carries the language */
  }
}

/**
 * The page's language is remembered for the bare address ("/" sends the visitor back to it). A
 * language link (`a[hreflang][data-language-link]`) remembers the language chosen and keeps the
 * part of the page the visitor was on (the hash); the open switcher closes.
 */
export function enhanceLanguage(root: Document): void {
  const lang = root.documentElement.lang;
  if (lang && !root.querySelector("[data-language-redirect]")) remember(lang);
  root.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-language-link]");
    if (!link) return;
    remember(link.hreflang);
    if (location.hash && !link.hash) link.hash = location.hash;
    const switcher = link.closest("details");
    if (switcher) switcher.open = false;
  });
}

/** The header's language dropdown (a <details>): a click outside or Esc closes it, Esc returns focus to it. */
export function enhanceLanguageSwitcher(root: Document): void {
  for (const details of root.querySelectorAll<HTMLDetailsElement>("[data-language-switcher]")) {
    root.addEventListener("pointerdown", (event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    });
    details.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    });
  }
}

import { rememberPickedLanguage } from "./language-memory";

/**
 * A language link (`a[hreflang][data-language-link]`) keeps the part of the page the visitor was on
 * (the hash), and the open switcher closes. The language picked is remembered for the bare address
 * only if the visitor accepted the language question; a page view alone never writes anything.
 */
export function enhanceLanguage(root: Document): void {
  root.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-language-link]");
    if (!link) return;
    rememberPickedLanguage(link.hreflang);
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

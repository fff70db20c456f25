import { PageElement } from "~/enhance/page-element";
import { rememberPickedLanguage } from "~/enhance/language-memory";

/**
 * Language links keep the part of the page the visitor was on (the hash), and an open switcher
 * closes. The language picked is remembered for the bare address only if the visitor accepted the
 * language question; a page view alone never writes anything.
 */
export class LanguageLinks extends PageElement {
  protected setUp(): void {
    this.addEventListener("click", (event) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[hreflang]");
      if (!link) return;
      rememberPickedLanguage(link.hreflang);
      if (location.hash && !link.hash) link.hash = location.hash;
      const switcher = link.closest("details");
      if (switcher) switcher.open = false;
    });
  }
}

import { enhanceCookieBanner } from "./cookie-banner";
import { enhanceLanguage, enhanceLanguageSwitcher } from "./language";
import { enhanceLanguageMemoryControl } from "./language-memory-control";
import { enhanceMenus } from "./menus";
import { enhanceFaqs, enhanceMobileMenu, enhanceSectionNavs, enhanceSideMenus } from "./page-parts";
import { enhanceToasts } from "./toast";

/** The page's behaviours, each on the elements it finds by data attribute. */
const BEHAVIOURS: readonly ((root: Document) => void)[] = [
  enhanceToasts,
  enhanceLanguage,
  enhanceLanguageSwitcher,
  enhanceMenus,
  enhanceMobileMenu,
  enhanceCookieBanner,
  enhanceLanguageMemoryControl,
  enhanceFaqs,
  enhanceSectionNavs,
  enhanceSideMenus,
];

/**
 * Everything a content page does with script, on the HTML the server sent: no framework. Each part
 * finds its elements by data attribute and does nothing where they are absent; one that throws is
 * reported and the others still run. The document is marked (html[data-enhanced]) once all are in place.
 */
export function enhance(root: Document = document): void {
  // Once per document (React's development mode runs the root's effect twice).
  if (root.documentElement.dataset.enhanced) return;
  // A page the browser prerenders on intent starts its timers and stores its language only once shown.
  if ((root as Document & { prerendering?: boolean }).prerendering) {
    root.addEventListener("prerenderingchange", () => enhance(root), { once: true });
    return;
  }
  for (const behaviour of BEHAVIOURS) {
    // One behaviour that fails (markup it did not expect) leaves the others working.
    try {
      behaviour(root);
    } catch (error) {
      reportError(error);
    }
  }
  root.documentElement.dataset.enhanced = "true";
}

import { CookieConsent } from "~/components/layout/cookie-consent.element";
import { COOKIE_CONSENT } from "~/components/layout/cookie-consent.contract";
import { LANGUAGE_LINKS, LANGUAGE_SWITCHER } from "~/components/layout/language.contract";
import { LanguageLinks } from "~/components/layout/language-links.element";
import { LanguageSwitcher } from "~/components/layout/language-switcher.element";
import { MOBILE_MENU } from "~/components/layout/mobile-menu.contract";
import { MobileMenu } from "~/components/layout/mobile-menu.element";
import { SITE_MENU } from "~/components/layout/site-menu.contract";
import { SiteMenu } from "~/components/layout/site-menu.element";
import { FAQ_LIST } from "~/components/sections/faq-list.contract";
import { FaqList } from "~/components/sections/faq-list.element";
import { LANGUAGE_MEMORY_CONTROL } from "~/components/sections/language-memory-control.contract";
import { LanguageMemoryControl } from "~/components/sections/language-memory-control.element";
import { POINT_CLOUD_VIEWER } from "~/components/sections/point-cloud-viewer.contract";
import { PointCloudViewer } from "~/components/sections/point-cloud-viewer.element";
import { SECTION_NAV } from "~/components/sections/section-nav.contract";
import { SectionNav } from "~/components/sections/section-nav.element";
import { SIDE_MENU } from "~/components/sections/side-menu.contract";
import { SideMenu } from "~/components/sections/side-menu.element";
import { TOAST_REGION } from "~/components/ui/toast-region.contract";
import { ToastRegion } from "~/components/ui/toast-region.element";
import { defineElement } from "./page-element";

/** Every page behaviour: the custom element that wraps each component's markup, and its class. */
export const PAGE_ELEMENTS: readonly (readonly [string, CustomElementConstructor])[] = [
  [TOAST_REGION.tag, ToastRegion],
  [LANGUAGE_LINKS.tag, LanguageLinks],
  [LANGUAGE_SWITCHER.tag, LanguageSwitcher],
  [SITE_MENU.tag, SiteMenu],
  [MOBILE_MENU.tag, MobileMenu],
  [COOKIE_CONSENT.tag, CookieConsent],
  [LANGUAGE_MEMORY_CONTROL.tag, LanguageMemoryControl],
  [FAQ_LIST.tag, FaqList],
  [SECTION_NAV.tag, SectionNav],
  [SIDE_MENU.tag, SideMenu],
  [POINT_CLOUD_VIEWER.tag, PointCloudViewer],
];

/**
 * Everything a page does with script, on the HTML the server sent: it defines the page elements,
 * and the browser sets up each one the page holds (docs/decisions/022). One that fails is reported
 * and the others still work; calling this twice changes nothing. The document is marked
 * (html[data-enhanced]) once all are defined.
 */
export function enhance(root: Document = document): void {
  if (root.documentElement.dataset.enhanced) return;
  // A page the browser prerenders on intent starts its timers and stores its language only once shown.
  if ((root as Document & { prerendering?: boolean }).prerendering) {
    root.addEventListener("prerenderingchange", () => enhance(root), { once: true });
    return;
  }
  for (const [tag, element] of PAGE_ELEMENTS) {
    try {
      defineElement(tag, element);
    } catch (error) {
      reportError(error);
    }
  }
  root.documentElement.dataset.enhanced = "true";
}

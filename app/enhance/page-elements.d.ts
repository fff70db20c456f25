import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { COOKIE_CONSENT } from "~/components/layout/cookie-consent.contract";
import type { LANGUAGE_LINKS, LANGUAGE_SWITCHER } from "~/components/layout/language.contract";
import type { MOBILE_MENU } from "~/components/layout/mobile-menu.contract";
import type { SITE_MENU } from "~/components/layout/site-menu.contract";
import type { FAQ_LIST } from "~/components/sections/faq-list.contract";
import type { LANGUAGE_MEMORY_CONTROL } from "~/components/sections/language-memory-control.contract";
import type { POINT_CLOUD_VIEWER } from "~/components/sections/point-cloud-viewer.contract";
import type { SECTION_NAV } from "~/components/sections/section-nav.contract";
import type { SIDE_MENU } from "~/components/sections/side-menu.contract";
import type { TOAST_REGION } from "~/components/ui/toast-region.contract";

type PageElementTag = (
  | typeof COOKIE_CONSENT
  | typeof LANGUAGE_LINKS
  | typeof LANGUAGE_SWITCHER
  | typeof MOBILE_MENU
  | typeof SITE_MENU
  | typeof FAQ_LIST
  | typeof LANGUAGE_MEMORY_CONTROL
  | typeof POINT_CLOUD_VIEWER
  | typeof SECTION_NAV
  | typeof SIDE_MENU
  | typeof TOAST_REGION
)["tag"];

type PageElements = Record<PageElementTag, DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>>;

// The page elements' tags in JSX: the components render them on the server (app/enhance/main.ts).
declare module "react" {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PageElements {}
  }
}

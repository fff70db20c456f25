import type { Lang } from "~/i18n/languages";

/**
 * Client firms shown in the logo strip. All fictional: the site never names or shows a real
 * company as a client. Each is drawn as a wordmark, so no image is needed.
 */
export interface ClientFirm {
  name: string;
  /** The language of the name, so that capitals follow its own rules (no Turkish dotted İ in "Tiszachem"). */
  lang: Lang;
  style: "serif" | "mono" | "wide" | "stacked" | "slab" | "rounded";
}

export const CLIENT_FIRMS: readonly ClientFirm[] = [
  { name: "Tiszachem", lang: "hu", style: "wide" },
  { name: "Alföld Pharma", lang: "hu", style: "rounded" },
  { name: "Rheinblick", lang: "de", style: "serif" },
  { name: "Bosphorus Yapı", lang: "tr", style: "slab" },
  { name: "Danubia Architects", lang: "en", style: "stacked" },
  { name: "Marmara Tersane", lang: "tr", style: "mono" },
];

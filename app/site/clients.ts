/**
 * Client firms shown in the logo strip. All fictional: the site never names or shows a real
 * company as a client. Each is drawn as a wordmark, so no image is needed.
 */
export interface ClientFirm {
  name: string;
  style: "serif" | "mono" | "wide" | "stacked" | "slab" | "rounded";
}

export const CLIENT_FIRMS: readonly ClientFirm[] = [
  { name: "Tiszachem", style: "wide" },
  { name: "Alföld Pharma", style: "rounded" },
  { name: "Rheinblick", style: "serif" },
  { name: "Bosphorus Yapı", style: "slab" },
  { name: "Danubia Architects", style: "stacked" },
  { name: "Marmara Tersane", style: "mono" },
];

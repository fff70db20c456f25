/** SITE_URL is read once, at build time, and baked into canonical, hreflang, sitemap and Open Graph URLs. */
export const DEFAULT_SITE_URL = "https://www.pontos3d.example";

export function siteDefines() {
  const url = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
  return { __SITE_URL__: JSON.stringify(url) };
}

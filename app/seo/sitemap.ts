import { LANGUAGES } from "~/i18n/languages";
import { alternatePaths } from "~/i18n/paths";
import { ROUTE_TABLE } from "~/site/route-table";
import { SITE_URL, absoluteUrl } from "~/site/site-url";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Every page in every language, each with its xhtml:link alternates (en, tr, hu, de, x-default). */
export function sitemapXml(): string {
  const urls = ROUTE_TABLE.flatMap((entry) => {
    const alternates = alternatePaths(entry.key);
    const links = [
      ...LANGUAGES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(alternates[lang]))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(alternates.en))}"/>`,
    ].join("\n");
    return LANGUAGES.map((lang) => `  <url>\n    <loc>${escapeXml(absoluteUrl(alternates[lang]))}</loc>\n${links}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}

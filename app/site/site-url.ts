declare const __SITE_URL__: string;

/** The public address of the site, from SITE_URL at build time, without a trailing slash. */
export const SITE_URL: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "https://www.pontos3d.example";

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

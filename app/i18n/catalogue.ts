import de from "./catalogues/de.ts";
import en from "./catalogues/en.ts";
import hu from "./catalogues/hu.ts";
import tr from "./catalogues/tr.ts";
import type { Catalogue, CatalogueWords } from "./catalogues/types.ts";
import type { Lang } from "./languages.ts";
import { unflatten } from "./words.ts";

/**
 * The four catalogues (app/i18n/catalogues/<lang>.ts) as groups, their texts as written, figures
 * not yet filled. Plain modules with their extensions, so the server and the staff commands read
 * them too; pages read them filled through `catalogueFor()` (catalogues.server.ts).
 */

/** The groups of a catalogue from its flat paths: {"nav.services": "…"} → { nav: { services: "…" } }. */
export function catalogueOf(words: CatalogueWords): Catalogue {
  return unflatten(words) as Catalogue;
}

export const CATALOGUES: Record<Lang, Catalogue> = {
  en: catalogueOf(en),
  tr: catalogueOf(tr),
  hu: catalogueOf(hu),
  de: catalogueOf(de),
};

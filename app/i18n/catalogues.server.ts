import type { Lang } from "./languages";
import { en, type Catalogue } from "./catalogues/en";
import { tr } from "./catalogues/tr";
import { hu } from "./catalogues/hu";
import { de } from "./catalogues/de";
import { fillFigures, type FigureFormats } from "./figures";
import { bindUnits, withFallback, type Messages } from "./translate";
import type { PageKey } from "~/site/route-table";

export const CATALOGUES: Record<Lang, Catalogue> = { en, tr, hu, de };

/** Placeholders filled when a text is shown, not when the catalogue is loaded. */
export const RUNTIME_PLACEHOLDERS = ["year", "company", "country", "value"] as const;

function fillAll(messages: Messages, lang: Lang, formats: FigureFormats): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? bindUnits(fillFigures(value, lang, formats, RUNTIME_PLACEHOLDERS)) : fillAll(value, lang, formats),
    ]),
  );
}

/** The catalogue of one language with gaps filled from English and every {{figure}} written out. */
export function catalogueFor(lang: Lang): Catalogue {
  const merged = withFallback(en as unknown as Messages, CATALOGUES[lang] as unknown as Messages) as unknown as Catalogue;
  // The formats themselves keep their {{n}}: they are patterns, not texts.
  const { figures, ...texts } = merged;
  return { ...(fillAll(texts as unknown as Messages, lang, figures) as unknown as Omit<Catalogue, "figures">), figures };
}

/** What every page needs from the catalogue: the UI groups and the page labels, one language only. */
export function uiMessages(lang: Lang) {
  const { nav, footer, cookies, common, pages } = catalogueFor(lang);
  const labels = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.label])) as Record<PageKey, string>;
  return { nav, footer, cookies, common, labels };
}

export type UiMessages = ReturnType<typeof uiMessages>;

import type { Lang } from "./languages";
import { CATALOGUES } from "./catalogue";
import type { Catalogue } from "./catalogues/types";
import { fillFigures, type FigureFormats } from "./figures";
import { bindUnits, withFallback, type Messages } from "./translate";

export { CATALOGUES };

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
  const merged = withFallback(CATALOGUES.en as unknown as Messages, CATALOGUES[lang] as unknown as Messages) as unknown as Catalogue;
  // The formats themselves keep their {{n}}: they are patterns, not texts.
  const { figures, ...texts } = merged;
  return { ...(fillAll(texts as unknown as Messages, lang, figures) as unknown as Omit<Catalogue, "figures">), figures };
}

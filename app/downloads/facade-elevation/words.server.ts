import type { Lang } from "~/i18n/languages";
import { documentWords } from "../pdf/words.server";
import type { DrawingWords } from "./drawing";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

const WORDS: Record<Lang, typeof en> = { en, tr, hu, de };

/** The elevation's words in a language, its figures filled, with the words the drawing itself writes. */
export function elevationWords(lang: Lang): typeof en & { drawing: DrawingWords } {
  const words = documentWords(WORDS[lang], lang);
  return {
    ...words,
    drawing: {
      storeys: [0, 1, 2, 3].map((i) => words[`drawing.storeys.${i}` as keyof typeof en]),
      level: words["drawing.level"],
      ground: words["drawing.ground"],
    },
  };
}

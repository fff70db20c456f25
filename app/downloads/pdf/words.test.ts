import { describe, expect, it } from "vitest";
import { typedFigures } from "~/i18n/typed-figures";
import { placeholdersOf } from "~/i18n/figures";
import { isFactKey } from "~/site/facts";

/** The words of every generated document, as written (figures still placeholders). */
const WORDS = import.meta.glob<{ default: Record<string, string> }>(["../*/en.ts", "../*/tr.ts", "../*/hu.ts", "../*/de.ts"], {
  eager: true,
});

describe("the documents' words", () => {
  it.each(Object.entries(WORDS))(
    "%s types no figure: every one is a {{placeholder}} from the facts module or a value of the sample",
    (_file, words) => {
      const texts = Object.values(words.default);
      expect(texts.flatMap((text) => typedFigures(text).map((found) => `${found} in ${text}`))).toEqual([]);
      expect(texts.flatMap((text) => placeholdersOf(text).filter(({ name }) => !isFactKey(name)))).toEqual([]);
    },
  );
});

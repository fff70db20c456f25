import { describe, expect, it } from "vitest";
import { typedFigures } from "~/i18n/typed-figures";

/** The words of every document made from words files here (app/downloads/<doc>/<lang>.ts). */
const WORDS = import.meta.glob<{ default: Record<string, string> }>(["./*/en.ts", "./*/tr.ts", "./*/hu.ts", "./*/de.ts"], { eager: true });

describe("the documents' words", () => {
  it.each(Object.entries(WORDS))("%s types no figure: every one is a {{placeholder}} from the facts module", (_file, module) => {
    const texts = Object.values(module.default);
    expect(texts.flatMap((text) => typedFigures(text).map((found) => `${found} in ${text}`))).toEqual([]);
  });

  it.each(Object.entries(WORDS).filter(([file]) => !file.endsWith("/en.ts")))("%s is not the English left in place", (file, module) => {
    const english = WORDS[file.replace(/\/\w\w\.ts$/, "/en.ts")].default;
    // A text of placeholders, units and acronyms alone ("{{registrationRmseStrict}}", "{height} m EOMA") reads the same in every language.
    const hasWords = (text: string) => /\p{Ll}{4,}/u.test(text.replace(/\{\{?[^}]*\}\}?/g, ""));
    const same = Object.entries(module.default).filter(([key, text]) => text === english[key] && text.length > 12 && hasWords(text));
    expect(same).toEqual([]);
  });
});

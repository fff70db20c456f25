import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.server";
import { catalogueOf } from "./catalogue";
import english from "./catalogues/en";
import type { CatalogueWords } from "./catalogues/types";
import { LANGUAGES } from "./languages";

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));
}

const en = CATALOGUES.en as unknown as Tree;

describe("text catalogues", () => {
  it("have the groups nav, footer, cookies, figures, content and common (a page's names are in its folder)", () => {
    expect(Object.keys(en).sort()).toEqual(["common", "content", "cookies", "figures", "footer", "nav"]);
  });

  it("give every figure format, in every language, exactly one {{n}}", () => {
    for (const lang of LANGUAGES) {
      for (const [name, pattern] of Object.entries(CATALOGUES[lang].figures)) {
        expect(pattern.match(/\{\{n\}\}/g), `${lang} figures.${name}`).toHaveLength(1);
      }
    }
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang} has every key that en has`, () => {
      const own = new Set(leafKeys(CATALOGUES[lang] as unknown as Tree));
      const missing = leafKeys(en).filter((key) => !own.has(key));
      expect(missing).toEqual([]);
    });

    it(`${lang} keeps every {{placeholder}} of the English text`, () => {
      const own = CATALOGUES[lang] as unknown as Tree;
      for (const key of leafKeys(en)) {
        const english = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], en) as string;
        const text = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], own) as string;
        // A figure may take a format in one language and not in another ({{x|hours}} or "{{x}} óra").
        const names = (s: string) => [...s.matchAll(/\{\{(\w+)(?:\|\w+)?\}\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${lang} ${key}`).toEqual(names(english));
      }
    });
  }

  it("contain no square-bracket placeholder or lorem ipsum", () => {
    for (const lang of LANGUAGES) {
      for (const text of leaves(CATALOGUES[lang] as unknown as Tree)) {
        expect(text, lang).not.toMatch(/\[[^\]]*\]|lorem ipsum/i);
      }
    }
  });

  it("are refused by the type check when a text is missing, English included, or a path is not the catalogue's", () => {
    const { "nav.emailUs": dropped, ...rest } = english;
    // @ts-expect-error a catalogue without one of its texts
    const missing: CatalogueWords = rest;
    // @ts-expect-error a path the catalogue does not have
    const misspelt: CatalogueWords = { ...english, "nav.emailUz": dropped };
    // What the type check prevents: the page would have no text where one belongs.
    expect(catalogueOf(missing).nav.emailUs).toBeUndefined();
    expect(catalogueOf(misspelt).nav.emailUs).toBe("E-mail us");
  });
});

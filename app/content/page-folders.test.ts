import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { fullTitle } from "~/seo/meta";
import { PAGE_KEYS, ROUTE_TABLE } from "~/site/route-table";
import { PAGE_FOLDERS, PAGES_WITH_BODY, folderFaults, templateOf } from "./page-folders";
import { pageNamesFor } from "./page-names.server";

describe("a page in two places: its route-table entry and its folder", () => {
  it("finds every page's folder and no folder without a page", () => {
    expect(folderFaults(PAGE_FOLDERS, PAGE_KEYS)).toEqual([]);
  });

  it("names a page.ts whose page is not in the route table, and a page whose folder is missing", () => {
    const withoutFacade = PAGE_KEYS.filter((key) => key !== "aec/facade-survey");
    expect(folderFaults(PAGE_FOLDERS, withoutFacade)).toEqual([
      'app/content/aec/facade-survey/page.ts: no page "aec/facade-survey" in the route table',
      'app/content/aec/facade-survey/: no page "aec/facade-survey" in the route table',
    ]);
    const folders = { ...PAGE_FOLDERS, withWords: PAGE_FOLDERS.withWords.filter((folder) => folder !== "contact") };
    expect(folderFaults(folders, PAGE_KEYS)).toEqual(['page "contact": no words in app/content/contact/ (its names)']);
  });

  it("renders a body exactly where the folder has a page.ts, a form where the entry names one, else the links beneath", () => {
    for (const { key, form } of ROUTE_TABLE) {
      expect(templateOf(key), key).toBe(form ? "form" : PAGE_FOLDERS.withBody.includes(key) ? "content" : "child-links");
    }
    expect(templateOf("aec/facade-survey")).toBe("content");
    expect(templateOf("resources")).toBe("child-links");
    expect(templateOf("contact")).toBe("form");
    expect(PAGES_WITH_BODY).toContain("home");
  });
});

describe("page names, read from each page's words files", () => {
  it("give every page of the route table a label, title, h1 and description in every language", () => {
    for (const lang of LANGUAGES) {
      const names = pageNamesFor(lang);
      for (const key of PAGE_KEYS) {
        for (const field of ["label", "title", "h1", "description"] as const) {
          expect(names[key][field].trim(), `${lang} ${key} page.${field}`).toBeTruthy();
        }
      }
    }
  });

  it("keep, in every language, the {{figures}} of the English names", async () => {
    const words = import.meta.glob<Record<string, string>>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"], {
      eager: true,
      import: "default",
    });
    // A figure may take a format in one language and not in another ({{x|hours}} or "{{x}} óra").
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)(?:\|\w+)?\}\}/g)].map((m) => m[1]).sort();
    for (const key of PAGE_KEYS) {
      for (const field of ["page.label", "page.title", "page.h1", "page.description"]) {
        const english = names(words[`./${key}/en.ts`][field]);
        for (const lang of LANGUAGES) expect(names(words[`./${key}/${lang}.ts`][field]), `${lang} ${key} ${field}`).toEqual(english);
      }
    }
  });

  it("keep every page title within 70 characters, brand included", () => {
    for (const lang of LANGUAGES) {
      for (const [key, page] of Object.entries(pageNamesFor(lang))) {
        expect(fullTitle(page.title).length, `${lang} ${key}: ${fullTitle(page.title)}`).toBeLessThanOrEqual(70);
      }
    }
  });

  it("contain no square-bracket placeholder or lorem ipsum", () => {
    for (const lang of LANGUAGES) {
      for (const page of Object.values(pageNamesFor(lang))) {
        expect(Object.values(page).join(" "), lang).not.toMatch(/\[[^\]]*\]|lorem ipsum/i);
      }
    }
  });
});

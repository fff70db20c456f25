import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { GUIDE_KEYS } from "~/site/guides";
import { proseSections, type ProseSection } from "~/templates/builders/markdown";

/**
 * The legal pages and the guides are written as Markdown, one file a language (app/content/<page>/<lang>.md). A
 * translation may word a sentence as it likes, but it must have the same sections (same anchor ids
 * in the same order), the same sub-headings, the same tables (columns and rows), lists (items) and
 * notices in each section as the English text: a translator who drops a row or merges two list items
 * fails here.
 */
const FILES = import.meta.glob<string>("./**/*.md", { query: "?raw", import: "default", eager: true });
const PAGES = [...new Set(Object.keys(FILES).map((file) => file.slice(2, file.lastIndexOf("/"))))].sort();

/** What must be the same in every language: the heading tree and the shape of each table, list and notice. */
function outline(sections: readonly ProseSection[]) {
  return sections.map(({ id, blocks }) => ({
    heading: `## {#${id}}`,
    blocks: blocks.flatMap((block) => {
      switch (block.type) {
        case "heading":
          return ["###"];
        case "table":
          return [`table: ${block.head.length} columns, ${block.rows.length} rows`];
        case "list":
          return [`${block.ordered ? "numbered list" : "list"}: ${block.items.length} items`];
        case "notice":
          return ["notice"];
        case "paragraph":
          return [];
      }
    }),
  }));
}

describe("pages in Markdown", () => {
  it("are the four legal pages and the guides, each in every language", () => {
    expect(PAGES).toEqual(["cookies", "imprint", "privacy", "terms", ...GUIDE_KEYS].sort());
    for (const page of PAGES) for (const lang of LANGUAGES) expect(Object.keys(FILES)).toContain(`./${page}/${lang}.md`);
  });

  describe.each(PAGES)("%s", (page) => {
    const english = outline(proseSections(FILES[`./${page}/en.md`]));

    it.each(LANGUAGES.filter((lang) => lang !== "en"))(
      "%s has the English heading tree (ids, levels, order) and the same tables, lists and notices per section",
      (lang) => {
        expect(outline(proseSections(FILES[`./${page}/${lang}.md`]))).toEqual(english);
      },
    );

    it("every table row has as many cells as its header", () => {
      for (const lang of LANGUAGES)
        for (const { blocks } of proseSections(FILES[`./${page}/${lang}.md`]))
          for (const block of blocks) if (block.type === "table") for (const row of block.rows) expect(row).toHaveLength(block.head.length);
    });
  });
});

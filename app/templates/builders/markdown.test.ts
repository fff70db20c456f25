import { describe, expect, it } from "vitest";
import { proseBlocks, proseSections } from "./markdown";

describe("prose in Markdown", () => {
  it("keeps a table's caption, escaped pipes and figures, and joins a sentence wrapped over lines", () => {
    const [section] = proseSections(
      "## Retention {#retention}\n\nWe keep\nenquiries for {{leadRetention}}.\n\nTable: Retention periods\n\n| Data | Kept |\n| --- | --- |\n| Logs a \\| b | {{serverLogRetentionDays}} days |\n",
    );
    expect(section).toEqual({
      id: "retention",
      heading: "Retention",
      blocks: [
        { type: "paragraph", text: "We keep enquiries for {{leadRetention}}." },
        { type: "table", caption: "Retention periods", head: ["Data", "Kept"], rows: [["Logs a | b", "{{serverLogRetentionDays}} days"]] },
      ],
    });
  });

  it("refuses what the page cannot show, so that it fails the build instead of vanishing", () => {
    expect(() => proseBlocks("Some *stressed* word.")).toThrow(/emphasis is not allowed/);
    expect(() => proseBlocks("See [our policy](/en/privacy).")).toThrow(/link is not allowed/);
    expect(() => proseBlocks("#### Too deep")).toThrow(/only "###" sub-headings/);
    expect(() => proseBlocks("| a | b |\n| --- | --- |\n| 1 | 2 |")).toThrow(/needs a "Table: …" caption/);
    expect(() => proseBlocks("Table: Retention\n\n| Data | Kept |\n| Logs | 14 days |")).toThrow(/needs a "\| --- \|" line/);
    expect(() => proseBlocks("> Just a quote.")).toThrow(/starts with its title in bold/);
    expect(() => proseBlocks("> **Title only**")).toThrow(/needs text under its title/);
    expect(() => proseBlocks("- one\n\n  second paragraph")).toThrow(/one paragraph/);
  });

  it("starts a page at a heading with an id, and each section at the next", () => {
    expect(() => proseSections("Text before any heading.\n\n## A {#a}\n")).toThrow(/starts with a "## Heading \{#id\}" line/);
    expect(() => proseSections("## No id\n\nText.")).toThrow(/"No id" needs an id/);
    expect(proseSections("## A {#a}\n\nOne.\n\n## B {#b-2}\n\nTwo.\n").map(({ id, heading }) => [id, heading])).toEqual([
      ["a", "A"],
      ["b-2", "B"],
    ]);
  });
});

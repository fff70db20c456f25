import { describe, expect, it } from "vitest";
import { overlap, pageFolders } from "./content-overlap.mjs";

const folders: string[] = pageFolders();

describe("words files", () => {
  it("exist for every page with a body", () => {
    expect(folders.length).toBeGreaterThanOrEqual(9);
  });

  it.each(folders.map((folder) => [folder.replace(/.*app\/content\//, ""), folder]))(
    "%s: at most 10 % of the lines of its four words files are the same in every language",
    (_page, folder) => {
      const { share, examples } = overlap(folder);
      expect(share, `identical lines, e.g. ${examples.join(" | ")}`).toBeLessThanOrEqual(10);
    },
  );
});

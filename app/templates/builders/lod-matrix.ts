import type { ProseBlock, Section } from "~/content/types";
import { figureToken } from "~/i18n/figures";
import { inOrder, type Keyed } from "~/i18n/words";
import type { FactKey } from "~/site/facts";
import type { PageKey } from "~/site/route-table";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The LOD matrix: model elements by level of detail, what is modelled in each cell and the
 * model-to-cloud tolerance of each level, with the text that explains how to use it in a contract.
 * The levels and their tolerances are facts (structure); the cells are words. The downloadable PDF
 * and CSV are made from the built matrix (`matrixOf`), so the three cannot differ.
 */
export interface LodMatrixStructure {
  /** The hero's links: the downloads and the service the matrix belongs to. */
  readonly hero: part.HeroStructure;
  readonly purpose: part.ProseStructure;
  readonly matrix: {
    /** The columns: each level's name and its tolerance, as facts. */
    readonly levels: readonly { readonly id: string; readonly level: FactKey; readonly tolerance: FactKey }[];
    /** The rows: the model elements, in the order the matrix lists them. */
    readonly elements: readonly string[];
  };
  readonly contract: part.ProseStructure;
  readonly notes: part.ListStructure;
  /** The pages where the matrix is used: the Scan to BIM services and a case study. */
  readonly related: readonly PageKey[];
  readonly cta: part.CtaStructure;
}

export interface LodMatrixWords {
  readonly hero: part.HeroWords;
  readonly purpose: part.ProseWords;
  readonly matrix: {
    readonly nav?: string;
    readonly heading: string;
    readonly intro?: string;
    readonly caption: string;
    /** The head of the first column. */
    readonly element: string;
    /** The name of the last row, the tolerance of each level. */
    readonly tolerance: string;
    /** Each element's name and, under each level's id, what is modelled at that level. */
    readonly elements: Keyed<{ readonly name: string; readonly levels: Keyed<string> }>;
  };
  readonly contract: part.ProseWords;
  readonly notes: part.ListWords;
  readonly related: { readonly nav?: string; readonly heading: string; readonly intro?: string };
  readonly cta: part.CtaWords;
}

/** The id of the matrix's section, by which the downloads find it in the built page. */
export const MATRIX_SECTION = "matrix";

/** The matrix as a table: the head, then one row an element, then the tolerance row (the last). */
export type Matrix = Extract<ProseBlock, { type: "table" }>;

export function lodMatrix<const S extends LodMatrixStructure>(structure: S): PageDefinition<LodMatrixWords, S> {
  return {
    build: (words, context) => {
      const { levels, elements } = structure.matrix;
      const ids = levels.map((level) => level.id);
      const rows = inOrder(elements, words.matrix.elements, "matrix elements").map((element, i) => [
        element.name,
        ...inOrder(ids, element.levels, `matrix row ${elements[i]}`),
      ]);
      const matrix: Matrix = {
        type: "table",
        caption: words.matrix.caption,
        head: [words.matrix.element, ...levels.map((level) => figureToken(level.level))],
        rows: [...rows, [words.matrix.tolerance, ...levels.map((level) => figureToken(level.tolerance))]],
      };
      const { nav, heading, intro } = words.matrix;
      const sections: Section[] = [
        part.prose("purpose", structure.purpose, words.purpose),
        { type: "prose", id: MATRIX_SECTION, nav, heading, intro, blocks: [matrix] },
        part.prose("in-a-contract", structure.contract, words.contract),
        part.list("notes", structure.notes, words.notes),
        part.related("where-it-is-used", structure.related, words.related, context),
        ...part.relatedSection(context),
        part.cta("get-started", structure.cta, words.cta),
      ];
      return { hero: part.hero(structure.hero, words.hero), anchorNavLabel: context.shared.onThisPage, sections };
    },
  };
}

/** The matrix of a built LOD matrix page. */
export function matrixOf(content: { readonly sections: readonly Section[] }): Matrix {
  const section = content.sections.find((candidate) => candidate.id === MATRIX_SECTION);
  const table = section?.type === "prose" ? section.blocks.find((block) => block.type === "table") : undefined;
  if (!table || table.type !== "table") throw new Error("The page has no LOD matrix");
  return table;
}

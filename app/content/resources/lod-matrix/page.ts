import { lodMatrix } from "~/templates/builders/lod-matrix";

export default lodMatrix({
  hero: { actions: [{ to: "resources/downloads" }, { to: "get-a-quote" }] },
  purpose: { blocks: ["one-table", "bimforum", "existing-building"] },
  matrix: {
    levels: [
      { id: "lod-200", level: "lod200", tolerance: "bimToleranceGeneric" },
      { id: "lod-300", level: "lod300", tolerance: "bimTolerance" },
      { id: "lod-350", level: "lod350", tolerance: "bimToleranceDetailed" },
      { id: "lod-400", level: "lod400", tolerance: "bimToleranceDetailed" },
    ],
    elements: [
      "walls",
      "floors-slabs",
      "roofs",
      "columns-beams",
      "stairs-ramps",
      "doors",
      "windows",
      "curtain-walls",
      "ceilings",
      "ducts",
      "pipes",
      "cable-trays",
      "equipment",
      "site-terrain",
    ],
  },
  contract: { blocks: ["attach", "by-element", "by-area", "example", "tolerance-clause"] },
  notes: { items: ["hidden", "deviations", "families", "minimum-size", "own-definitions"] },
  related: ["construction/scan-to-bim", "industrial/scan-to-bim", "projects/alfold-pharma-scan-to-bim"],
  cta: { actions: [{ to: "get-a-quote" }, { to: "talk-to-an-expert" }] },
});

import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/tree-survey",
  hero: {
    facts: ["treeStandardShort", "treeCategories", ["treesPerDay", "upTo"], ["treeTurnaroundDays", "days"]],
  },
  definition: { points: ["category-high-quality", "category-b-moderate", "category-c-low", "category-u-trees", "tree-schedule-root"] },
  benefits: {
    cards: [
      { id: "ready-planning", icon: "checklist", metric: "treeStandardShort" },
      { id: "clear-retention-categories", icon: "tree", metric: "treeCategories" },
      { id: "efficient-fieldwork", icon: "fast", metric: ["treesPerDay", "upTo"] },
      { id: "quick-reporting", icon: "report", metric: ["treeTurnaroundDays", "days"] },
    ],
  },
  visual: {
    visual: "tree",
    metrics: ["treeStandardShort", "treeCategories", ["treesPerDay", "upTo"], ["treeTurnaroundDays", "days"]],
  },
  formats: {
    groups: [
      { id: "drawings", formats: ["DWG", "DXF", "PDF"] },
      { id: "tree-schedule", formats: ["XLSX", "CSV", "PDF"] },
      { id: "gis-data", formats: ["SHP", "GeoJSON", "GeoPackage"] },
    ],
  },
  scope: {
    included: [
      "inspection-tree-site",
      "numbered-tags-individual",
      "species-height-stem",
      "retention-category-b",
      "root-protection-area",
      "tree-schedule-observations",
      "tree-constraints-plan",
    ],
    addOns: [
      "topographic-survey-tree",
      "arboricultural-impact-assessment",
      "arboricultural-method-statement",
      "laser-scanning-drone",
      "setting-out-protective",
    ],
  },
  faq: {
    items: [
      "what-categories-b",
      "what-root-protection",
      "what-tree-constraints",
      "when-should-tree",
      "how-tree-survey",
      "how-long-tree",
      "combine-tree-survey",
      "where-carry-out",
    ],
  },
});

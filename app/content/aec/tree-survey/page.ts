import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/tree-survey",
  hero: {
    facts: ["treeStandardShort", "treeCategories", ["treesPerDay", "upTo"], ["treeTurnaroundDays", "days"]],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "checklist", metric: "treeStandardShort" },
      { icon: "tree", metric: "treeCategories" },
      { icon: "fast", metric: ["treesPerDay", "upTo"] },
      { icon: "report", metric: ["treeTurnaroundDays", "days"] },
    ],
  },
  visual: {
    visual: "tree",
    metrics: ["treeStandardShort", "treeCategories", ["treesPerDay", "upTo"], ["treeTurnaroundDays", "days"]],
  },
  formats: {
    groups: [
      ["DWG", "DXF", "PDF"],
      ["XLSX", "CSV", "PDF"],
      ["SHP", "GeoJSON", "GeoPackage"],
    ],
  },
});

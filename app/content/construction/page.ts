import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "construction",
  hero: {
    facts: ["constructionAccuracy", "scanToCadAccuracy", ["constructionDroneTurnaroundHours", "hours"], ["smallReportHours", "hours"]],
  },
  definition: {
    visual: "bim-overlay",
    points: ["revit-ifc-models", "plans-sections-elevations", "progress-scans-weekly", "bim-model-overlaid"],
  },
  outcomes: {
    cards: [
      { id: "measured-assumed", icon: "target", metric: "constructionAccuracy" },
      { id: "progress-see", icon: "calendar", metric: "progressCadence" },
      { id: "reports-before-meeting", icon: "fast", metric: ["smallReportHours", "hours"] },
      { id: "model-where-stand", icon: "ar", metric: "arScale" },
    ],
  },
  faq: {
    items: [
      "what-difference-between",
      "how-accurate-construction",
      "how-often-should",
      "how-soon-after",
      "which-level-detail",
      "need-special-equipment",
    ],
  },
});

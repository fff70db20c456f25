import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/as-built-progress",
  hero: {
    facts: ["progressCadence", "constructionAccuracy", ["constructionDroneTurnaroundHours", "hours"], ["smallReportHours", "hours"]],
  },
  deliverables: {
    items: [
      { id: "progress-dashboard", icon: "report", formats: ["PDF", "HTML"] },
      { id: "deviation-report", icon: "layers", formats: ["PDF", "NWD"] },
      { id: "built-model", icon: "model", formats: ["RVT", "IFC"] },
      { id: "registered-point-clouds", icon: "scan", formats: ["E57", "RCP"] },
    ],
  },
  scope: {
    included: ["scans-weekly-bi", "comparison-work-place", "progress-zone-trade", "small-reports-dashboards"],
    addOns: ["drone-flights-earthworks", "photos-visit-linked", "built-model-updates", "concrete-flatness-level"],
  },
});

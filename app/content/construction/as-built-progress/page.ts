import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "construction/as-built-progress",
  hero: {
    facts: ["progressCadence", "constructionAccuracy", ["constructionDroneTurnaroundHours", "hours"], ["smallReportHours", "hours"]],
  },
  process: {
    steps: ["brief-cadence", "control-baseline", "scan-fixed-route", "reports-after-visit", "as-built-handover"],
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
  table: {
    id: "reporting-cadence",
    columns: ["report", "when", "contents", "format"],
    rows: ["progress-scan", "progress-report", "deviation-report", "milestone-record", "as-built-model"],
  },
  specifics: {
    id: "deviation-report",
    items: ["element-id", "design-against-built", "deviation-tolerance", "scan-snapshot", "location-plan", "status-action"],
  },
  drivers: {
    cards: [
      { id: "area-per-visit", icon: "building" },
      { id: "cadence-programme", icon: "calendar" },
      { id: "what-compared", icon: "target" },
      { id: "site-conditions", icon: "hardhat" },
    ],
  },
  provides: {
    items: ["current-model", "programme-zones", "control-network", "tolerances", "access-slot", "contacts"],
  },
  faq: {
    items: ["deviation-found", "which-tolerances", "how-often", "control-marks-lost", "without-model", "what-keep"],
  },
});

import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "industrial/as-built-qaqc",
  hero: {
    facts: ["totalStationQa", ["qaMemoHours", "hours"], "bimTolerance", "controlResiduals"],
  },
  definition: { points: ["scan-versus-design", "critical-points-such", "colour-coded-deviation", "work-running-plants"] },
  benefits: {
    cards: [
      { id: "critical-points-measured", icon: "target", metric: "totalStationQa" },
      { id: "findings-before-next", icon: "fast", metric: ["qaMemoHours", "hours"] },
      { id: "whole-installation-compared", icon: "layers", metric: "bimTolerance" },
      { id: "evidence-acceptance", icon: "shield", metric: "controlResiduals" },
    ],
  },
  process: { howTo: true, steps: ["design-tolerances", "scan-total-station", "short-qa-memo", "deviation-report"] },
  deliverables: {
    items: [
      { id: "short-qa-memo", icon: "report", formats: ["PDF"] },
      { id: "deviation-report", icon: "layers", formats: ["PDF", "NWD"] },
      { id: "checkpoint-tables", icon: "spreadsheet", formats: ["XLSX", "CSV"] },
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
    ],
  },
  faq: { items: ["how-quickly-get", "what-accuracy-checks", "what-need", "check-installations-during"] },
});

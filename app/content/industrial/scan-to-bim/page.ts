import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "industrial/scan-to-bim",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "registrationRmse", "controlResiduals"],
  },
  definition: { points: ["piping-fittings-valves", "equipment-nozzle-positions", "structural-steel-section", "models-standard-request"] },
  benefits: {
    cards: [
      { id: "detail-design-needs", icon: "model", metric: "lodIndustrial" },
      { id: "spools-fit", icon: "target", metric: "bimTolerance" },
      { id: "proven-registration", icon: "shield", metric: "registrationRmse" },
      { id: "little-time-units", icon: "calendar", metric: ["industrialOnSiteDays", "days"] },
    ],
  },
  process: { howTo: true, steps: ["scope-safety", "control-scanning", "registration-qa", "modelling-delivery"] },
  deliverables: {
    items: [
      { id: "intelligent-3d-model", icon: "model", formats: ["RVT", "IFC", "NWD"] },
      { id: "piping-data", icon: "workflow", formats: ["DWG", "PCF"] },
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
      { id: "qa-qc-report", icon: "report", formats: ["PDF"] },
    ],
  },
  faq: { items: ["which-level-detail", "model-small-bore", "model-match-plant", "how-prove-model", "what-fixed-fee"] },
});

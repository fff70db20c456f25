import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/alfold-pharma-scan-to-bim",
  hero: {
    facts: ["registrationRmseStrict", "bimTolerance", "lodIndustrial", ["alfoldSiteDays", "days"]],
    visual: "interior",
  },
  trust: { items: ["debrecen-hungary", "gmp-cleanrooms-operation", "scanned", "project-start-project"] },
  overview: { blocks: ["alfold-pharma-makes", "company-planned-refurbishment", "production-had-continue"] },
  objectives: { items: ["revit-model-cleanroom", "measured-room-sizes", "survey-fitted-production", "figures-client-qa"] },
  scope: {
    items: [
      "cleanrooms-airlocks-grade",
      "technical-floor-above",
      "stairwells-shafts-external",
      "floor-area-terrestrial",
      "architecture-structure-mep",
    ],
  },
  methods: {
    items: [
      "control-network-total",
      "terrestrial-laser-scanners",
      "handheld-lidar-only",
      "free-standing-sphere",
      "registration-control-network",
      "modelling-revit-registered",
    ],
  },
  accuracy: {
    items: ["registration-rmse-across", "residuals-control-points", "registered-point-cloud", "model-within-point", "total-station-check"],
  },
  deliverables: { items: ["revit-model-rvt", "navisworks-model-nwd", "registered-point-cloud", "floor-plans-reflected", "qa-qc-report"] },
  challenges: { items: ["entry-cleanroom-had", "most-rooms-were", "batch-records-screens"] },
  schedule: {
    items: [
      "kick-off-nda",
      "before-first-window",
      "scanning-days-site",
      "after-window-registered",
      "modelling-deviation-checks",
      "delivery-model-drawings",
    ],
  },
  outcomes: { items: ["production-day-was", "design-consultant-found", "packaging-line-layout", "bidders-received-model"] },
  lessons: { items: ["gowning-training-equipment", "agree-scanning-windows", "keep-control-points", "ask-qa-about"] },
  faq: { items: ["cleanroom-laser-scanned", "did-production-have", "how-registration-accurate", "model-extended-other"] },
});

import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "industrial-plants",
  hero: {
    visual: "plant",
    facts: [["industrialOnSiteDays", "days"], "lodIndustrial", "bimTolerance", ["qaMemoHours", "hours"]],
  },
  benefits: {
    cards: [
      { id: "production-keeps-running", icon: "factory", metric: ["industrialOnSiteDays", "days"] },
      { id: "spools-fit-tie", icon: "target", metric: "bimTolerance" },
      { id: "fewer-changes-shutdown", icon: "calendar", metric: ["lateChangesReduction", "moreThan"] },
      { id: "installations-checked-before", icon: "checklist", metric: ["qaMemoHours", "hours"] },
    ],
  },
  process: { howTo: true, steps: ["brief-nda", "site-rules-scan", "fixed-fee-offer", "control-scanning", "registration-modelling-qa"] },
  useCases: {
    cards: [
      { id: "tie-ins-revamps", icon: "workflow" },
      { id: "shutdown-turnaround-planning", icon: "calendar" },
      { id: "built-checks-handover", icon: "checklist" },
      { id: "digital-twin-asset", icon: "model" },
    ],
  },
  trust: { items: ["nda-signed-before", "work-under-permits", "plant-models-standard", "projects-countries"] },
  overview: { blocks: ["plant-has-run", "measure-units-scope", "how-work-running", "scanning-under-permit"] },
  deliverables: {
    items: [
      "registered-point-clouds",
      "intelligent-3d-models",
      "tie-points-line",
      "scan-versus-design",
      "short-qa-memos",
      "qa-qc-reports",
      "site-plans-geotiff",
      "panoramic-scans-models",
    ],
  },
  faq: {
    items: ["scan-while-plant", "how-work-atex", "scan-during-shutdown", "model-accurate-enough", "data-fit-coordinate", "how-keep-plant"],
  },
});

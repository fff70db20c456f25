import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/tiszachem-as-built-progress",
  hero: {
    facts: ["progressCadence", "tiszachemProgressVisits", ["qaMemoHours", "hours"], "constructionAccuracy"],
  },
  trust: { items: ["weekly-visits-fixed", "control-network-earlier", "qa-memo-within", "critical-points-checked"] },
  overview: { blocks: ["tiszachem-began-building", "several-contractors-worked", "reference-comparison-was"] },
  objectives: {
    items: [
      "record-extension-week",
      "work-place-compared",
      "deviations-reported-contractor",
      "measured-view-progress",
      "built-model-extension",
    ],
  },
  scope: {
    items: [
      "extension-plot-equipment",
      "tie-areas-existing",
      "weekly-scans-fixed",
      "total-station-checks",
      "checks-tie-during",
      "update-built-model",
    ],
  },
  methods: {
    items: [
      "terrestrial-laser-scanners",
      "handheld-lidar-quick",
      "total-station-critical",
      "control-network-scan",
      "registration-control-network",
      "scan-model-comparison",
    ],
  },
  accuracy: {
    items: [
      "registration-rmse-visit",
      "residuals-control-points",
      "comparison-work-place",
      "anchor-bolts-nozzles",
      "built-model-extension",
    ],
  },
  deliverables: {
    items: [
      "short-qa-memo",
      "weekly-deviation-report",
      "checkpoint-tables-xlsx",
      "progress-dashboard-area",
      "dated-registered-point",
      "built-model-extension",
    ],
  },
  challenges: { items: ["construction-site-inside", "control-marks-lost", "findings-reach-crew"] },
  schedule: {
    items: [
      "kick-off-control",
      "foundations-anchor-bolts",
      "steel-structure-pipe",
      "equipment-piping-weekly",
      "tie-ins-during",
      "final-scan-mechanical",
    ],
  },
  outcomes: {
    items: [
      "deviations-beyond-tolerance",
      "among-anchor-bolt",
      "most-deviations-were",
      "tie-ins-were",
      "progress-area-trade",
      "plant-model-extension",
    ],
  },
  lessons: { items: ["control-network-outlives", "fixed-weekly-slot", "anchor-bolts-nozzles", "send-findings-foreman"] },
  faq: { items: ["why-weekly-scans", "what-were-scans", "how-did-work", "what-tiszachem-keep"] },
});

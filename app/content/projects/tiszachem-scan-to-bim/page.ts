import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/tiszachem-scan-to-bim",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "registrationRmse", ["tiszachemBimSiteDays", "days"]],
  },
  trust: { items: ["plant-running-throughout", "control-network-eov", "nda-before-drawing", "qa-qc-report"] },
  overview: { blocks: ["tiszachem-runs-chemical", "units-had-been", "scanned-both-units"] },
  objectives: {
    items: [
      "model-process-units",
      "measured-positions-flange",
      "control-network-national",
      "production-stop-work",
      "access-scans-engineers",
    ],
  },
  scope: {
    items: [
      "process-units-vessels",
      "pipe-rack-between",
      "piping-client-line",
      "structural-steel-section",
      "cable-trays-modelled",
      "ground-existing-foundations",
    ],
  },
  methods: {
    items: [
      "terrestrial-laser-scanners",
      "handheld-lidar-beneath",
      "control-network-permanent",
      "scan-registered-control",
      "tie-points-flange",
      "modelling-revit-client",
    ],
  },
  accuracy: {
    items: [
      "point-cloud-accuracy",
      "registration-rmse",
      "residuals-control-points",
      "model-within-point",
      "tie-points-measured",
      "figure-stated-point",
    ],
  },
  deliverables: {
    items: [
      "revit-model-rvt",
      "navisworks-model-nwd",
      "piping-data-tie",
      "registered-point-cloud",
      "register-differences-between",
      "qa-qc-report",
    ],
  },
  challenges: { items: ["atex-zones-running", "congested-pipe-rack", "drawings-contradicted-plant"] },
  schedule: {
    items: ["nda-scope-line", "control-network-scanning", "registration-qa-scans", "modelling-packages-unit", "final-model-tie"],
  },
  outcomes: {
    items: ["upgrade-was-designed", "first-clash-checks", "fewer-trips-site", "difference-register-let", "control-network-model"],
  },
  lessons: { items: ["agree-line-list", "atex-areas-plan", "permanent-control-marks", "mark-what-scan"] },
  faq: { items: ["did-plant-have", "why-higher-level", "how-accurate-model", "model-extended-when"] },
});

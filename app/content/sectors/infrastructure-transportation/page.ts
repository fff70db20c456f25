import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "infrastructure-transportation",
  hero: {
    visual: "terrain",
    facts: ["landHorizontal", "landControl", ["landDroneHectaresPerDayHa", "upTo"], ["settingOutMobilisationHours", "hours"]],
  },
  benefits: {
    cards: [
      { id: "less-time-track", icon: "drone", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { id: "control-network", icon: "compass", metric: "landControl" },
      { id: "accuracy-stated-rmse", icon: "target", metric: "landHorizontal" },
      { id: "surveyor-when-works", icon: "hardhat", metric: ["settingOutMobilisationHours", "hours"] },
    ],
  },
  process: {
    howTo: true,
    steps: ["brief-corridor-plan", "control-network", "capture-corridor", "processing-checks", "delivery-setting-out"],
  },
  useCases: {
    cards: [
      { id: "rail-renewals-upgrades", icon: "route" },
      { id: "road-widening-junctions", icon: "terrain" },
      { id: "bridges-structures", icon: "ruler" },
      { id: "stations-depots", icon: "building" },
    ],
  },
  caseStudies: {
    cards: [
      { id: "track-renewal-survey", icon: "route", metric: "infraCaseCorridorKm" },
      { id: "river-bridge-before", icon: "scan", metric: "pointCloudAccuracy" },
      { id: "motorway-interchange-redesign", icon: "drone", metric: "infraCaseJunctionAreaHa" },
    ],
  },
  trust: { items: ["control-network", "national-grids-eov", "topographic-data-days", "fixed-fee-quote"] },
  overview: { blocks: ["railways-roads-stop", "what-measure", "track-platforms-overhead", "everything-tied-control"] },
  deliverables: {
    items: [
      "topographic-surveys-digital",
      "long-sections-cross",
      "existing-condition-maps",
      "registered-point-clouds",
      "textured-3d-models",
      "clearance-measurements-under",
      "control-network-report",
      "setting-out-data",
    ],
  },
  faq: {
    items: [
      "survey-within-track",
      "which-coordinate-system",
      "how-accurate-survey",
      "fly-drone-along",
      "inspect-bridges-other",
      "how-soon-receive",
    ],
  },
});

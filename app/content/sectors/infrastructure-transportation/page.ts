import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "infrastructure-transportation",
  hero: {
    visual: "terrain",
    facts: ["landHorizontal", "landControl", ["landDroneHectaresPerDayHa", "upTo"], ["settingOutMobilisationHours", "hours"]],
  },
  benefits: {
    cards: [
      { icon: "drone", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { icon: "compass", metric: "landControl" },
      { icon: "target", metric: "landHorizontal" },
      { icon: "hardhat", metric: ["settingOutMobilisationHours", "hours"] },
    ],
  },
  process: { howTo: true },
  useCases: {
    cards: [{ icon: "route" }, { icon: "terrain" }, { icon: "ruler" }, { icon: "building" }],
  },
  caseStudies: {
    cards: [
      { icon: "route", metric: "infraCaseCorridorKm" },
      { icon: "scan", metric: "pointCloudAccuracy" },
      { icon: "drone", metric: "infraCaseJunctionAreaHa" },
    ],
  },
});

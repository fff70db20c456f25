import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "industrial-plants",
  hero: {
    visual: "plant",
    facts: [["industrialOnSiteDays", "days"], "lodIndustrial", "bimTolerance", ["qaMemoHours", "hours"]],
  },
  benefits: {
    cards: [
      { icon: "factory", metric: ["industrialOnSiteDays", "days"] },
      { icon: "target", metric: "bimTolerance" },
      { icon: "calendar", metric: ["lateChangesReduction", "moreThan"] },
      { icon: "checklist", metric: ["qaMemoHours", "hours"] },
    ],
  },
  process: { howTo: true },
  useCases: {
    cards: [{ icon: "workflow" }, { icon: "calendar" }, { icon: "checklist" }, { icon: "model" }],
  },
});

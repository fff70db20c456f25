import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "commercial-hospitality",
  hero: {
    visual: "facade",
    facts: ["architecturalPlanimetric", "facadePointCloud", ["turnaroundHours", "hours"], ["quoteTurnaroundHours", "hoursOnWorkingDays"]],
  },
  benefits: {
    cards: [
      { icon: "calendar", metric: ["turnaroundHours", "hours"] },
      { icon: "building", metric: ["facadeLessTimeAtHeight", "upTo"] },
      { icon: "ruler", metric: "architecturalPlanimetric" },
      { icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
    ],
  },
  process: { howTo: true },
  useCases: {
    cards: [{ icon: "building" }, { icon: "drafting" }, { icon: "layers" }, { icon: "report" }],
  },
});

import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "maritime",
  hero: {
    visual: "ship",
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  benefits: {
    cards: [
      { icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
      { icon: "ruler", metric: "vesselInteriorAccuracy" },
      { icon: "ship", metric: "vesselHullAccuracy" },
      { icon: "shield", metric: "vesselRmse" },
    ],
  },
  process: { howTo: true },
  useCases: {
    cards: [{ icon: "layers" }, { icon: "axis" }, { icon: "anchor" }, { icon: "ship" }],
  },
  caseStudies: {
    cards: [
      { icon: "ship", metric: "vesselInteriorAccuracy" },
      { icon: "anchor", metric: "vesselHullAccuracy" },
      { icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
    ],
  },
});

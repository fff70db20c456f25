import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "maritime",
  hero: {
    visual: "ship",
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  benefits: {
    cards: [
      { id: "data-while-she", icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
      { id: "prefabricated-ashore-fitted", icon: "ruler", metric: "vesselInteriorAccuracy" },
      { id: "real-shape-hull", icon: "ship", metric: "vesselHullAccuracy" },
      { id: "figures-audit", icon: "shield", metric: "vesselRmse" },
    ],
  },
  process: { howTo: true, steps: ["brief-superintendent", "scanning-afloat", "hull-scan-dry", "registration-qa", "drawings-models-built"] },
  useCases: {
    cards: [
      { id: "ballast-water-scrubber", icon: "layers" },
      { id: "engine-replacements", icon: "axis" },
      { id: "yacht-refits", icon: "anchor" },
      { id: "hull-repairs-appendages", icon: "ship" },
    ],
  },
  caseStudies: {
    cards: [
      { id: "ballast-water-treatment", icon: "ship", metric: "vesselInteriorAccuracy" },
      { id: "motor-yacht-interior", icon: "anchor", metric: "vesselHullAccuracy" },
      { id: "river-cruise-ship", icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
    ],
  },
  trust: { items: ["scanned-afloat-dry", "point-clouds-within", "frame-numbering-reference", "fixed-fee-quote"] },
  overview: { blocks: ["day-dry-dock", "what-scan", "engine-rooms-pump", "vessel-registered-ship"] },
  deliverables: {
    items: [
      "registered-point-cloud",
      "general-arrangement-deck",
      "hull-surface-models",
      "3d-models-engine",
      "interior-drawings-models",
      "qa-qc-report",
      "built-scan-after",
    ],
  },
  faq: {
    items: ["when-should-vessel", "scan-while-vessel", "how-accurate-vessel", "follow-frame-numbering", "where-work", "how-vessel-survey"],
  },
});

import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "commercial-hospitality",
  hero: {
    visual: "facade",
    facts: ["architecturalPlanimetric", "facadePointCloud", ["turnaroundHours", "hours"], ["quoteTurnaroundHours", "hoursOnWorkingDays"]],
  },
  benefits: {
    cards: [
      { id: "ready-quiet-season", icon: "calendar", metric: ["turnaroundHours", "hours"] },
      { id: "facades-without-scaffolding", icon: "building", metric: ["facadeLessTimeAtHeight", "upTo"] },
      { id: "drawings-match-building", icon: "ruler", metric: "architecturalPlanimetric" },
      { id: "fixed-fee-agreed", icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
    ],
  },
  process: { howTo: true, steps: ["brief-quote", "access-plan", "scanning-site", "processing-qa", "delivery-revisions"] },
  useCases: {
    cards: [
      { id: "hotel-refurbishment-between", icon: "building" },
      { id: "office-retail-fit", icon: "drafting" },
      { id: "facade-renewal-recladding", icon: "layers" },
      { id: "acquisition-change-use", icon: "report" },
    ],
  },
  trust: { items: ["surveys-planned-around", "facades-measured-without", "fixed-fee-quote", "hour-revision-window"] },
  overview: { blocks: ["hotel-never-empty", "scan-room-room", "what-plan", "floor-plans-sections"] },
  deliverables: {
    items: [
      "floor-plans-sections",
      "revit-ifc-models",
      "cad-facade-elevations",
      "registered-point-clouds",
      "room-room-floor",
      "window-cladding-panel",
      "facade-condition-maps",
      "qa-qc-report",
    ],
  },
  faq: {
    items: [
      "survey-while-hotel",
      "work-night-outside",
      "need-scaffolding-pavement",
      "how-accurate-drawings",
      "how-quickly-deliver",
      "how-survey-priced",
    ],
  },
});

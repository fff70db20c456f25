import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "heritage-culture",
  hero: {
    visual: "heritage",
    facts: ["heritagePointCloud", "heritageGsd", "heritageLod", ["heritageSiteDays", "days"]],
  },
  benefits: {
    cards: [
      { id: "nothing-touches-fabric", icon: "shield", metric: "heritagePointCloud" },
      { id: "detail-restorer-read", icon: "image", metric: "heritageGsd" },
      { id: "building-stays-open", icon: "timer", metric: ["heritageSiteDays", "days"] },
      { id: "hbim-decades-care", icon: "model", metric: "heritageLod" },
    ],
  },
  process: { howTo: true, steps: ["brief", "access-permissions", "capture-site", "first-deliverables", "drawings-mapping-hbim"] },
  useCases: {
    cards: [
      { id: "restoration-projects", icon: "heritage" },
      { id: "consent-grant-applications", icon: "document" },
      { id: "new-uses-historic", icon: "building" },
      { id: "records-monitoring", icon: "layers" },
    ],
  },
  caseStudies: {
    cards: [
      { id: "baroque-parish-church", icon: "heritage", metric: "heritageGsd" },
      { id: "ottoman-han-before", icon: "drone", metric: "facadeGsd" },
      { id: "listed-museum-wing", icon: "model", metric: "heritageBim" },
    ],
  },
  trust: { items: ["non-contact-nothing", "rectified-imagery-up", "first-deliverables-working", "fixed-fee-quote"] },
  overview: { blocks: ["listed-building-surveyed", "capture-geometry-terrestrial", "who-work", "conservation-architects-preparing"] },
  deliverables: {
    items: [
      "hbim-model-revit",
      "registered-colourised-point",
      "orthophotos-rectified-images",
      "measured-plans-sections",
      "condition-damage-mapping",
      "textured-3d-models",
      "survey-report-control",
    ],
  },
  faq: {
    items: [
      "anything-fixed-building",
      "heritage-authority-accept",
      "how-much-detail",
      "church-museum-stay",
      "how-record-vaults",
      "what-hbim-what",
    ],
  },
});

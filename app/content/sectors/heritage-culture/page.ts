import { sectorPage } from "~/templates/builders/sector";

export default sectorPage({
  sector: "heritage-culture",
  hero: {
    visual: "heritage",
    facts: ["heritagePointCloud", "heritageGsd", "heritageLod", ["heritageSiteDays", "days"]],
  },
  benefits: {
    cards: [
      { icon: "shield", metric: "heritagePointCloud" },
      { icon: "image", metric: "heritageGsd" },
      { icon: "timer", metric: ["heritageSiteDays", "days"] },
      { icon: "model", metric: "heritageLod" },
    ],
  },
  process: { howTo: true },
  useCases: {
    cards: [{ icon: "heritage" }, { icon: "document" }, { icon: "building" }, { icon: "layers" }],
  },
  caseStudies: {
    cards: [
      { icon: "heritage", metric: "heritageGsd" },
      { icon: "drone", metric: "facadeGsd" },
      { icon: "model", metric: "heritageBim" },
    ],
  },
});

import { FACTS } from "~/site/facts";
import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/architectural-survey",
  hero: {
    facts: ["architecturalPlanimetric", "architecturalVertical", "architecturalRmse", ["revisionWindowHours", "hours"]],
  },
  outcomes: {
    cards: [
      { icon: "ruler", metric: "architecturalPlanimetric" },
      { icon: "shield", metric: ["lateChangesReduction", "moreThan"] },
      { icon: "fast", metric: ["turnaroundHours", "hours"] },
      { icon: "price", metric: "architecturalPriceInUsd" },
    ],
  },
  process: { howTo: true },
  audiences: {
    cards: [{ icon: "drafting" }, { icon: "building" }, { icon: "hardhat" }],
  },
  testimonials: {
    items: [
      { name: "Eszter Varga", company: "Danubia Architects" },
      { name: "Emre Yıldız", company: "Bosphorus Yapı" },
    ],
  },
  offer: { price: FACTS.architecturalPriceUsd, priceCurrency: "USD" },
});

import { FACTS } from "~/site/facts";
import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/architectural-survey",
  hero: {
    facts: ["architecturalPlanimetric", "architecturalVertical", "architecturalRmse", ["revisionWindowHours", "hours"]],
  },
  outcomes: {
    cards: [
      { id: "drawings-match-building", icon: "ruler", metric: "architecturalPlanimetric" },
      { id: "fewer-surprises-site", icon: "shield", metric: ["lateChangesReduction", "moreThan"] },
      { id: "drawings-days-after", icon: "fast", metric: ["turnaroundHours", "hours"] },
      { id: "fixed-fee-agreed", icon: "price", metric: "architecturalPriceInUsd" },
    ],
  },
  process: { howTo: true, steps: ["brief-booking", "site-scanning", "processing-qa", "delivery-revisions"] },
  audiences: {
    cards: [
      { id: "architects", icon: "drafting" },
      { id: "developers", icon: "building" },
      { id: "contractors", icon: "hardhat" },
    ],
  },
  testimonials: {
    items: [
      { id: "refurbish-listed-apartment", name: "Eszter Varga", company: "Danubia Architects" },
      { id: "survey-arrived-qa", name: "Emre Yıldız", company: "Bosphorus Yapı" },
    ],
  },
  offer: { price: FACTS.architecturalPriceUsd, priceCurrency: "USD" },
  faq: {
    items: [
      "how-accurate-architectural",
      "how-much-architectural",
      "how-quickly-survey",
      "what-deliverables-receive",
      "how-hour-revision",
      "survey-building-occupied",
    ],
  },
});

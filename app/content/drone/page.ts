import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "drone",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  definition: {
    visual: "orthophoto",
    points: ["accuracy-ground-control", "ground-sampling-distance", "up-hectares-captured", "flights-planned-within"],
  },
  outcomes: {
    cards: [
      { id: "survey-grade-where", icon: "target", metric: "droneAccuracyWithGcp" },
      { id: "fast-overviews-when", icon: "drone", metric: "droneAccuracyWithoutGcp" },
      { id: "large-sites-visit", icon: "plot", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { id: "data-within-days", icon: "fast", metric: ["constructionDroneTurnaroundHours", "hours"] },
    ],
  },
  faq: { items: ["how-accurate-drone", "how-much-area", "how-soon-get", "who-takes-care", "which-coordinate-system"] },
});

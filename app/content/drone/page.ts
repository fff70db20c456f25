import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "drone",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  definition: { visual: "orthophoto" },
  outcomes: {
    cards: [
      { icon: "target", metric: "droneAccuracyWithGcp" },
      { icon: "drone", metric: "droneAccuracyWithoutGcp" },
      { icon: "plot", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { icon: "fast", metric: ["constructionDroneTurnaroundHours", "hours"] },
    ],
  },
});

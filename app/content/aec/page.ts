import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "aec",
  hero: {
    facts: ["pointCloudAccuracy", ["quoteTurnaroundHours", "hoursOnWorkingDays"], "projects", "countries"],
  },
  definition: { visual: "facade" },
  outcomes: {
    cards: [
      { icon: "target", metric: "bimTolerance" },
      { icon: "shield", metric: ["lateChangesReduction", "moreThan"] },
      { icon: "fast", metric: ["turnaroundHours", "hours"] },
      { icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
    ],
  },
});

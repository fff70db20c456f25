import { servicesIndex } from "~/templates/builders/services-index";

export default servicesIndex({
  hero: {
    facts: ["pointCloudAccuracy", ["quoteTurnaroundHours", "hoursOnWorkingDays"], ["mobilisationStandardDays", "days"], "projects"],
    visual: "plant",
  },
  outcomes: {
    cards: [
      { icon: "scan", metric: "pointCloudAccuracy" },
      { icon: "model", metric: "bimTolerance" },
      { icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
      { icon: "fast", metric: ["turnaroundHours", "hours"] },
    ],
  },
});

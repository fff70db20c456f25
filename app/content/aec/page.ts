import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "aec",
  hero: {
    facts: ["pointCloudAccuracy", ["quoteTurnaroundHours", "hoursOnWorkingDays"], "projects", "countries"],
  },
  definition: {
    visual: "facade",
    points: ["terrestrial-laser-scanning", "scan-registered-control", "point-clouds-e57", "coordinates-national-grid"],
  },
  outcomes: {
    cards: [
      { id: "geometry-rely", icon: "target", metric: "bimTolerance" },
      { id: "fewer-late-changes", icon: "shield", metric: ["lateChangesReduction", "moreThan"] },
      { id: "data-soon-after", icon: "fast", metric: ["turnaroundHours", "hours"] },
      { id: "crew-when-need", icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
    ],
  },
  faq: {
    items: [
      "which-survey-project",
      "how-accurate-surveys",
      "how-soon-site",
      "how-long-until",
      "which-file-formats",
      "what-level-detail",
      "survey-project-coordinate",
      "how-price-survey",
      "where-work",
    ],
  },
});

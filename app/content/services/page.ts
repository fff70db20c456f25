import { servicesIndex } from "~/templates/builders/services-index";

export default servicesIndex({
  hero: {
    facts: ["pointCloudAccuracy", ["quoteTurnaroundHours", "hoursOnWorkingDays"], ["mobilisationStandardDays", "days"], "projects"],
    visual: "plant",
  },
  outcomes: {
    cards: [
      { id: "fewer-site-revisits", icon: "scan", metric: "pointCloudAccuracy" },
      { id: "models-match-reality", icon: "model", metric: "bimTolerance" },
      { id: "fixed-fees", icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
      { id: "faster-decisions", icon: "fast", metric: ["turnaroundHours", "hours"] },
    ],
  },
  faq: {
    items: [
      "need-scan-bim",
      "which-level-detail",
      "how-fixed-fee",
      "what-need-quote",
      "how-accurate-deliverables",
      "how-soon-site",
      "scan-while-building",
      "combine-several-services",
      "sign-ndas-who",
    ],
  },
});

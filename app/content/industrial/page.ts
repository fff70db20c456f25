import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "industrial",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "totalStationQa", ["qaMemoHours", "hours"]],
  },
  outcomes: {
    cards: [
      { id: "tie-ins-fit", icon: "target", metric: "bimTolerance" },
      { id: "data-audit", icon: "shield", metric: "controlResiduals" },
      { id: "answers-before-next", icon: "report", metric: ["qaMemoHours", "hours"] },
      { id: "short-time-units", icon: "calendar", metric: ["industrialOnSiteDays", "days"] },
    ],
  },
  platform: {
    id: "visual-plant",
    visual: "viewer",
    points: ["panoramic-scans-point", "role-based-permissions", "non-disclosure-agreements", "measurements-mark-ups"],
  },
  process: {
    howTo: true,
    steps: ["first-contact", "collecting-key-details", "concept-offer", "site-scanning", "visual-plant-access", "decide-next-steps"],
  },
  faq: {
    items: [
      "scan-while-plant",
      "work-atex-areas",
      "what-level-detail",
      "how-accurate-models",
      "which-formats-software",
      "who-see-data",
      "how-long-plant",
      "add-new-scans",
    ],
  },
});

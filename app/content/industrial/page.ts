import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "industrial",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "totalStationQa", ["qaMemoHours", "hours"]],
  },
  outcomes: {
    cards: [
      { icon: "target", metric: "bimTolerance" },
      { icon: "shield", metric: "controlResiduals" },
      { icon: "report", metric: ["qaMemoHours", "hours"] },
      { icon: "calendar", metric: ["industrialOnSiteDays", "days"] },
    ],
  },
  platform: { id: "visual-plant", visual: "viewer" },
  process: { howTo: true },
});

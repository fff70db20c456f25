import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "construction",
  hero: {
    facts: ["constructionAccuracy", "scanToCadAccuracy", ["constructionDroneTurnaroundHours", "hours"], ["smallReportHours", "hours"]],
  },
  definition: { visual: "bim-overlay" },
  outcomes: {
    cards: [
      { icon: "target", metric: "constructionAccuracy" },
      { icon: "calendar", metric: "progressCadence" },
      { icon: "fast", metric: ["smallReportHours", "hours"] },
      { icon: "ar", metric: "arScale" },
    ],
  },
});

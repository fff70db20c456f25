import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "maritime",
  hero: {
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  definition: {},
  outcomes: {
    cards: [
      { icon: "ship", metric: "vesselHullAccuracy" },
      { icon: "ruler", metric: "vesselInteriorAccuracy" },
      { icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
      { icon: "shield", metric: "vesselRmse" },
    ],
  },
});

import { serviceHub } from "~/templates/builders/service-hub";

export default serviceHub({
  service: "maritime",
  hero: {
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  definition: { points: ["hull-shape-appendages", "engine-rooms-machinery", "interiors-decks-superstructures", "tanks-voids-conversions"] },
  outcomes: {
    cards: [
      { id: "hull", icon: "ship", metric: "vesselHullAccuracy" },
      { id: "spaces-fit-new", icon: "ruler", metric: "vesselInteriorAccuracy" },
      { id: "data-before-vessel", icon: "fast", metric: ["dryDockTurnaroundHours", "hours"] },
      { id: "coordinate-system-bow", icon: "shield", metric: "vesselRmse" },
    ],
  },
  faq: { items: ["scan-vessel-port", "how-accurate-ship", "how-soon-receive", "what-deliver-naval"] },
});

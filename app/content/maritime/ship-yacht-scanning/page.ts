import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "maritime/ship-yacht-scanning",
  hero: {
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
      { id: "2d-drawings", icon: "drafting", formats: ["DWG", "PDF"] },
      { id: "3d-models", icon: "model", formats: ["3DM", "IGES", "STEP"] },
      { id: "qa-qc-report", icon: "report", formats: ["PDF"] },
    ],
  },
  scope: {
    included: ["hull-rudder-propeller", "engine-rooms-machinery", "interiors-decks-superstructure", "registration-ship-coordinate"],
    addOns: ["tanks-voids-once", "drone-capture-superstructure", "frame-numbering-reference", "scan-after-refit"],
  },
  faq: { items: ["what-fixed-fee"] },
});

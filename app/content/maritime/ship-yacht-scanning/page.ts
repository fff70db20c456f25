import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "maritime/ship-yacht-scanning",
  hero: {
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  process: {
    steps: ["scope-quote", "spaces-afloat", "hull-dry-dock", "registration-frames", "drawings-models"],
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
  table: {
    id: "vessel-areas",
    columns: ["area", "captured", "accuracy", "typical-use"],
    rows: ["hull", "engine-room", "tanks", "interiors", "deck-superstructure"],
  },
  specifics: {
    id: "hull-and-tanks",
    items: ["dock-window", "clean-hull-staging", "tank-entry", "lighting", "ship-axes", "trim-list"],
  },
  drivers: {
    cards: [
      { id: "size-spaces", icon: "ship" },
      { id: "dock-window", icon: "calendar" },
      { id: "access-permits", icon: "lock" },
      { id: "deliverable", icon: "model" },
    ],
  },
  provides: {
    items: ["drawings", "spaces-marked", "yard-contacts", "certificates-permits", "safety-induction"],
  },
  faq: {
    items: ["what-fixed-fee", "scan-afloat", "how-fast-dock", "tanks-voids", "formats-naval-architects", "frame-coordinates"],
  },
});

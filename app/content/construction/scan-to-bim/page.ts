import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "construction/scan-to-bim",
  hero: {
    facts: ["bimTolerance", "scanToBimLodRange", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
  },
  process: {
    steps: ["brief-quote", "site-scanning", "registration-qa", "modelling-check", "delivery-revisions"],
  },
  deliverables: {
    items: [
      { id: "bim-model", icon: "model", formats: ["RVT", "IFC"] },
      { id: "coordination-model", icon: "layers", formats: ["NWD", "NWC"] },
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
      { id: "qa-qc-report", icon: "report", formats: ["PDF"] },
    ],
  },
  scope: {
    included: ["architecture-walls-floors", "structure-columns-beams", "models-built-revit", "qa-qc-report"],
    addOns: ["mep-ducts-pipes", "connections-fabrication-detail", "room-data-areas", "plans-sections-exported"],
  },
  table: {
    id: "levels-of-detail",
    columns: ["level", "modelled", "use", "tolerance"],
    rows: ["lod-200", "lod-300", "lod-350", "lod-400"],
  },
  specifics: {
    id: "model-and-building",
    items: ["hidden-not-invented", "ceilings", "inaccessible-rooms", "beyond-tolerance", "existing-drawings", "qa-qc-report"],
  },
  drivers: {
    cards: [
      { id: "floor-area", icon: "building" },
      { id: "level-of-detail", icon: "layers" },
      { id: "access-occupancy", icon: "calendar" },
      { id: "template-families", icon: "model" },
    ],
  },
  provides: {
    items: ["existing-drawings", "revit-template", "naming-conventions", "coordinate-system", "access", "scope-markup"],
  },
  faq: { items: ["what-fixed-fee", "which-lod", "hidden-elements", "how-accurate", "how-long"] },
});

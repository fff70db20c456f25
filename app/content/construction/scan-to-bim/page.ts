import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/scan-to-bim",
  hero: {
    facts: ["bimTolerance", "scanToBimLodRange", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
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
  faq: { items: ["what-fixed-fee"] },
});

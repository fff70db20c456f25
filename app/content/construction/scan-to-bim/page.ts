import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/scan-to-bim",
  hero: {
    facts: ["bimTolerance", "scanToBimLodRange", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "model", formats: ["RVT", "IFC"] },
      { icon: "layers", formats: ["NWD", "NWC"] },
      { icon: "scan", formats: ["E57", "RCP"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});

import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/scan-to-cad",
  hero: {
    facts: ["scanToCadAccuracy", "drawingScales", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "drafting", formats: ["DWG", "DXF"] },
      { icon: "document", formats: ["PDF"] },
      { icon: "scan", formats: ["E57", "RCP"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});

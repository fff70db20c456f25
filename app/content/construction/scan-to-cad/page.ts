import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/scan-to-cad",
  hero: {
    facts: ["scanToCadAccuracy", "drawingScales", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { id: "cad-drawings", icon: "drafting", formats: ["DWG", "DXF"] },
      { id: "print-ready-sheets", icon: "document", formats: ["PDF"] },
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
      { id: "qa-qc-report", icon: "report", formats: ["PDF"] },
    ],
  },
  scope: {
    included: ["floor-plans-walls", "sections-elevations-positions", "layer-standard-title", "coordinates-national-grid"],
    addOns: ["reflected-ceiling-plans", "facade-elevations-window", "area-schedules-measured", "revit-model-same"],
  },
});

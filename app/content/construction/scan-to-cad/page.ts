import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "construction/scan-to-cad",
  hero: {
    facts: ["scanToCadAccuracy", "drawingScales", "pointCloudAccuracy", ["turnaroundHours", "hours"]],
  },
  process: {
    steps: ["brief-quote", "site-scanning", "registration-qa", "drafting-check", "delivery-revisions"],
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
  table: {
    id: "drawing-sets",
    columns: ["drawing", "contents", "scale"],
    rows: ["floor-plans", "sections", "elevations", "reflected-ceiling-plans"],
  },
  specifics: {
    id: "drawing-standards",
    items: ["your-standard", "line-weights", "title-blocks", "detail-follows-scale", "not-visible", "coordinates"],
  },
  drivers: {
    cards: [
      { id: "sheets", icon: "document" },
      { id: "scale-detail", icon: "ruler" },
      { id: "building", icon: "building" },
      { id: "access-occupancy", icon: "calendar" },
    ],
  },
  provides: {
    items: ["cad-standard", "title-block", "sheet-list", "existing-drawings", "coordinate-system", "access"],
  },
  faq: { items: ["what-scale", "dwg-or-pdf", "layer-standard", "how-accurate", "how-soon"] },
});

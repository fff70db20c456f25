import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/facade-survey",
  hero: {
    facts: ["facadePointCloud", "facadeGsd", ["facadeTurnaroundDays", "days"], ["facadeLessTimeAtHeight", "upTo"]],
  },
  definition: {
    points: ["terrestrial-laser-scanning", "rectified-orthophotos-elevation", "cad-elevations-sections", "scaffolding-hoist-rope"],
  },
  benefits: {
    cards: [
      { id: "measured-estimated", icon: "target", metric: "facadePointCloud" },
      { id: "less-work-height", icon: "shield", metric: ["facadeLessTimeAtHeight", "upTo"] },
      { id: "short-time-site", icon: "fast", metric: ["facadeCaptureDays", "days"] },
      { id: "orthophotos-measure", icon: "image", metric: "facadeGsd" },
    ],
  },
  visual: {
    visual: "facade",
    metrics: ["facadePointCloud", "facadeModel", "facadeGsd", ["revisionWindowHours", "hours"]],
  },
  formats: {
    groups: [
      { id: "cad-drawings", formats: ["DWG", "DXF", "PDF"] },
      { id: "bim-models", formats: ["RVT (Revit)", "IFC"] },
      { id: "point-clouds", formats: ["E57", "RCP/RCS (Autodesk ReCap)"] },
      { id: "orthophotos", formats: ["GeoTIFF", "JPG + JGW"] },
    ],
  },
  scope: {
    included: [
      "visit-planning-access",
      "terrestrial-laser-scanning",
      "registered-point-cloud",
      "rectified-orthophoto-mosaics",
      "2d-cad-elevations",
      "qa-qc-report",
      "hour-revision-window",
    ],
    addOns: [
      "bim-facade-model",
      "thermal-condition-mapping",
      "drone-capture-roofs",
      "window-cladding-panel",
      "3d-mesh-textured",
      "monitoring-re-surveys",
    ],
  },
  faq: {
    items: [
      "how-accurate-laser",
      "need-scaffolding-rope",
      "how-long-facade",
      "what-resolution-orthophotos",
      "which-coordinate-system",
      "what-level-detail",
      "how-facade-survey",
      "what-something-missing",
    ],
  },
});

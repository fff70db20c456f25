import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/facade-survey",
  hero: {
    facts: ["facadePointCloud", "facadeGsd", ["facadeTurnaroundDays", "days"], ["facadeLessTimeAtHeight", "upTo"]],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "target", metric: "facadePointCloud" },
      { icon: "shield", metric: ["facadeLessTimeAtHeight", "upTo"] },
      { icon: "fast", metric: ["facadeCaptureDays", "days"] },
      { icon: "image", metric: "facadeGsd" },
    ],
  },
  visual: {
    visual: "facade",
    metrics: ["facadePointCloud", "facadeModel", "facadeGsd", ["revisionWindowHours", "hours"]],
  },
  formats: {
    groups: [
      ["DWG", "DXF", "PDF"],
      ["RVT (Revit)", "IFC"],
      ["E57", "RCP/RCS (Autodesk ReCap)"],
      ["GeoTIFF", "JPG + JGW"],
    ],
  },
});

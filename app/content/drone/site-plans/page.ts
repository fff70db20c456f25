import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "drone/site-plans",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  process: { howTo: true, steps: ["flight-planning", "ground-control", "flight-processing", "drawing-delivery"] },
  visual: {
    visual: "orthophoto",
    metrics: ["droneAccuracyWithGcp", "droneAccuracyWithoutGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"]],
  },
  deliverables: {
    items: [
      { id: "site-plan", icon: "drafting", formats: ["DWG"] },
      { id: "gis-data", icon: "data", formats: ["SHP", "GeoJSON"] },
      { id: "orthophoto", icon: "image", formats: ["GeoTIFF"] },
      { id: "accuracy-report", icon: "report", formats: ["PDF"] },
    ],
  },
  faq: { items: ["drone-site-plan", "what-site-plan", "which-formats-deliver", "how-soon-get"] },
});

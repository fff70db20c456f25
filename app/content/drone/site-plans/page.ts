import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "drone/site-plans",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  process: { howTo: true },
  visual: {
    visual: "orthophoto",
    metrics: ["droneAccuracyWithGcp", "droneAccuracyWithoutGcp", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"]],
  },
  deliverables: {
    items: [
      { icon: "drafting", formats: ["DWG"] },
      { icon: "data", formats: ["SHP", "GeoJSON"] },
      { icon: "image", formats: ["GeoTIFF"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});

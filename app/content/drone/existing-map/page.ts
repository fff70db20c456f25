import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "drone/existing-map",
  hero: {
    facts: ["existingMapAccuracy", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "plot", formats: ["DWG", "DXF"] },
      { icon: "image", formats: ["GeoTIFF"] },
      { icon: "data", formats: ["SHP", "GeoJSON"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});

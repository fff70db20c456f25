import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "drone/existing-map",
  hero: {
    facts: ["existingMapAccuracy", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { id: "existing-condition-map", icon: "plot", formats: ["DWG", "DXF"] },
      { id: "orthophoto", icon: "image", formats: ["GeoTIFF"] },
      { id: "gis-layers", icon: "data", formats: ["SHP", "GeoJSON"] },
      { id: "survey-report", icon: "report", formats: ["PDF"] },
    ],
  },
  scope: {
    included: ["buildings-roads-kerbs", "spot-heights-contours", "visible-utilities-manholes", "trees-vegetation-outlines"],
    addOns: ["underground-utilities-traced", "cadastral-boundaries-land", "ground-survey-total", "map-layer-standard"],
  },
});

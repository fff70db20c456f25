import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "drone/existing-map",
  hero: {
    facts: ["existingMapAccuracy", "droneGsd", ["landDroneHectaresPerDayHa", "upTo"], ["constructionDroneTurnaroundHours", "hours"]],
  },
  process: { steps: ["features-layers", "control-targets", "flight", "drawing", "field-check-delivery"] },
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
  table: {
    id: "map-contents",
    columns: ["feature", "drawn-as", "accuracy"],
    rows: ["buildings", "roads-kerbs", "covers", "heights", "trees", "fences", "underground"],
  },
  specifics: {
    id: "what-drones-miss",
    items: ["under-canopy", "under-eaves", "below-covers", "parked-cars", "legal-boundaries"],
  },
  drivers: {
    cards: [
      { id: "feature-density", icon: "drawing" },
      { id: "tree-cover", icon: "tree" },
      { id: "layer-standard", icon: "layers" },
      { id: "flight-permission", icon: "shield" },
    ],
  },
  provides: { items: ["boundary-system", "layer-standard", "earlier-surveys", "access-consent", "utility-records"] },
  faq: {
    items: ["map-scale", "cad-layers", "coordinate-system", "trees-hide", "planning-permission"],
  },
});

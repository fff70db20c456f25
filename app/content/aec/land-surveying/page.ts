import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/land-surveying",
  hero: {
    facts: ["landHorizontal", "landVertical", ["landDroneHectaresPerDayHa", "upTo"], ["landDeliveryDays", "days"]],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "target", metric: "landHorizontal" },
      { icon: "drone", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { icon: "compass", metric: "landControl" },
      { icon: "clock", metric: ["landDeliveryDays", "days"] },
    ],
  },
  visual: {
    visual: "terrain",
    metrics: ["landHorizontal", "landVertical", "landControl", ["landDroneHectaresPerDayHa", "upTo"]],
  },
  formats: {
    groups: [
      ["DWG", "DXF", "PDF"],
      ["LandXML", "GeoTIFF"],
      ["SHP", "GeoJSON", "GeoTIFF"],
      ["LAS/LAZ", "E57"],
    ],
  },
});

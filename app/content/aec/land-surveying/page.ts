import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "aec/land-surveying",
  hero: {
    facts: ["landHorizontal", "landVertical", ["landDroneHectaresPerDayHa", "upTo"], ["landDeliveryDays", "days"]],
  },
  definition: { points: ["topographic-surveys-spot", "digital-terrain-models", "control-network-base", "national-grids-eov"] },
  benefits: {
    cards: [
      { id: "stated-verified-accuracy", icon: "target", metric: "landHorizontal" },
      { id: "large-sites-covered", icon: "drone", metric: ["landDroneHectaresPerDayHa", "upTo"] },
      { id: "control-reuse", icon: "compass", metric: "landControl" },
      { id: "quick-delivery", icon: "clock", metric: ["landDeliveryDays", "days"] },
    ],
  },
  visual: {
    visual: "terrain",
    metrics: ["landHorizontal", "landVertical", "landControl", ["landDroneHectaresPerDayHa", "upTo"]],
  },
  formats: {
    groups: [
      { id: "cad-drawings", formats: ["DWG", "DXF", "PDF"] },
      { id: "terrain-models-elevation", formats: ["LandXML", "GeoTIFF"] },
      { id: "gis-data-orthophotos", formats: ["SHP", "GeoJSON", "GeoTIFF"] },
      { id: "point-clouds", formats: ["LAS/LAZ", "E57"] },
    ],
  },
  scope: {
    included: [
      "control-network-established",
      "topographic-detail-buildings",
      "spot-levels-breaklines",
      "digital-terrain-model",
      "topographic-plan-dwg",
      "survey-report-control",
    ],
    addOns: [
      "drone-orthophoto-whole",
      "manhole-drainage-surveys",
      "boundary-fence-line",
      "cross-sections-long",
      "cut-fill-volume",
      "tree-survey-same",
    ],
  },
  faq: {
    items: [
      "how-accurate-land",
      "drone-ground-survey",
      "how-long-land",
      "which-coordinate-system",
      "what-digital-terrain",
      "survey-sites-dense",
      "survey-used-setting",
      "what-need-quote",
    ],
  },
});

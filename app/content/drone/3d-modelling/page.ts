import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "drone/3d-modelling",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["constructionDroneTurnaroundHours", "hours"]],
  },
  process: { steps: ["boundary-purpose", "airspace-flight-plan", "control-flight", "processing-checks", "delivery-revisions"] },
  deliverables: {
    items: [
      { id: "textured-3d-mesh", icon: "layers", formats: ["OBJ", "FBX"] },
      { id: "point-cloud", icon: "scan", formats: ["LAS", "E57"] },
      { id: "surface-model", icon: "terrain", formats: ["GeoTIFF"] },
      { id: "accuracy-report", icon: "report", formats: ["PDF"] },
    ],
  },
  scope: {
    included: ["flight-plan-pilots", "ground-control-points", "textured-mesh-dense", "report-checkpoint-residuals"],
    addOns: ["oblique-flights-around", "terrestrial-scans-merged", "volumes-stockpiles-earthworks", "repeat-flights-follow"],
  },
  table: {
    id: "gsd-and-control",
    columns: ["purpose", "control", "gsd", "accuracy"],
    rows: ["measured-work", "terrain-volumes", "visualisation"],
  },
  specifics: {
    id: "ground-control",
    items: ["layout", "measurement", "checkpoints", "coordinates-heights", "overlap-height", "permits-weather"],
  },
  drivers: {
    cards: [
      { id: "area-detail", icon: "terrain" },
      { id: "oblique-capture", icon: "building" },
      { id: "airspace", icon: "shield" },
      { id: "control-accuracy", icon: "target" },
    ],
  },
  provides: { items: ["boundary", "purpose-accuracy", "access-consent", "site-contact", "existing-control"] },
  faq: {
    items: ["mesh-formats", "mesh-level-detail", "area-per-day", "need-ground-control", "hidden-areas", "bad-weather"],
  },
});

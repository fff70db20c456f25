import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "drone/3d-modelling",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["constructionDroneTurnaroundHours", "hours"]],
  },
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
});

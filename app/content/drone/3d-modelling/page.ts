import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "drone/3d-modelling",
  hero: {
    facts: ["droneAccuracyWithGcp", "droneGsd", ["constructionDroneTurnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "layers", formats: ["OBJ", "FBX"] },
      { icon: "scan", formats: ["LAS", "E57"] },
      { icon: "terrain", formats: ["GeoTIFF"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});

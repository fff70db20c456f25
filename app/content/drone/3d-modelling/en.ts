import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "3D Modelling",
  "page.title": "Drone 3D Modelling of Sites and Buildings",
  "page.h1": "3D modelling from drone photogrammetry",
  "page.description": "Textured 3D meshes and point clouds of sites, roofs and structures from aerial imagery, georeferenced to the national grid.",

  "hero.eyebrow": "Drone 3D modelling",
  "hero.lead": "Textured 3D meshes and point clouds of sites, roofs and structures, built from aerial photographs and tied to ground control points, accurate to {{droneAccuracyWithGcp}}.",
  "hero.facts.droneAccuracyWithGcp": "Accuracy with ground control",
  "hero.facts.droneGsd": "Ground sampling distance per pixel",
  "hero.facts.constructionDroneTurnaroundHours": "Turnaround after the flight",
  "hero.alt": "Drone above a site divided into a survey grid and shaded with points, with dashed sight lines from the drone to the edges of the grid",

  "scope.nav": "Scope",
  "scope.heading": "What the model covers",
  "scope.intro": "Nadir and oblique photographs together, so facades and roofs are modelled as well as the ground.",
  "scope.included.flight-plan-pilots": "Flight plan, pilots and permissions for the site",
  "scope.included.ground-control-points": "Ground control points measured by GNSS/RTK in the national grid",
  "scope.included.textured-mesh-dense": "Textured mesh and dense point cloud of the whole site",
  "scope.included.report-checkpoint-residuals": "A report with the checkpoint residuals achieved",
  "scope.addOns.oblique-flights-around": "Oblique flights around tall buildings and structures",
  "scope.addOns.terrestrial-scans-merged": "Terrestrial scans merged in where the drone cannot see",
  "scope.addOns.volumes-stockpiles-earthworks": "Volumes of stockpiles and earthworks",
  "scope.addOns.repeat-flights-follow": "Repeat flights to follow a site over time",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.textured-3d-mesh.title": "Textured 3D mesh",
  "deliverables.items.textured-3d-mesh.text": "The site as a photo-textured model for design, presentations and planning.",
  "deliverables.items.point-cloud.title": "Point cloud",
  "deliverables.items.point-cloud.text": "Dense, georeferenced points for measuring and modelling in CAD and BIM.",
  "deliverables.items.surface-model.title": "Surface model",
  "deliverables.items.surface-model.text": "Elevation model of the ground and structures as a georeferenced raster.",
  "deliverables.items.accuracy-report.title": "Accuracy report",
  "deliverables.items.accuracy-report.text": "Ground control, checkpoints and residuals, as figures.",

  "cta.heading": "Get a 3D model of your site",
  "cta.text": "Send the site boundary and what the model is for. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "3D Modelling",
  "page.title": "Drone 3D Modelling of Sites and Buildings",
  "page.h1": "3D modelling from drone photogrammetry",
  "page.description": "Textured 3D meshes and point clouds of sites, roofs and structures from aerial imagery, georeferenced to the national grid.",

  "hero.eyebrow": "Drone 3D modelling",
  "hero.lead": "Textured 3D meshes and point clouds of sites, roofs and structures, built from aerial photographs and tied to ground control points, accurate to {{droneAccuracyWithGcp}}.",
  "hero.facts.0": "Accuracy with ground control",
  "hero.facts.1": "Ground sampling distance per pixel",
  "hero.facts.2": "Turnaround after the flight",
  "hero.alt": "Drone above a site divided into a survey grid and shaded with points, with dashed sight lines from the drone to the edges of the grid",

  "scope.nav": "Scope",
  "scope.heading": "What the model covers",
  "scope.intro": "Nadir and oblique photographs together, so facades and roofs are modelled as well as the ground.",
  "scope.included.0": "Flight plan, pilots and permissions for the site",
  "scope.included.1": "Ground control points measured by GNSS/RTK in the national grid",
  "scope.included.2": "Textured mesh and dense point cloud of the whole site",
  "scope.included.3": "A report with the checkpoint residuals achieved",
  "scope.addOns.0": "Oblique flights around tall buildings and structures",
  "scope.addOns.1": "Terrestrial scans merged in where the drone cannot see",
  "scope.addOns.2": "Volumes of stockpiles and earthworks",
  "scope.addOns.3": "Repeat flights to follow a site over time",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.0.title": "Textured 3D mesh",
  "deliverables.items.0.text": "The site as a photo-textured model for design, presentations and planning.",
  "deliverables.items.1.title": "Point cloud",
  "deliverables.items.1.text": "Dense, georeferenced points for measuring and modelling in CAD and BIM.",
  "deliverables.items.2.title": "Surface model",
  "deliverables.items.2.text": "Elevation model of the ground and structures as a georeferenced raster.",
  "deliverables.items.3.title": "Accuracy report",
  "deliverables.items.3.text": "Ground control, checkpoints and residuals, as figures.",

  "cta.heading": "Get a 3D model of your site",
  "cta.text": "Send the site boundary and what the model is for. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

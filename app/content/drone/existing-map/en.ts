import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Existing-Condition Map",
  "page.title": "Existing-Condition Maps from Drone Surveys",
  "page.h1": "Existing-condition maps from the air",
  "page.description": "Existing-condition maps at {{existingMapAccuracy}} absolute accuracy from drone imagery and ground control points, ready for planning and design.",

  "hero.eyebrow": "Existing-condition map",
  "hero.lead": "Maps of what is on the ground today, drawn from drone imagery and ground control at {{existingMapAccuracy}} absolute accuracy, in the coordinate system your authority expects.",
  "hero.facts.existingMapAccuracy": "Absolute accuracy",
  "hero.facts.droneGsd": "Ground sampling distance per pixel",
  "hero.facts.landDroneHectaresPerDayHa": "Covered in a day",
  "hero.facts.constructionDroneTurnaroundHours": "Turnaround after the flight",
  "hero.alt": "Top-down orthophoto tile of a site with buildings, a road and trees, overlaid with a coordinate grid and triangular ground control point markers",

  "scope.nav": "Scope",
  "scope.heading": "What the map shows",
  "scope.intro": "Every feature a planner or designer needs to start from, in the national grid of the site: EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye, ETRS89/UTM in Germany.",
  "scope.included.buildings-roads-kerbs": "Buildings, roads, kerbs, fences and hard surfaces",
  "scope.included.spot-heights-contours": "Spot heights and contours of the terrain",
  "scope.included.visible-utilities-manholes": "Visible utilities: manholes, poles, hydrants and gullies",
  "scope.included.trees-vegetation-outlines": "Trees and vegetation outlines",
  "scope.addOns.underground-utilities-traced": "Underground utilities traced on site and added to the map",
  "scope.addOns.cadastral-boundaries-land": "Cadastral boundaries from the land registry overlaid",
  "scope.addOns.ground-survey-total": "Ground survey by total station under tree cover",
  "scope.addOns.map-layer-standard": "The map in your layer standard and symbol set",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.existing-condition-map.title": "Existing-condition map",
  "deliverables.items.existing-condition-map.text": "Features, heights and contours as a CAD drawing in layers.",
  "deliverables.items.orthophoto.title": "Orthophoto",
  "deliverables.items.orthophoto.text": "The whole site true to scale, to use as a map background.",
  "deliverables.items.gis-layers.title": "GIS layers",
  "deliverables.items.gis-layers.text": "The same features as shapes for your GIS.",
  "deliverables.items.survey-report.title": "Survey report",
  "deliverables.items.survey-report.text": "Control points, checkpoints and the absolute accuracy achieved.",

  "cta.heading": "Start your design from an accurate map",
  "cta.text": "Send the site boundary and the coordinate system you work in. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

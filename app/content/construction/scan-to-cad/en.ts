import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: Plans, Sections and Elevations",
  "page.h1": "Scan to CAD drawings from laser scans",
  "page.description": "Plans, sections and elevations in DWG, drawn from point clouds at the scale you need ({{drawingScales}}) with a drawing accuracy of about {{scanToCadAccuracy}}.",

  "hero.eyebrow": "Scan to CAD",
  "hero.lead": "Plans, sections and elevations drawn from laser scans at the scale you need, accurate to about {{scanToCadAccuracy}}, in your layers and title blocks.",
  "hero.facts.scanToCadAccuracy": "Drawing accuracy",
  "hero.facts.drawingScales": "Drawing scales",
  "hero.facts.pointCloudAccuracy": "Point-cloud accuracy",
  "hero.facts.turnaroundHours": "Point cloud after capture",
  "hero.alt": "Floor plan of several rooms with walls drawn over scan points, five scanner positions linked by sight lines and a horizontal laser scan line",

  "scope.nav": "Scope",
  "scope.heading": "What the drawings include",
  "scope.intro": "Drawn from the point cloud, not traced from archive plans: every wall, opening and level as it is built.",
  "scope.included.floor-plans-walls": "Floor plans at {{drawingScales}}, with walls, openings, stairs and levels",
  "scope.included.sections-elevations-positions": "Sections and elevations at the positions you mark",
  "scope.included.layer-standard-title": "Your layer standard, title block and line weights",
  "scope.included.coordinates-national-grid": "Coordinates in the national grid or your site grid",
  "scope.addOns.reflected-ceiling-plans": "Reflected ceiling plans with beams, bulkheads and services",
  "scope.addOns.facade-elevations-window": "Facade elevations with window and cladding detail",
  "scope.addOns.area-schedules-measured": "Area schedules measured from the drawings",
  "scope.addOns.revit-model-same": "A Revit model of the same building later, from the same scans",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.cad-drawings.title": "CAD drawings",
  "deliverables.items.cad-drawings.text": "Plans, sections and elevations in DWG or DXF.",
  "deliverables.items.print-ready-sheets.title": "Print-ready sheets",
  "deliverables.items.print-ready-sheets.text": "Every drawing as a PDF at its scale, ready to plot.",
  "deliverables.items.registered-point-cloud.title": "Registered point cloud",
  "deliverables.items.registered-point-cloud.text": "The scan data the drawings were made from, for later checks.",
  "deliverables.items.qa-qc-report.title": "QA/QC report",
  "deliverables.items.qa-qc-report.text": "Control network, registration figures and drawing checks.",

  "cta.heading": "Get drawings that match the building",
  "cta.text": "Tell us the building, the sheets you need and the scale. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Scan to BIM – buildings",
  "page.title": "Scan to BIM: Revit and IFC Models from Laser Scans",
  "page.h1": "Scan to BIM for existing buildings",
  "page.description": "Revit and IFC models from laser scans at {{scanToBimLodRange}}, with architectural, structural and MEP scope and a stated tolerance of {{bimTolerance}}.",

  "hero.eyebrow": "Scan to BIM",
  "hero.lead": "Revit and IFC models of existing buildings, built from registered laser scans across architecture, structure and MEP, within {{bimTolerance}} of what stands on site.",
  "hero.facts.0": "Model tolerance",
  "hero.facts.1": "Levels of detail offered",
  "hero.facts.2": "Point-cloud accuracy",
  "hero.facts.3": "Point cloud after capture",
  "hero.alt": "Building model drawn in white lines over a cloud of laser scan points, with one corner of the model highlighted where it deviates from the scan",

  "scope.nav": "Scope",
  "scope.heading": "What the model includes",
  "scope.intro": "We agree the disciplines, the level of detail and your template before we scan, so the model arrives ready to design in.",
  "scope.included.0": "Architecture: walls, floors, roofs, stairs, doors and windows",
  "scope.included.1": "Structure: columns, beams, slabs and visible foundations",
  "scope.included.2": "Models at {{lodStandard}}, built in your Revit template when you send it",
  "scope.included.3": "A QA/QC report with registration figures and model-to-cloud checks",
  "scope.addOns.0": "MEP: ducts, pipes, cable trays and plant rooms",
  "scope.addOns.1": "{{lodOnRequest}} for connections and fabrication detail",
  "scope.addOns.2": "Room data, areas and element parameters filled in",
  "scope.addOns.3": "Plans and sections exported to DWG from the model",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.0.title": "BIM model",
  "deliverables.items.0.text": "The model in Revit and IFC, in your template and with your naming.",
  "deliverables.items.1.title": "Coordination model",
  "deliverables.items.1.text": "A Navisworks file for clash checks against new design.",
  "deliverables.items.2.title": "Registered point cloud",
  "deliverables.items.2.text": "The scan data the model was built from, in your coordinate system.",
  "deliverables.items.3.title": "QA/QC report",
  "deliverables.items.3.text": "Registration RMSE, control residuals and model deviations, as figures.",

  "faq.heading": "Frequently asked questions",
  "faq.items.0.q": "What does the fixed fee depend on?",
  "faq.items.0.a": "On the floor area to be modelled, the level of detail ({{lodStandard}} as standard, {{lodOnRequest}} on request), the disciplines (architecture, structure, MEP), access to the building (occupied floors, roofs, out-of-hours work) and the deliverables you need, such as room data or DWG exports. Send us these with the address, and the fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",

  "cta.heading": "Design on a model of the building as it stands",
  "cta.text": "Send the address, floor area and the disciplines you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

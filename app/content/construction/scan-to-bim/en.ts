import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Scan to BIM – buildings",
  "page.title": "Scan to BIM: Revit and IFC Models from Laser Scans",
  "page.h1": "Scan to BIM for existing buildings",
  "page.description": "Revit and IFC models from laser scans at {{scanToBimLodRange}}, with architectural, structural and MEP scope and a stated tolerance of {{bimTolerance}}.",

  "hero.eyebrow": "Scan to BIM",
  "hero.lead": "Revit and IFC models of existing buildings, built from registered laser scans across architecture, structure and MEP, within {{bimTolerance}} of what stands on site.",
  "hero.facts.bimTolerance": "Model tolerance",
  "hero.facts.scanToBimLodRange": "Levels of detail offered",
  "hero.facts.pointCloudAccuracy": "Point-cloud accuracy",
  "hero.facts.turnaroundHours": "Point cloud after capture",
  "hero.alt": "Building model drawn in white lines over a cloud of laser scan points, with one corner of the model highlighted where it deviates from the scan",

  "scope.nav": "Scope",
  "scope.heading": "What the model includes",
  "scope.intro": "We agree the disciplines, the level of detail and your template before we scan, so the model arrives ready to design in.",
  "scope.included.architecture-walls-floors": "Architecture: walls, floors, roofs, stairs, doors and windows",
  "scope.included.structure-columns-beams": "Structure: columns, beams, slabs and visible foundations",
  "scope.included.models-built-revit": "Models at {{lodStandard}}, built in your Revit template when you send it",
  "scope.included.qa-qc-report": "A QA/QC report with registration figures and model-to-cloud checks",
  "scope.addOns.mep-ducts-pipes": "MEP: ducts, pipes, cable trays and plant rooms",
  "scope.addOns.connections-fabrication-detail": "{{lodOnRequest}} for connections and fabrication detail",
  "scope.addOns.room-data-areas": "Room data, areas and element parameters filled in",
  "scope.addOns.plans-sections-exported": "Plans and sections exported to DWG from the model",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.bim-model.title": "BIM model",
  "deliverables.items.bim-model.text": "The model in Revit and IFC, in your template and with your naming.",
  "deliverables.items.coordination-model.title": "Coordination model",
  "deliverables.items.coordination-model.text": "A Navisworks file for clash checks against new design.",
  "deliverables.items.registered-point-cloud.title": "Registered point cloud",
  "deliverables.items.registered-point-cloud.text": "The scan data the model was built from, in your coordinate system.",
  "deliverables.items.qa-qc-report.title": "QA/QC report",
  "deliverables.items.qa-qc-report.text": "Registration RMSE, control residuals and model deviations, as figures.",

  "faq.heading": "Frequently asked questions",
  "faq.items.what-fixed-fee.q": "What does the fixed fee depend on?",
  "faq.items.what-fixed-fee.a": "On the floor area to be modelled, the level of detail ({{lodStandard}} as standard, {{lodOnRequest}} on request), the disciplines (architecture, structure, MEP), access to the building (occupied floors, roofs, out-of-hours work) and the deliverables you need, such as room data or DWG exports. Send us these with the address, and the fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",

  "cta.heading": "Design on a model of the building as it stands",
  "cta.text": "Send the address, floor area and the disciplines you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

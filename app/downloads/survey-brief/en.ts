export default {
  title: "Survey brief",
  subtitle: "The questions that make every surveyor quote the same scope",
  intro:
    "Answer what you can and leave the rest blank: a blank is a question we will ask before quoting. Send the same brief to every firm you invite, and the quotes you receive can be compared line by line. Fill it in on screen or print it.",
  pageOf: "Page {page} of {pages}",
  send: "Send the completed brief, with plans or photos if you have them, to",

  "project.heading": "Project and site",
  "project.hint": "The address and the building type tell us how the site is reached and what a day on it yields.",
  "project.name": "Project name",
  "project.address": "Site address",
  "project.building": "Building type and current use",
  "project.existing": "Existing information we can use",
  "project.existing.drawings": "Drawings (plans, sections, elevations)",
  "project.existing.model": "An earlier model (Revit, IFC)",
  "project.existing.earlier-survey": "An earlier survey or point cloud",
  "project.existing.none": "Nothing reliable",

  "purpose.heading": "Purpose of the survey",
  "purpose.hint":
    "The purpose sets the level of detail and the tolerance: a model for space planning and one for prefabrication differ in cost several times over.",
  "purpose.uses": "The model or drawings will be used for",
  "purpose.uses.refurbishment": "Design of a refurbishment or fit-out",
  "purpose.uses.permit": "Permit or planning drawings",
  "purpose.uses.facility": "Facility or asset management",
  "purpose.uses.coordination": "Coordination of new services with the existing structure",
  "purpose.uses.prefabrication": "Prefabrication of elements that must fit",
  "purpose.uses.heritage": "A record of a listed or historic building",
  "purpose.other": "Other purpose, or the decision the survey must support",

  "extent.heading": "Area and extent",
  "extent.hint":
    "Floor area and the parts included are what a surveyor prices; a room left out of the brief is a room missing from every quote.",
  "extent.area": "Gross floor area to be surveyed (m²)",
  "extent.floors": "Storeys, including basements and plant levels",
  "extent.includes": "Also included",
  "extent.includes.facades": "Facades",
  "extent.includes.roof": "Roof and roof plant",
  "extent.includes.basements": "Basements and car parks",
  "extent.includes.risers": "Risers and shafts",
  "extent.includes.ceiling-voids": "Ceiling voids (tiles to be lifted)",
  "extent.includes.site": "External areas and terrain",
  "extent.excluded": "Areas excluded, or not accessible",

  "deliverables.heading": "Deliverables and formats",
  "deliverables.hint":
    "Name the file formats and software versions now; converting a model after delivery costs time and loses information.",
  "deliverables.files": "Files to be delivered",
  "deliverables.files.point-cloud": "Registered point cloud (E57, RCP)",
  "deliverables.files.revit": "Revit model (RVT)",
  "deliverables.files.ifc": "IFC model",
  "deliverables.files.drawings": "Plans, sections and elevations (DWG, PDF)",
  "deliverables.files.navisworks": "Coordination model (NWD)",
  "deliverables.files.qa-report": "QA/QC report",
  "deliverables.software": "Software and version the files must open in",
  "deliverables.template": "Template, families or naming standard to follow",

  "lod.heading": "Level of detail per element or area",
  "lod.hint":
    "“{{lod300}}” alone is read differently by every bidder. Refer to the rows of our LOD matrix, element by element, and mark on a plan the zones that need more.",
  "lod.by-element": "Level per element (walls, slabs, structure, MEP…), as in the LOD matrix",
  "lod.by-area": "Zones at a higher or lower level (plant rooms, risers, connection areas)",
  "lod.smallest": "Smallest duct, pipe or tray to be modelled",

  "accuracy.heading": "Accuracy and tolerance",
  "accuracy.hint":
    "A tolerance tighter than the purpose needs multiplies site and office time; one looser leaves you measuring again. Our standard is {{bimTolerance}} model-to-cloud at {{lod300}}.",
  "accuracy.tolerance": "Required model-to-cloud tolerance, if different from the LOD matrix",
  "accuracy.checks": "Evidence of accuracy",
  "accuracy.checks.checkpoints": "Independent checkpoints measured with a total station",
  "accuracy.checks.report-per-element": "Deviation report per element in the QA/QC report",

  "coordinates.heading": "Coordinate system and datum",
  "coordinates.hint":
    "A model in the wrong coordinates does not overlay the design or the site plan; moving it later risks errors in every discipline.",
  "coordinates.system": "Position the data in",
  "coordinates.system.national": "The national grid (EOV, TUREF, ETRS89/UTM…)",
  "coordinates.system.local-grid": "A local building or site grid",
  "coordinates.system.architect-base-point": "The project base point given by the architect",
  "coordinates.system.not-needed": "No particular system needed",
  "coordinates.datum": "Height datum (Baltic heights, TUDKA-99, DHHN…) or a local level",
  "coordinates.control": "Existing control points or benchmarks on site",

  "access.heading": "Access and constraints",
  "access.hint":
    "Working windows, escorts and permits decide how many days the scanning takes; our site access checklist lists what to arrange.",
  "access.conditions": "On this site",
  "access.conditions.occupied": "The building is occupied during the survey",
  "access.conditions.out-of-hours": "Work is possible only outside working hours",
  "access.conditions.induction": "A safety induction is required",
  "access.conditions.permit-to-work": "A permit to work is required (plant, hazardous areas)",
  "access.conditions.escort": "Some areas need an escort or keys",
  "access.conditions.drone": "A drone flight is wanted for roofs or the site",
  "access.notes": "Working hours, restricted areas, PPE and anything else we should know",

  "schedule.heading": "Schedule",
  "schedule.hint": "The delivery date sets the size of the team; a date that moves after the quote usually moves the price.",
  "schedule.site-from": "Earliest date the site is available",
  "schedule.delivery-by": "Date the deliverables are needed",
  "schedule.milestones": "Interim deliveries or milestones (for example a first floor for review)",

  "contacts.heading": "Contacts",
  "contacts.hint":
    "One person who decides on the scope and one who opens the doors: questions answered the same day keep the survey on schedule.",
  "contacts.client": "Client contact: name, role, phone, e-mail",
  "contacts.site": "Site contact: name, phone",
  "contacts.bim": "Recipient of the model (BIM manager): name, e-mail",
} as const;

import type { WordsFile } from "~/i18n/words";
import type { EntityWords } from "./types";

export default {
  "services.aec.summary": "Architectural, heritage, facade, tree and land surveys plus construction setting-out, for design teams that need reliable existing conditions.",
  "services.aec.metric": "architectural survey, planimetric",
  "services.aec.serviceType": "AEC measured surveys",

  "services.aec/architectural-survey.summary": "Plans, sections, elevations and BIM models of existing buildings, ready to design on.",
  "services.aec/architectural-survey.metric": "planimetric accuracy",
  "services.aec/architectural-survey.serviceType": "Architectural measured survey",

  "services.aec/heritage-survey.summary": "Non-contact recording of historic fabric, with HBIM at {{heritageLod}} and imagery up to {{heritageGsd}} GSD.",
  "services.aec/heritage-survey.metric": "point-cloud accuracy",
  "services.aec/heritage-survey.serviceType": "Heritage survey and HBIM",

  "services.aec/facade-survey.summary": "CAD elevations and orthophotos of every facade, captured from the ground without scaffolding.",
  "services.aec/facade-survey.metric": "point-cloud accuracy",
  "services.aec/facade-survey.serviceType": "Facade survey",

  "services.aec/tree-survey.summary": "{{treeStandard}} surveys with A, B, C and U categories and root protection areas, priced by tree count.",
  "services.aec/tree-survey.metric": "trees surveyed per day on site",
  "services.aec/tree-survey.serviceType": "{{treeStandardShort}} tree survey",

  "services.aec/construction-setting-out.summary": "Gridlines, levels and anchor bolts set out by total station and GNSS/RTK, with deviation reports within {{deviationReportHours}} hour of each check.",
  "services.aec/construction-setting-out.metric": "setting-out accuracy",
  "services.aec/construction-setting-out.serviceType": "Construction setting-out",

  "services.aec/land-surveying.summary": "Topographic surveys and terrain models by drone or on foot, tied to a {{landControl}} control network.",
  "services.aec/land-surveying.metric": "horizontal RMSE",
  "services.aec/land-surveying.serviceType": "Land surveying",

  "services.industrial.summary": "Piping, equipment and steel scanned in running plants and modelled for tie-ins, clash checks and shutdown planning.",
  "services.industrial.metric": "industrial model standard",
  "services.industrial.serviceType": "Industrial plant laser scanning",

  "services.industrial/scan-to-bim.summary": "Piping, equipment and structural steel modelled for tie-ins, clash checks and shutdown planning.",
  "services.industrial/scan-to-bim.metric": "industrial model standard",
  "services.industrial/scan-to-bim.serviceType": "Industrial Scan to BIM",

  "services.industrial/as-built-qaqc.summary": "Scan-versus-design deviation checks of new installations, with a short QA memo within {{qaMemoHours}} hours.",
  "services.industrial/as-built-qaqc.metric": "total station QA/QC",
  "services.industrial/as-built-qaqc.serviceType": "As-built QA/QC",

  "services.construction.summary": "Scan to BIM, Scan to CAD, as-built progress and AR-integrated BIM that keep design, site and model in step.",
  "services.construction.metric": "progress scans, or per milestone",
  "services.construction.serviceType": "Construction BIM services",

  "services.construction/scan-to-bim.summary": "Revit and IFC models across architecture, structure and MEP, at {{lodStandard}} as standard.",
  "services.construction/scan-to-bim.metric": "model tolerance",
  "services.construction/scan-to-bim.serviceType": "Scan to BIM",

  "services.construction/scan-to-cad.summary": "Plans, sections and elevations drawn from point clouds at the scale you need ({{drawingScales}}), delivered in DWG.",
  "services.construction/scan-to-cad.metric": "typical drawing accuracy",
  "services.construction/scan-to-cad.serviceType": "Scan to CAD",

  "services.construction/as-built-progress.summary": "The site scanned and compared with the model at each interval, with small reports in under {{smallReportHours}} hours.",
  "services.construction/as-built-progress.metric": "progress scans, or per milestone",
  "services.construction/as-built-progress.serviceType": "As-built survey and construction progress monitoring",

  "services.construction/ar-integrated-bim.summary": "The BIM model overlaid on site in augmented reality, to check positions, openings and services before they are built in.",
  "services.construction/ar-integrated-bim.metric": "model shown at full scale on site",
  "services.construction/ar-integrated-bim.serviceType": "AR-integrated BIM",

  "services.maritime.summary": "Hulls, engine rooms and interiors scanned in port or dry dock for refits and retrofits.",
  "services.maritime.metric": "dry-dock deliverables",
  "services.maritime.serviceType": "Maritime 3D laser scanning",

  "services.maritime/ship-yacht-scanning.summary": "Point clouds, CAD and 3D models of vessels, with interiors at {{vesselInteriorAccuracy}} and dry-dock deliverables in {{dryDockTurnaroundHours}} hours.",
  "services.maritime/ship-yacht-scanning.metric": "hull accuracy",
  "services.maritime/ship-yacht-scanning.serviceType": "Ship and yacht 3D laser scanning",

  "services.drone.summary": "Orthophotos, 3D models, existing-condition maps and site plans from the air, tied to ground control points.",
  "services.drone.metric": "ground sampling distance per pixel",
  "services.drone.serviceType": "Drone photogrammetry",

  "services.drone/3d-modelling.summary": "Textured meshes and point clouds of sites, roofs and structures, georeferenced to the national grid.",
  "services.drone/3d-modelling.metric": "accuracy with ground control points",
  "services.drone/3d-modelling.serviceType": "Drone 3D modelling",

  "services.drone/existing-map.summary": "Existing-condition maps from drone imagery and ground control, ready for planning and design.",
  "services.drone/existing-map.metric": "absolute accuracy",
  "services.drone/existing-map.serviceType": "Existing-condition mapping",

  "services.drone/site-plans.summary": "Site plans in DWG, SHP or GeoJSON with GeoTIFF orthophotos, measured from the air and checked on the ground.",
  "services.drone/site-plans.metric": "ground sampling distance per pixel",
  "services.drone/site-plans.serviceType": "Site plans from drone photogrammetry",

  "projects.projects/tiszachem-as-built-progress.kind": "Chemical plant",
  "projects.projects/tiszachem-as-built-progress.summary": "Regular scans of a plant extension compared with the design model, so deviations were caught before the next trade built on them.",
  "projects.projects/tiszachem-as-built-progress.metric": "progress scans and deviation reports",

  "projects.projects/tiszachem-scan-to-bim.kind": "Chemical plant",
  "projects.projects/tiszachem-scan-to-bim.summary": "Process units of a running chemical plant scanned and modelled as built, so that a brownfield upgrade could be designed on measured pipework and steel.",
  "projects.projects/tiszachem-scan-to-bim.metric": "as-built model of the process units",

  "projects.projects/alfold-pharma-scan-to-bim.kind": "Pharmaceutical plant",
  "projects.projects/alfold-pharma-scan-to-bim.summary": "A clean-room production building scanned around live operations and modelled for a refurbishment.",
  "projects.projects/alfold-pharma-scan-to-bim.metric": "registration RMSE",

  "projects.projects/rheinblick-hotel-facade.kind": "Hospitality",
  "projects.projects/rheinblick-hotel-facade.summary": "Elevation drawings and orthophotos of a hotel facade, captured from the ground without scaffolding or closing the hotel.",
  "projects.projects/rheinblick-hotel-facade.metric": "facade point-cloud accuracy",

  "sectors.industrial-plants.summary": "Plant owners and EPC contractors need measured pipework, equipment and steel for tie-ins, shutdowns and digital twins, captured while the plant runs.",
  "sectors.commercial-hospitality.summary": "Hotel and property owners need refurbishments planned on accurate drawings and models, surveyed around guests, tenants and opening hours.",
  "sectors.infrastructure-transportation.summary": "Rail and road authorities need corridors, structures and terrain surveyed within short possessions and tied to the national grid.",
  "sectors.heritage-culture.summary": "Heritage bodies and conservation architects need listed fabric recorded without contact, in the detail a conservation record and HBIM require.",
  "sectors.maritime.summary": "Shipyards and owners need hulls, engine rooms and interiors measured within the dry-dock slot, so refits are designed before the vessel arrives.",
} satisfies WordsFile<EntityWords>;

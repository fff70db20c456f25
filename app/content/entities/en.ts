import type { EntityWords } from "./types";

export default {
  services: {
    aec: {
      summary: "Architectural, heritage, facade, tree and land surveys plus construction setting-out, for design teams that need reliable existing conditions.",
      metric: "architectural survey, planimetric",
    },
    "aec/architectural-survey": {
      summary: "Plans, sections, elevations and BIM models of existing buildings, ready to design on.",
      metric: "planimetric accuracy",
    },
    "aec/heritage-survey": {
      summary: "Non-contact recording of historic fabric, with HBIM at {{heritageLod}} and imagery up to {{heritageGsd}} GSD.",
      metric: "point-cloud accuracy",
    },
    "aec/facade-survey": {
      summary: "CAD elevations and orthophotos of every facade, captured from the ground without scaffolding.",
      metric: "point-cloud accuracy",
    },
    "aec/tree-survey": {
      summary: "{{treeStandard}} surveys with A, B, C and U categories and root protection areas, priced by tree count.",
      metric: "trees surveyed per day on site",
    },
    "aec/construction-setting-out": {
      summary: "Gridlines, levels and anchor bolts set out by total station and GNSS/RTK, with deviation reports within {{deviationReportHours|hours}} of each check.",
      metric: "setting-out accuracy",
    },
    "aec/land-surveying": {
      summary: "Topographic surveys and terrain models by drone or on foot, tied to a {{landControl}} control network.",
      metric: "horizontal RMSE",
    },
    industrial: {
      summary: "Piping, equipment and steel scanned in running plants and modelled for tie-ins, clash checks and shutdown planning.",
      metric: "industrial model standard",
    },
    "industrial/scan-to-bim": {
      summary: "Piping, equipment and structural steel modelled for tie-ins, clash checks and shutdown planning.",
      metric: "industrial model standard",
    },
    "industrial/as-built-qaqc": {
      summary: "Scan-versus-design deviation checks of new installations, with a short QA memo within {{qaMemoHours}} hours.",
      metric: "total station QA/QC",
    },
    construction: {
      summary: "Scan to BIM, Scan to CAD, as-built progress and AR-integrated BIM that keep design, site and model in step.",
      metric: "progress scans, or per milestone",
    },
    "construction/scan-to-bim": {
      summary: "Revit and IFC models across architecture, structure and MEP, at {{lodStandard}} as standard.",
      metric: "model tolerance",
    },
    "construction/scan-to-cad": {
      summary: "Plans, sections and elevations drawn from point clouds at the scale you need ({{drawingScales}}), delivered in DWG.",
      metric: "typical drawing accuracy",
    },
    "construction/as-built-progress": {
      summary: "The site scanned and compared with the model at each interval, with small reports in under {{smallReportHours}} hours.",
      metric: "progress scans, or per milestone",
    },
    "construction/ar-integrated-bim": {
      summary: "The BIM model overlaid on site in augmented reality, to check positions, openings and services before they are built in.",
      metric: "model shown at full scale on site",
    },
    maritime: {
      summary: "Hulls, engine rooms and interiors scanned in port or dry dock for refits and retrofits.",
      metric: "dry-dock deliverables",
    },
    "maritime/ship-yacht-scanning": {
      summary: "Point clouds, CAD and 3D models of vessels, with interiors at {{vesselInteriorAccuracy}} and dry-dock deliverables in {{dryDockTurnaroundHours}} h.",
      metric: "hull accuracy",
    },
    drone: {
      summary: "Orthophotos, 3D models, existing-condition maps and site plans from the air, tied to ground control points.",
      metric: "ground sampling distance per pixel",
    },
    "drone/3d-modelling": {
      summary: "Textured meshes and point clouds of sites, roofs and structures, georeferenced to the national grid.",
      metric: "accuracy with ground control points",
    },
    "drone/existing-map": {
      summary: "Existing-condition maps from drone imagery and ground control, ready for planning and design.",
      metric: "absolute accuracy",
    },
    "drone/site-plans": {
      summary: "Site plans in DWG, SHP or GeoJSON with GeoTIFF orthophotos, measured from the air and checked on the ground.",
      metric: "ground sampling distance per pixel",
    },
  },
  projects: {
    "projects/tiszachem-as-built-progress": {
      kind: "Chemical plant",
      summary: "Regular scans of a plant extension compared with the design model, so deviations were caught before the next trade built on them.",
      metric: "progress scans and deviation reports",
    },
    "projects/tiszachem-scan-to-bim": {
      kind: "Chemical plant",
      summary: "Process units of a running chemical plant scanned and modelled as built, so that a brownfield upgrade could be designed on measured pipework and steel.",
      metric: "as-built model of the process units",
    },
    "projects/alfold-pharma-scan-to-bim": {
      kind: "Pharmaceutical plant",
      summary: "A clean-room production building scanned around live operations and modelled for a refurbishment.",
      metric: "registration RMSE",
    },
    "projects/rheinblick-hotel-facade": {
      kind: "Hospitality",
      summary: "Elevation drawings and orthophotos of a hotel facade, captured from the ground without scaffolding or closing the hotel.",
      metric: "facade point-cloud accuracy",
    },
  },
} as const satisfies EntityWords;

import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Equipment",
  "page.title": "Our Survey Equipment",
  "page.h1": "Our equipment",
  "page.description": "{{terrestrialScanners}} terrestrial laser scanners from {{scannerManufacturers}} manufacturers, {{handheldLidarUnits}} handheld LiDAR units, a survey drone and a total station with GNSS/RTK.",

  "hero.eyebrow": "Our instruments",
  "hero.lead": "We own and maintain every instrument we survey with: {{terrestrialScanners}} terrestrial laser scanners from {{scannerManufacturers}} manufacturers, {{handheldLidarUnits}} handheld LiDAR units, a survey drone, and a total station with a GNSS/RTK receiver. We choose the instrument by the accuracy your deliverable needs, not the other way round.",
  "hero.facts.terrestrialScanners": "Terrestrial laser scanners",
  "hero.facts.handheldLidarUnits": "Handheld LiDAR units",
  "hero.facts.drones": "Survey drone",
  "hero.facts.pointCloudAccuracy": "Registered point-cloud accuracy",

  "sections.instruments.heading": "What each instrument is for",
  "sections.instruments.intro": "Five classes of instrument, each with the work it does best and the accuracy it supports.",
  "sections.instruments.cards.terrestrial-laser-scanners.title": "Terrestrial laser scanners",
  "sections.instruments.cards.terrestrial-laser-scanners.text": "Tripod-mounted scanners that measure millions of points from each position. Two come from one manufacturer and one from another, so two crews can work with identical instruments and we can check one make against the other. They carry our building, facade, heritage, plant and vessel surveys.",
  "sections.instruments.cards.terrestrial-laser-scanners.metric": "registered point cloud",
  "sections.instruments.cards.handheld-lidar.title": "Handheld LiDAR",
  "sections.instruments.cards.handheld-lidar.text": "Scanners carried by hand through stairwells, ceiling voids, risers and engine-room corners where a tripod does not fit. Their data is tied to the terrestrial scans and the control network, and used where its accuracy is enough: routing, massing and the corners others cannot see.",
  "sections.instruments.cards.handheld-lidar.metric": "handheld scan, relative",
  "sections.instruments.cards.total-station.title": "Total station",
  "sections.instruments.cards.total-station.text": "Measures angles and distances to single points with the highest accuracy we have. It runs the control traverse, measures tie-in points and flanges, sets out on construction sites and takes the independent check points of our QA/QC.",
  "sections.instruments.cards.total-station.metric": "check measurements",
  "sections.instruments.cards.gnss-rtk-receiver.title": "GNSS/RTK receiver",
  "sections.instruments.cards.gnss-rtk-receiver.text": "Satellite positioning with real-time corrections. It ties the control network to the national grid, positions the drone's ground control points and picks up open ground quickly. Together with the total station it holds a land survey's control network to the figure shown.",
  "sections.instruments.cards.gnss-rtk-receiver.metric": "control network, with the total station",
  "sections.instruments.cards.survey-drone.title": "Survey drone",
  "sections.instruments.cards.survey-drone.text": "Takes overlapping images for orthophotos, terrain models and 3D surface models of sites, roofs and upper facades. Ground control points measured by GNSS/RTK bring it to the accuracy shown; without them it reaches {{droneAccuracyWithoutGcp}}.",
  "sections.instruments.cards.survey-drone.metric": "with ground control points",

  "sections.which-instrument.heading": "Which instrument for which survey",
  "sections.which-instrument.blocks.most-projects-combine": "Most projects combine several instruments on one control network. The table shows what usually leads on each kind of survey, and the accuracy to which its deliverables are specified.",
  "sections.which-instrument.blocks.table-main-instruments": "Table: Main instruments and specified accuracy by kind of survey\n| Survey | Main instruments | Specified accuracy |\n| --- | --- | --- |\n| Architectural survey | Terrestrial scanner, total station | {{architecturalPlanimetric}} planimetric |\n| Facade survey | Terrestrial scanner, drone for roofs | {{facadePointCloud}} point cloud |\n| Heritage survey | Terrestrial scanner, close-range photography | {{heritagePointCloud}} point cloud |\n| Industrial plant | Terrestrial scanner, handheld LiDAR, total station | {{bimTolerance}} model |\n| Ships and yachts | Terrestrial scanner, handheld LiDAR | {{vesselInteriorAccuracy}} interiors, {{vesselHullAccuracy}} hull |\n| Construction setting-out | Total station, GNSS/RTK | {{settingOutAccuracy}} |\n| Land survey | Drone, GNSS/RTK, total station | {{landHorizontal}} horizontal, {{landVertical}} vertical |",
  "sections.which-instrument.blocks.swap-tripod-scan": "We do not swap a tripod scan for a handheld one, or a ground survey for a drone flight, where the specification calls for the first. Where one instrument's data supports a lower accuracy than the rest, the deliverables and the QA/QC report say so.",

  "sections.care-and-checks.heading": "Calibration and field checks",
  "sections.care-and-checks.blocks.instrument-calibrated-manufacturer": "Every instrument is calibrated by the manufacturer's authorised service at the interval the manufacturer sets, and again after any fall or knock. The QA/QC report of each project names the instruments used and the date of their last calibration.",
  "sections.care-and-checks.blocks.between-calibrations-crews": "Between calibrations, the crews check their instruments in the field:",
  "sections.care-and-checks.blocks.scanners-known-distances": "- scanners: known distances between targets measured before each project, and the registration figures of every scan\n- total station: measurements in both faces, with collimation and compensator checks before the control is measured\n- GNSS/RTK: a measurement on a known control point at the start and end of each day\n- drone: camera and positioning checks before each flight, and independent checkpoints on the ground",
  "sections.care-and-checks.blocks.instruments-travel-crews": "Instruments travel with their crews between Budapest and Istanbul, so a project in either market is measured with the same equipment and checked the same way.",

  "cta.heading": "Not sure which instrument your project needs?",
  "cta.text": "Tell us what the survey is for and what you need to receive. We choose the instruments, state the accuracy in the quote and prove it in the QA/QC report.",
} satisfies PageWords<typeof page>;

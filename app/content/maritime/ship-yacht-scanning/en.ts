import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Ship and Yacht Scanning",
  "page.title": "Ship and Yacht 3D Laser Scanning",
  "page.h1": "Ship and yacht scanning for refits and retrofits",
  "page.description": "Interiors to {{vesselInteriorAccuracy}} and hulls to {{vesselHullAccuracy}}, scanned in port or dry dock and delivered as point clouds, CAD and 3D models.",

  "hero.eyebrow": "Ship and yacht scanning",
  "hero.lead": "Cargo ships, ferries and yachts scanned from keel to mast, with interiors to {{vesselInteriorAccuracy}} and hulls to {{vesselHullAccuracy}}, and registered point clouds within {{dryDockTurnaroundHours}} hours of a dry-dock scan.",
  "hero.facts.vesselInteriorAccuracy": "Interior accuracy",
  "hero.facts.vesselHullAccuracy": "Hull accuracy",
  "hero.facts.vesselRmse": "Registration RMSE",
  "hero.facts.dryDockTurnaroundHours": "Dry-dock deliverables",
  "hero.alt": "Side view of a ship's hull and superstructure filled with laser scan points above a wavy waterline, crossed by a horizontal laser scan line",

  "scope.nav": "Scope",
  "scope.heading": "What we scan",
  "scope.intro": "We plan the scan with your superintendent around the crew, the yard and the docking schedule.",
  "scope.included.hull-rudder-propeller": "Hull, rudder, propeller and appendages in dry dock",
  "scope.included.engine-rooms-machinery": "Engine rooms, machinery spaces and pipe runs",
  "scope.included.interiors-decks-superstructure": "Interiors, decks and superstructure",
  "scope.included.registration-ship-coordinate": "Registration into one ship coordinate system, with a QA/QC report",
  "scope.addOns.tanks-voids-once": "Tanks and voids, once gas-free and released",
  "scope.addOns.drone-capture-superstructure": "Drone capture of the superstructure, masts and funnel",
  "scope.addOns.frame-numbering-reference": "Frame numbering and reference lines taken from your drawings",
  "scope.addOns.scan-after-refit": "A scan after the refit as the as-built record",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What naval architects and outfitters receive",
  "deliverables.items.registered-point-cloud.title": "Registered point cloud",
  "deliverables.items.registered-point-cloud.text": "The whole vessel in one coordinate system, ready for any CAD platform.",
  "deliverables.items.2d-drawings.title": "2D drawings",
  "deliverables.items.2d-drawings.text": "General arrangement, sections and deck plans, drawn from the scan.",
  "deliverables.items.3d-models.title": "3D models",
  "deliverables.items.3d-models.text": "Hull surfaces and spaces for naval architecture and outfitting software.",
  "deliverables.items.qa-qc-report.title": "QA/QC report",
  "deliverables.items.qa-qc-report.text": "Registration RMSE and checks of the achieved accuracy, as figures.",

  "faq.heading": "Frequently asked questions",
  "faq.items.what-fixed-fee.q": "What does the fixed fee depend on?",
  "faq.items.what-fixed-fee.a": "On the vessel's length and the spaces to be scanned (hull, engine rooms, interiors, tanks), the level of detail of any drawings and 3D models, access on board (in dry dock or afloat, gas-free tanks, the yard's working hours) and the deliverables you need, from a registered point cloud to hull surfaces. Tell us these with the vessel's name and where she will be, and the fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",

  "cta.heading": "Plan the refit on the vessel as she is",
  "cta.text": "Send the vessel's name, type, length and where she will be. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Heritage survey and HBIM",
    lead: "Non-contact laser scanning and photogrammetry of historic buildings, delivered as point clouds, rectified imagery and HBIM models for conservation and restoration.",
    facts: [
      "Point-cloud accuracy",
      "HBIM model tolerance",
      "Finest image resolution",
      "Floor area per survey",
    ],
    alt: "Line drawing of a historic building with a dome and three arched openings, filled with scan points and crossed by a horizontal laser scan line, with a laser scanner on a tripod beside it",
    actions: [
      "Get a Quote",
      "Sample Deliverables",
      "Book a Call",
    ],
  },
  definition: {
    nav: "Overview",
    heading: "What a heritage survey is",
    term: "Heritage survey (HBIM)",
    text: "A heritage survey records a historic building as it stands today, without touching it. Laser scans capture the geometry, high-resolution photography captures surface and colour, and both are combined into a point cloud, rectified imagery and a Historic BIM (HBIM) model that conservation architects, engineers and authorities can work from.",
    points: [
      "Terrestrial laser scanning and photogrammetry, tied to a control network by total station and GNSS/RTK",
      "Irregular walls, vaults, mouldings and deformations recorded as they are, not idealised",
      "HBIM in Revit and IFC, with elements classified for conservation and maintenance planning",
      "A permanent record of the fabric before intervention, for consent applications and archives",
    ],
  },
  benefits: {
    nav: "Benefits",
    heading: "Why survey historic fabric this way",
    intro: "Short time on site, a complete record and models at the level of detail conservation work needs.",
    cards: [
      {
        title: "Short time on site",
        text: "A building of up to 1,500 m² is captured in 1–2 days, so churches, museums and offices stay open with little disruption.",
        metric: "on site",
      },
      {
        title: "First results in days, not weeks",
        text: "Registered point clouds and rectified imagery come first, followed by drawings and the HBIM model.",
        metric: "working days to first deliverables",
      },
      {
        title: "HBIM at the right detail",
        text: "Models are delivered at LOD 300 as standard. LOD 200 for massing or LOD 350 for detailed elements is available as an add-on.",
        metric: "HBIM standard, LOD 200–350 add-on",
      },
      {
        title: "Safe for fragile fabric",
        text: "Capture is entirely non-contact: no targets glued to plaster, frescoes or stone, and no load on vulnerable surfaces.",
        metric: "point cloud, without touching the fabric",
      },
    ],
  },
  deliverables: {
    nav: "Deliverables",
    heading: "What you receive",
    intro: "Every deliverable is referenced to the same control network, so drawings, images and model line up.",
    items: [
      {
        title: "HBIM model",
        text: "Revit and IFC model at LOD 300, within ±10 mm of the point cloud, with walls, vaults, openings and ornament modelled as built.",
      },
      {
        title: "Registered point cloud",
        text: "Colourised point cloud at ±3 mm, registered to the control network and ready for Revit, AutoCAD or your viewer.",
      },
      {
        title: "Orthophotos and rectified imagery",
        text: "Scaled, true-to-geometry images of elevations, ceilings and floors at up to 1 mm GSD for stone-by-stone analysis.",
      },
      {
        title: "2D elevations and sections",
        text: "Measured elevations, sections and plans drawn from the point cloud, in your layer standard and at the scale you specify.",
      },
      {
        title: "Condition and damage mapping",
        text: "Cracks, material loss, moisture and past repairs mapped on the orthophotos and elevations, for conservation reports and cost plans.",
      },
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Frequently asked questions",
    items: [
      {
        q: "Is laser scanning safe for fragile historic fabric?",
        a: "Yes. Laser scanning and photogrammetry are entirely non-contact. We fix no targets to plaster, paint or stone and place instruments only where the building's custodian agrees.",
      },
      {
        q: "How accurate is a heritage survey?",
        a: "The registered point cloud is accurate to ±3 mm, and the HBIM model is delivered within ±10 mm. Rectified imagery reaches up to 1 mm GSD, enough to read individual tool marks and joints. The achieved figures are stated in the QA/QC report.",
      },
      {
        q: "How long do you need on site?",
        a: "A building of up to 1,500 m² typically takes 1–2 days on site. Larger complexes are planned in phases and quoted at a fixed fee. We agree access times in advance so services, visitors and exhibitions can continue.",
      },
      {
        q: "When do we receive the deliverables?",
        a: "First deliverables, usually the registered point cloud and rectified imagery, reach you within 5–7 working days of capture. Drawings, condition mapping and the HBIM model follow on a schedule agreed in the quote.",
      },
      {
        q: "What level of detail does the HBIM model have?",
        a: "HBIM is delivered at LOD 300 as standard, with walls, vaults, openings and main ornament modelled to their measured geometry. LOD 200 for massing studies or LOD 350 for detailed elements is available as an add-on.",
      },
      {
        q: "Which file formats do you deliver?",
        a: "HBIM models come as Revit (RVT) and IFC, point clouds as E57 and RCP, and drawings as DWG and PDF. Orthophotos and rectified images are supplied as high-resolution TIFF or JPG, with PDF sheets for reports.",
      },
      {
        q: "Can you record the condition and damage of the building?",
        a: "Yes. We map cracks, material loss, moisture staining and earlier repairs on the orthophotos and elevations, in the categories your conservation architect uses. The mapping becomes a baseline for monitoring and for pricing the restoration works.",
      },
      {
        q: "Can we see sample deliverables before we commission a survey?",
        a: "Yes. Request samples through the contact form and we will send an HBIM extract, point cloud and rectified elevation from a comparable project. A fixed-fee quote for your own building follows within 48 hours of your request.",
      },
    ],
  },
  cta: {
    heading: "Record your building before work begins",
    text: "Send us the address, approximate floor area and the purpose of the survey. We reply with a fixed-fee quote within 48 hours, or talk it through with a surveyor first.",
    actions: [
      "Get a Quote",
      "Sample Deliverables",
      "Book a Call",
    ],
  },
} as const satisfies WordsOf<typeof page>;

import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Heritage survey and HBIM",
    lead: "Non-contact laser scanning and photogrammetry of historic buildings, delivered as point clouds, rectified imagery and HBIM models for conservation and restoration.",
    actions: [
      { label: "Get a Quote", to: "get-a-quote" },
      { label: "Sample Deliverables", to: "contact", topic: "samples" },
      { label: "Book a Call", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±3 mm", label: "Point-cloud accuracy" },
      { value: "±10 mm", label: "HBIM model tolerance" },
      { value: "1 mm GSD", label: "Finest image resolution" },
      { value: "Up to 1,500 m²", label: "Floor area per survey" },
    ],
    visual: {
      name: "heritage",
      alt: "Line drawing of a historic building with a dome and three arched openings, filled with scan points and crossed by a horizontal laser scan line, with a laser scanner on a tripod beside it",
    },
  },
  anchorNavLabel: "On this page",
  sections: [
    {
      type: "definition",
      id: "what-is",
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
    {
      type: "cards",
      id: "benefits",
      nav: "Benefits",
      heading: "Why survey historic fabric this way",
      intro: "Short time on site, a complete record and models at the level of detail conservation work needs.",
      cards: [
        {
          icon: "timer",
          title: "Short time on site",
          text: "A building of up to 1,500 m² is captured in 1–2 days, so churches, museums and offices stay open with little disruption.",
          metric: { value: "1–2 days", label: "on site" },
        },
        {
          icon: "calendar",
          title: "First results in days, not weeks",
          text: "Registered point clouds and rectified imagery come first, followed by drawings and the HBIM model.",
          metric: { value: "5–7 days", label: "working days to first deliverables" },
        },
        {
          icon: "model",
          title: "HBIM at the right detail",
          text: "Models are delivered at LOD 300 as standard. LOD 200 for massing or LOD 350 for detailed elements is available as an add-on.",
          metric: { value: "LOD 300", label: "HBIM standard, LOD 200–350 add-on" },
        },
        {
          icon: "shield",
          title: "Safe for fragile fabric",
          text: "Capture is entirely non-contact: no targets glued to plaster, frescoes or stone, and no load on vulnerable surfaces.",
          metric: { value: "±3 mm", label: "point cloud, without touching the fabric" },
        },
      ],
    },
    {
      type: "deliverables",
      id: "deliverables",
      nav: "Deliverables",
      heading: "What you receive",
      intro: "Every deliverable is referenced to the same control network, so drawings, images and model line up.",
      items: [
        {
          icon: "model",
          title: "HBIM model",
          text: "Revit and IFC model at LOD 300, within ±10 mm of the point cloud, with walls, vaults, openings and ornament modelled as built.",
          formats: ["RVT", "IFC"],
        },
        {
          icon: "scan",
          title: "Registered point cloud",
          text: "Colourised point cloud at ±3 mm, registered to the control network and ready for Revit, AutoCAD or your viewer.",
          formats: ["E57", "RCP"],
        },
        {
          icon: "image",
          title: "Orthophotos and rectified imagery",
          text: "Scaled, true-to-geometry images of elevations, ceilings and floors at up to 1 mm GSD for stone-by-stone analysis.",
          formats: ["TIFF", "JPG", "PDF"],
        },
        {
          icon: "drawing",
          title: "2D elevations and sections",
          text: "Measured elevations, sections and plans drawn from the point cloud, in your layer standard and at the scale you specify.",
          formats: ["DWG", "PDF"],
        },
        {
          icon: "checklist",
          title: "Condition and damage mapping",
          text: "Cracks, material loss, moisture and past repairs mapped on the orthophotos and elevations, for conservation reports and cost plans.",
          formats: ["DWG", "PDF"],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
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
          a: `Yes. Request samples through the contact form and we will send an HBIM extract, point cloud and rectified elevation from a comparable project. A fixed-fee quote for your own building follows within ${COMPANY.quoteTurnaroundHours} hours of your request.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      nav: "Get Started",
      heading: "Record your building before work begins",
      text: "Send us the address, approximate floor area and the purpose of the survey. We reply with a fixed-fee quote within 48 hours, or talk it through with a surveyor first.",
      actions: [
        { label: "Get a Quote", to: "get-a-quote" },
        { label: "Sample Deliverables", to: "contact", topic: "samples" },
        { label: "Book a Call", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "Heritage survey and HBIM" },
};

export default content;

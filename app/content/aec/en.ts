import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "AEC Solutions",
    lead: "Measured surveys of buildings, facades, trees and land, tied to a surveyed control network and delivered as drawings, models and point clouds your team can design on.",
    facts: [
      "Point-cloud accuracy",
      "To a fixed-fee quote",
      "Projects since 2007",
      "Countries surveyed",
    ],
    alt: "Wireframe of a building shaded with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod sending rays to its corners",
  },
  definition: {
    nav: "Overview",
    heading: "What AEC surveying covers",
    term: "AEC surveying",
    text: "AEC surveying records the existing condition of a building, site or landscape so that architects, engineers and contractors design and build from measured fact rather than old drawings. We capture with terrestrial laser scanners, total station and GNSS/RTK, register every scan to one control network and hand over data in the formats your team already works in.",
    points: [
      "Terrestrial laser scanning, handheld LiDAR, drone photogrammetry and total station survey, chosen per site",
      "Every scan registered to a control network and checked against it, with a QA/QC report",
      "Point clouds in E57 and RCP, drawings in DWG and PDF, models in Revit and IFC",
      "Coordinates in the national grid: EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye, ETRS89/UTM in Germany",
    ],
    alt: "Facade elevation filled with scan points, showing its window grid, dimension lines for height and width and a horizontal laser scan line",
  },
  outcomes: {
    nav: "Outcomes",
    heading: "What a measured survey changes on your project",
    intro: "Design decisions made on verified geometry hold up on site. These are the figures we commit to.",
    cards: [
      {
        title: "Geometry you can rely on",
        text: "Registered point clouds at ±2–4 mm and models within ±5–10 mm, so clashes show up in the model and not on site.",
        metric: "BIM model tolerance",
      },
      {
        title: "Fewer late changes",
        text: "Designs built on measured existing conditions need fewer redesigns once construction starts.",
        metric: "fewer late changes",
      },
      {
        title: "Data soon after capture",
        text: "On most projects, registered point clouds reach you 48–72 hours after we leave site. Drawings and models follow on the date set in the quote.",
        metric: "typical turnaround after capture",
      },
      {
        title: "A crew when you need it",
        text: "Standard mobilisation is 5–6 days; urgent jobs are on site in 48–72 hours, and sites under 1,000 m² in under 3 days.",
        metric: "standard mobilisation",
      },
    ],
  },
  services: {
    nav: "Services",
    heading: "Core AEC services",
    intro: "Six survey services, one control network. Combine them on one site visit where the project needs it.",
  },
  faq: {
    nav: "FAQ",
    heading: "Frequently asked questions",
    items: [
      {
        q: "Which survey does my project need?",
        a: "An architectural survey records the interior and exterior of an existing building for design work. A heritage survey adds high-resolution imagery and HBIM for listed fabric, and a facade survey covers elevations only. Tree surveys, land surveys and setting-out serve the site around the building; tell us the design stage and we will scope the right combination.",
      },
      {
        q: "How accurate are your surveys?",
        a: "Registered point clouds are accurate to ±2–4 mm, and BIM models are delivered within ±5–10 mm. Architectural surveys are held to ±6 mm planimetric and ±5 mm vertical, with an average registration RMSE of at most 3 mm. Every job comes with a QA/QC report that states the achieved figures.",
      },
      {
        q: "How soon can you be on site?",
        a: "Standard mobilisation is 5–6 days from booking, and sites under 1,000 m² are scanned in under 3 days. Urgent jobs can be mobilised in 48–72 hours. Setting-out crews are available 24/7 and reach site within 24–48 hours.",
      },
      {
        q: "How long until we receive the deliverables?",
        a: "For most projects, point clouds and drawings follow 48–72 hours after capture. Facade surveys take 3–5 working days, or 7–10 days for a full CAD/BIM model, and heritage surveys deliver first results in 5–7 working days. Land surveys on site are delivered in 3–5 days.",
      },
      {
        q: "Which file formats do you deliver?",
        a: "Point clouds come as E57 or RCP, drawings as DWG and PDF, and models as Revit (RVT) or IFC. Orthophotos and survey data files are supplied alongside, with a QA/QC report for every job. We match your layer standards and templates when you send them with the brief.",
      },
      {
        q: "What level of detail do your BIM models have?",
        a: "Our standard models are LOD 200–300. LOD 350 and 400 are available on request for projects that need connections, fixings or fabrication detail. Heritage HBIM is delivered at LOD 300 as standard, with LOD 200–350 as an add-on.",
      },
      {
        q: "Will the survey be in our project's coordinate system?",
        a: "Yes. We establish a control network by total station and GNSS/RTK and tie every scan to it, with control residuals of at most 3 mm. Data is delivered in the national grid, such as EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye or ETRS89/UTM in Germany, or in a local site grid if you prefer.",
      },
      {
        q: "How do you price a survey?",
        a: "Every survey is quoted at a fixed fee, and the quote reaches you within 48 hours of your request. Architectural surveys start at 1,500 USD excluding VAT for properties under 1,000 m². Tree surveys are priced by tree count and setting-out per day per surveyor.",
      },
      {
        q: "Where do you work?",
        a: "Our teams work from Budapest, where we are headquartered, and Istanbul. We have surveyed in 15+ countries across Europe, Türkiye and the Middle East, and BS 5837 tree surveys are also offered in the United Kingdom.",
      },
    ],
  },
  cta: {
    heading: "Start with a measured survey",
    text: "Send us drawings, a site address or a rough floor area. You receive a fixed-fee quote within 48 hours, and a surveyor answers your questions directly.",
  },
} as const satisfies WordsOf<typeof page>;

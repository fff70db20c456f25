import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "AEC Solutions",
    lead: "Measured surveys of buildings, facades, trees and land, tied to a surveyed control network and delivered as drawings, models and point clouds your team can design on.",
    actions: [
      { label: "Get a Quote", to: "get-a-quote" },
      { label: "Talk to an Expert", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Point-cloud accuracy" },
      { value: "48 h", label: "To a fixed-fee quote" },
      { value: COMPANY.projects, label: `Projects since ${COMPANY.foundingYear}` },
      { value: COMPANY.countries, label: "Countries surveyed" },
    ],
    visual: {
      name: "building",
      alt: "Wireframe of a building shaded with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod sending rays to its corners",
    },
  },
  anchorNavLabel: "On this page",
  sections: [
    {
      type: "definition",
      id: "what-is",
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
      visual: {
        name: "facade",
        alt: "Facade elevation filled with scan points, showing its window grid, dimension lines for height and width and a horizontal laser scan line",
      },
    },
    {
      type: "cards",
      id: "outcomes",
      nav: "Outcomes",
      heading: "What a measured survey changes on your project",
      intro: "Design decisions made on verified geometry hold up on site. These are the figures we commit to.",
      cards: [
        {
          icon: "target",
          title: "Geometry you can rely on",
          text: "Registered point clouds at ±2–4 mm and models within ±5–10 mm, so clashes show up in the model and not on site.",
          metric: { value: "±5–10 mm", label: "BIM model tolerance" },
        },
        {
          icon: "shield",
          title: "Fewer late changes",
          text: "Designs built on measured existing conditions need fewer redesigns once construction starts.",
          metric: { value: "30%+", label: "fewer late changes" },
        },
        {
          icon: "fast",
          title: "Data soon after capture",
          text: "On most projects, registered point clouds reach you 48–72 hours after we leave site. Drawings and models follow on the date set in the quote.",
          metric: { value: "48–72 h", label: "typical turnaround after capture" },
        },
        {
          icon: "calendar",
          title: "A crew when you need it",
          text: "Standard mobilisation is 5–6 days; urgent jobs are on site in 48–72 hours, and sites under 1,000 m² in under 3 days.",
          metric: { value: "5–6 days", label: "standard mobilisation" },
        },
      ],
    },
    {
      type: "services",
      id: "core-services",
      nav: "Services",
      heading: "Core AEC services",
      intro: "Six survey services, one control network. Combine them on one site visit where the project needs it.",
      items: [
        {
          page: "aec/architectural-survey",
          icon: "building",
          text: "Floor plans, sections, elevations and BIM models of existing buildings, with a 48-hour revision window after delivery.",
          metric: { value: "±6 mm", label: "planimetric accuracy" },
        },
        {
          page: "aec/heritage-survey",
          icon: "heritage",
          text: "Non-contact scanning and photogrammetry of historic fabric, with HBIM at LOD 300 and images up to 1 mm GSD.",
          metric: { value: "±3 mm", label: "point-cloud accuracy" },
        },
        {
          page: "aec/facade-survey",
          icon: "layers",
          text: "Elevations, orthophotos up to 2 mm GSD and facade models captured from the ground, with no scaffolding.",
          metric: { value: "Up to 90%", label: "less time working at height" },
        },
        {
          page: "aec/tree-survey",
          icon: "tree",
          text: "Tree surveys to BS 5837:2012 with A, B, C and U categories and a tree constraints plan, priced by tree count.",
          metric: { value: "Up to 50", label: "trees recorded per day" },
        },
        {
          page: "aec/construction-setting-out",
          icon: "target",
          text: "Gridlines, levels and anchor bolts set out by total station and GNSS/RTK, with deviation reports within 1 hour of a check.",
          metric: { value: "±3–5 mm", label: "setting-out accuracy" },
        },
        {
          page: "aec/land-surveying",
          icon: "terrain",
          text: "Topographic surveys, terrain models and contour plans on a control network surveyed to ±5 mm, by drone or on foot.",
          metric: { value: "±20 mm", label: "horizontal accuracy (RMSE)" },
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
          a: `Every survey is quoted at a fixed fee, and the quote reaches you within ${COMPANY.quoteTurnaroundHours} hours of your request. Architectural surveys start at 1,500 USD excluding VAT for properties under 1,000 m². Tree surveys are priced by tree count and setting-out per day per surveyor.`,
        },
        {
          q: "Where do you work?",
          a: `Our teams work from Budapest, where we are headquartered, and Istanbul. We have surveyed in ${COMPANY.countries} countries across Europe, Türkiye and the Middle East, and BS 5837 tree surveys are also offered in the United Kingdom.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      nav: "Get Started",
      heading: "Start with a measured survey",
      text: "Send us drawings, a site address or a rough floor area. You receive a fixed-fee quote within 48 hours, and a surveyor answers your questions directly.",
      actions: [
        { label: "Get a Quote", to: "get-a-quote" },
        { label: "Talk to an Expert", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "AEC measured surveys" },
};

export default content;

import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "3D laser scanning · Scan to BIM · Surveying",
    lead: "We scan buildings, plants, ships and land, and deliver BIM models, CAD drawings and point clouds your team can design on.",
    facts: [
      "Founded in Budapest",
      "Projects delivered",
      "Countries worked in",
      "To a fixed-fee quote",
    ],
    alt: "Wireframe of a multi-storey building filled with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod beside it",
  },
  clients: {
    heading: "Trusted by design teams, contractors and plant owners",
  },
  advantages: {
    heading: "Why clients work with Pontos 3D",
    intro: "Measured data is only useful if you can rely on it, price it and get it on time.",
    cards: [
      {
        title: "Millimetre-grade data",
        text: "Registered point clouds at {{pointCloudAccuracy}}. Control residuals of {{controlResidualsMm}} mm or less are checked before anything is modelled.",
        metric: "point-cloud accuracy",
      },
      {
        title: "Fixed fees, quoted fast",
        text: "Scope, LOD, accuracy and deliverables are written into the quote. The fee you accept is the fee you pay.",
        metric: "to a fixed-fee quote",
      },
      {
        title: "On site when you need us",
        text: "Standard mobilisation in {{mobilisationStandardDays}} days, urgent jobs in {{mobilisationUrgentHours}} hours. For most projects, deliverables follow {{turnaroundHours}} h after capture.",
        metric: "standard mobilisation",
      },
      {
        title: "One accountable team",
        text: "Survey, registration, modelling and QA by one team. We sign an NDA before project details are exchanged.",
        metric: "specialists from survey to delivery",
      },
    ],
  },
  services: {
    heading: "What we survey",
    intro: "Six ways we work, from a single facade to a live process plant.",
  },
  projects: {
    heading: "Recent projects",
    intro: "A chemical plant, a pharmaceutical plant and a hotel: three recent jobs and the figures we worked to.",
  },
  process: {
    heading: "How a project runs",
    intro: "Four steps, each with a clear owner and a date.",
    steps: [
      {
        title: "Brief and fixed-fee quote",
        duration: "Within {{quoteTurnaroundHours}} h",
        text: "Send drawings, photos or an address and the deliverables you need. We confirm scope, LOD and accuracy and quote a fixed fee.",
      },
      {
        title: "On-site scanning",
        duration: "On site in {{mobilisationStandardDays}} days",
        text: "Standard mobilisation is {{mobilisationStandardDays}} days, urgent jobs {{mobilisationUrgentHours}} hours. We set a control network with total station and GNSS/RTK, then scan every agreed area.",
      },
      {
        title: "Registration, modelling and QA",
        duration: "QA memo within {{qaMemoHours}} h",
        text: "Scans are registered to the control network, with control residuals of {{controlResidualsMm}} mm or less. A short QA memo follows within {{qaMemoHours}} h, then modelling starts.",
      },
      {
        title: "Delivery and revisions",
        duration: "Typically {{turnaroundHours}} h",
        text: "For most projects, deliverables arrive {{turnaroundHours}} h after capture, with a QA/QC report. Heritage surveys and larger BIM scopes get a fixed delivery date in the quote.",
      },
    ],
  },
  deliverables: {
    heading: "What you receive",
    intro: "Files in the formats your software opens, on your coordinate system and to your standards.",
    items: [
      {
        title: "BIM models",
        text: "Architectural, structural and MEP models at the LOD agreed in the quote, ready for design and coordination.",
      },
      {
        title: "2D CAD drawings",
        text: "Plans, sections and elevations at the scale you need ({{drawingScales}}), on your layers and title blocks.",
      },
      {
        title: "Point clouds",
        text: "Registered, cleaned and georeferenced scans at {{pointCloudAccuracy}}, ready to load into Revit, AutoCAD or Navisworks.",
      },
      {
        title: "Orthophotos",
        text: "Scaled, distortion-free images of facades and sites from laser scans or drone photogrammetry.",
      },
      {
        title: "Survey data files",
        text: "Control points, coordinates and levels in the national grid, for your surveyor or GIS.",
      },
      {
        title: "QA/QC reports",
        text: "Registration RMSE, control residuals and deviation checks, so you can see the accuracy achieved.",
      },
      {
        title: "3D meshes and textured models",
        text: "Photo-textured meshes of buildings, structures and terrain for visualisation, planning and records.",
      },
      {
        title: "Topographic and site plans",
        text: "Levels, contours, boundaries and features for planning applications and site design.",
      },
      {
        title: "Virtual tours and web viewer",
        text: "Panoramic walkthroughs and the Visual Plant browser viewer, with role-based access for your teams and contractors.",
      },
    ],
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        q: "How much does a 3D laser scanning survey cost?",
        a: "Every job is quoted at a fixed fee, so the price you accept is the price you pay. The fee depends on the area to capture, access, the level of detail and the deliverables. Send drawings, photos or an address and you will have a quote within {{quoteTurnaroundHours}} hours.",
      },
      {
        q: "How accurate are your surveys?",
        a: "Registered point clouds are typically accurate to {{pointCloudAccuracy}}, and control residuals are checked at {{controlResidualsMm}} mm or less before modelling. BIM models are delivered to {{bimTolerance}}, architectural surveys to {{architecturalPlanimetric}} planimetric. Every project comes with a QA/QC report stating the figures achieved.",
      },
      {
        q: "How fast can you start and deliver?",
        a: "Standard mobilisation is {{mobilisationStandardDays}} days, urgent jobs {{mobilisationUrgentHours}} hours, and sites under {{smallSiteArea}} m² can be scheduled in under {{smallSiteMobilisationDays}} days. For most projects, deliverables follow {{turnaroundHours}} h after capture, and {{constructionDroneTurnaroundHours}} h for construction and drone work. Heritage, facade and larger BIM scopes take longer, and the quote fixes their delivery date.",
      },
      {
        q: "Which formats and software do you deliver for?",
        a: "We deliver Revit (RVT) and IFC models, DWG, DXF and PDF drawings, point clouds in E57, RCP and LAS, GeoTIFF orthophotos and survey data as CSV, TXT or LandXML. Tell us your software and version, templates and naming rules, and the files will follow them.",
      },
      {
        q: "Do you work outside Hungary?",
        a: "Yes. From our offices in Budapest and Istanbul we have worked in {{countries}} countries, most often in Hungary, Türkiye and Germany, and across Europe and the Middle East. Surveys are tied to the national grid of the country, such as EOV in Hungary, TUREF in Türkiye or ETRS89/UTM in Germany.",
      },
    ],
  },
  cta: {
    heading: "Tell us about your site",
    text: "Send drawings, photos or just an address. You get a fixed-fee quote within {{quoteTurnaroundHours}} hours, or a call with a surveyor who has scanned sites like yours.",
  },
} as const satisfies WordsOf<typeof page>;

import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "3D laser scanning · Scan to BIM · Surveying",
    lead: "We scan buildings, plants, ships and land, and deliver BIM models, CAD drawings and point clouds your team can design on.",
    actions: [
      { label: "Get a Quote", to: "get-a-quote" },
      { label: "Talk to an Expert", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: String(COMPANY.foundingYear), label: "Founded in Budapest" },
      { value: COMPANY.projects, label: "Projects delivered" },
      { value: COMPANY.countries, label: "Countries worked in" },
      { value: "48 h", label: "To a fixed-fee quote" },
    ],
    visual: {
      name: "building",
      alt: "Wireframe of a multi-storey building filled with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod beside it",
    },
  },
  sections: [
    {
      type: "logos",
      id: "clients",
      heading: "Trusted by design teams, contractors and plant owners",
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Why clients work with Pontos 3D",
      intro: "Measured data is only useful if you can rely on it, price it and get it on time.",
      cards: [
        {
          icon: "target",
          title: "Millimetre-grade data",
          text: "Registered point clouds at ±2–4 mm. Control residuals of 3 mm or less are checked before anything is modelled.",
          metric: { value: "±2–4 mm", label: "point-cloud accuracy" },
        },
        {
          icon: "price",
          title: "Fixed fees, quoted fast",
          text: "Scope, LOD, accuracy and deliverables are written into the quote. The fee you accept is the fee you pay.",
          metric: { value: "48 h", label: "to a fixed-fee quote" },
        },
        {
          icon: "calendar",
          title: "On site when you need us",
          text: "Standard mobilisation in 5–6 days, urgent jobs in 48–72 hours. For most projects, deliverables follow 48–72 h after capture.",
          metric: { value: "5–6 days", label: "standard mobilisation" },
        },
        {
          icon: "shield",
          title: "One accountable team",
          text: "Survey, registration, modelling and QA by one team. We sign an NDA before project details are exchanged.",
          metric: { value: String(COMPANY.teamSize), label: "specialists from survey to delivery" },
        },
      ],
    },
    {
      type: "services",
      id: "services",
      heading: "What we survey",
      intro: "Six ways we work, from a single facade to a live process plant.",
      items: [
        {
          page: "aec",
          icon: "building",
          text: "Architectural, heritage, facade, tree and land surveys plus construction setting-out, for design teams that need reliable existing conditions.",
          metric: { value: "±6 mm", label: "architectural survey, planimetric" },
        },
        {
          page: "industrial",
          icon: "factory",
          text: "Piping, equipment and steel scanned in running plants and modelled for tie-ins, clash checks and shutdown planning.",
          metric: { value: "LOD 300", label: "industrial model standard" },
        },
        {
          page: "construction",
          icon: "hardhat",
          text: "Scan to BIM, Scan to CAD, as-built progress and AR-integrated BIM that keep design, site and model in step.",
          metric: { value: "Weekly", label: "progress scans, or per milestone" },
        },
        {
          page: "maritime",
          icon: "ship",
          text: "Hulls, engine rooms and interiors scanned in port or dry dock for refits and retrofits.",
          metric: { value: "24–48 h", label: "dry-dock deliverables" },
        },
        {
          page: "drone",
          icon: "drone",
          text: "Orthophotos, 3D models, existing-condition maps and site plans from the air, tied to ground control points.",
          metric: { value: "1–5 cm", label: "ground sampling distance per pixel" },
        },
        {
          page: "construction/scan-to-bim",
          icon: "model",
          text: "Revit and IFC models of existing buildings across architecture, structure and MEP. LOD 200–300 as standard, 350 and 400 on request.",
          metric: { value: "±5–10 mm", label: "model tolerance" },
        },
      ],
    },
    {
      type: "projects",
      id: "projects",
      heading: "Recent projects",
      intro: "A chemical plant, a pharmaceutical plant and a hotel: three recent jobs and the figures we worked to.",
      items: [
        {
          page: "projects/tiszachem-as-built-progress",
          sector: "Chemical plant",
          location: "Tiszaújváros, Hungary",
          text: "Regular scans of a plant extension compared with the design model, so deviations were caught before the next trade built on them.",
          metric: { value: "Weekly", label: "progress scans and deviation reports" },
        },
        {
          page: "projects/alfold-pharma-scan-to-bim",
          sector: "Pharmaceutical plant",
          location: "Debrecen, Hungary",
          text: "A clean-room production building scanned around live operations and modelled for a refurbishment.",
          metric: { value: "≤ 3 mm", label: "registration RMSE" },
        },
        {
          page: "projects/rheinblick-hotel-facade",
          sector: "Hospitality",
          location: "Krefeld, Germany",
          text: "Elevation drawings and orthophotos of a hotel facade, captured from the ground without scaffolding or closing the hotel.",
          metric: { value: "±5 mm", label: "facade point-cloud accuracy" },
        },
      ],
    },
    {
      type: "process",
      id: "process",
      heading: "How a project runs",
      intro: "Four steps, each with a clear owner and a date.",
      steps: [
        {
          title: "Brief and fixed-fee quote",
          duration: "Within 48 h",
          text: "Send drawings, photos or an address and the deliverables you need. We confirm scope, LOD and accuracy and quote a fixed fee.",
        },
        {
          title: "On-site scanning",
          duration: "On site in 5–6 days",
          text: "Standard mobilisation is 5–6 days, urgent jobs 48–72 hours. We set a control network with total station and GNSS/RTK, then scan every agreed area.",
        },
        {
          title: "Registration, modelling and QA",
          duration: "QA memo within 24 h",
          text: "Scans are registered to the control network, with control residuals of 3 mm or less. A short QA memo follows within 24 h, then modelling starts.",
        },
        {
          title: "Delivery and revisions",
          duration: "Typically 48–72 h",
          text: "For most projects, deliverables arrive 48–72 h after capture, with a QA/QC report. Heritage surveys and larger BIM scopes get a fixed delivery date in the quote.",
        },
      ],
    },
    {
      type: "deliverables",
      id: "deliverables",
      heading: "What you receive",
      intro: "Files in the formats your software opens, on your coordinate system and to your standards.",
      items: [
        {
          icon: "model",
          title: "BIM models",
          text: "Architectural, structural and MEP models at the LOD agreed in the quote, ready for design and coordination.",
          formats: ["RVT", "IFC"],
        },
        {
          icon: "drafting",
          title: "2D CAD drawings",
          text: "Plans, sections and elevations at 1:50, 1:100 or 1:200, on your layers and title blocks.",
          formats: ["DWG", "DXF", "PDF"],
        },
        {
          icon: "scan",
          title: "Point clouds",
          text: "Registered, cleaned and georeferenced scans at ±2–4 mm, ready to load into Revit, AutoCAD or Navisworks.",
          formats: ["E57", "RCP", "LAS"],
        },
        {
          icon: "image",
          title: "Orthophotos",
          text: "Scaled, distortion-free images of facades and sites from laser scans or drone photogrammetry.",
          formats: ["GeoTIFF"],
        },
        {
          icon: "data",
          title: "Survey data files",
          text: "Control points, coordinates and levels in the national grid, for your surveyor or GIS.",
          formats: ["CSV", "TXT", "LandXML"],
        },
        {
          icon: "report",
          title: "QA/QC reports",
          text: "Registration RMSE, control residuals and deviation checks, so you can see the accuracy achieved.",
          formats: ["PDF"],
        },
        {
          icon: "layers",
          title: "3D meshes and textured models",
          text: "Photo-textured meshes of buildings, structures and terrain for visualisation, planning and records.",
          formats: ["OBJ", "FBX"],
        },
        {
          icon: "plot",
          title: "Topographic and site plans",
          text: "Levels, contours, boundaries and features for planning applications and site design.",
          formats: ["DWG", "SHP", "GeoJSON"],
        },
        {
          icon: "eye",
          title: "Virtual tours",
          text: "Panoramic walkthroughs and the Visual Plant browser viewer, with role-based access for your teams and contractors.",
          formats: ["Web viewer", "360° JPG"],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Frequently asked questions",
      items: [
        {
          q: "How much does a 3D laser scanning survey cost?",
          a: "Every job is quoted at a fixed fee, so the price you accept is the price you pay. The fee depends on the area to capture, access, the level of detail and the deliverables. Send drawings, photos or an address and you will have a quote within 48 hours.",
        },
        {
          q: "How accurate are your surveys?",
          a: "Registered point clouds are typically accurate to ±2–4 mm, and control residuals are checked at 3 mm or less before modelling. BIM models are delivered to ±5–10 mm, architectural surveys to ±6 mm planimetric. Every project comes with a QA/QC report stating the figures achieved.",
        },
        {
          q: "How fast can you start and deliver?",
          a: "Standard mobilisation is 5–6 days, urgent jobs 48–72 hours, and sites under 1,000 m² can be scheduled in under 3 days. For most projects, deliverables follow 48–72 h after capture, and 24–72 h for construction and drone work. Heritage, facade and larger BIM scopes take longer, and the quote fixes their delivery date.",
        },
        {
          q: "Which formats and software do you deliver for?",
          a: "We deliver Revit (RVT) and IFC models, DWG, DXF and PDF drawings, point clouds in E57, RCP and LAS, GeoTIFF orthophotos and survey data as CSV, TXT or LandXML. Tell us your software and version, templates and naming rules, and the files will follow them.",
        },
        {
          q: "Do you work outside Hungary?",
          a: `Yes. From our offices in Budapest and Istanbul we have worked in ${COMPANY.countries} countries, most often in Hungary, Türkiye and Germany, and across Europe and the Middle East. Surveys are tied to the national grid of the country, such as EOV in Hungary, TUREF in Türkiye or ETRS89/UTM in Germany.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Tell us about your site",
      text: "Send drawings, photos or just an address. You get a fixed-fee quote within 48 hours, or a call with a surveyor who has scanned sites like yours.",
      actions: [
        { label: "Get a Quote", to: "get-a-quote" },
        { label: "Talk to an Expert", to: "talk-to-an-expert" },
      ],
    },
  ],
};

export default content;

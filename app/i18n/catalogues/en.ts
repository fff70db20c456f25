import type { PageKey } from "~/site/route-table";

/** A page's texts: short label for menus and breadcrumbs, title, h1 and description. */
export interface PageText {
  label: string;
  title: string;
  h1: string;
  description: string;
}

/**
 * The English catalogue is the reference: every other language has the same keys,
 * and a missing key falls back to the English text.
 */
export const en = {
  nav: {
    mainLabel: "Main",
    services: "Services",
    sectors: "Sectors",
    projects: "Projects",
    resources: "Resources",
    about: "About",
    offices: "Offices",
    contact: "Contact",
    allServices: "All services",
    allSectors: "All sectors",
    allResources: "All resources",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    language: "Language",
    skipToContent: "Skip to main content",
    emailUs: "E-mail us",
    regions: "Serving Europe, Türkiye and the Middle East",
    quoteClaim: "Fixed-fee quote within {{quoteTurnaroundHours}} hours (working days)",
    quoteShort: "Quote",
    submenu: "submenu",
    breadcrumb: "Breadcrumb",
    homeLinkLabel: "Pontos 3D home page",
    groupBlurbs: {
      aec: "Measured surveys for architects, engineers and planners.",
      industrial: "Plant scanning, models and as-built checks.",
      construction: "Scan to BIM, CAD and progress on site.",
      maritime: "Hulls, engine rooms and yacht interiors.",
      drone: "Orthophotos, terrain and site plans from the air.",
    },
  },
  footer: {
    tagline:
      "3D laser scanning and surveying since {{foundingYear}}: Scan to BIM and CAD, as-built and heritage surveys, industrial plants, ships and drone photogrammetry.",
    offices: "Offices",
    headquarters: "Headquarters",
    officeHours: "Office hours",
    quickLinks: "Quick links",
    legal: "Legal",
    languages: "Languages",
    follow: "Follow us",
    email: "E-mail",
    viewOnMap: "View on Map",
    opensInNewTab: "opens in a new tab",
    rights: "© {{year}} {{company}} All rights reserved.",
  },
  cookies: {
    title: "Remember your language?",
    text: "This site sets no cookies and loads nothing from other companies.",
    offer: "If you accept, it remembers your language on this device, so that the bare address opens in it next time.",
    private: "Nothing is sent to us.",
    policyLink: "Cookie policy",
    accept: "Accept",
    decline: "Decline",
    savedTitle: "Preference saved",
    savedAccepted:
      "Your language will be remembered on this device. To undo this, use the control in the cookie policy or clear this site's data in your browser.",
    savedDeclined: "Your language will not be stored on this device.",
    memoryHeading: "Your answer to the language question",
    memoryAccepted: "Your language is remembered on this device.",
    memoryDeclined: "Your language is not stored on this device.",
    memoryUnanswered: "You have not answered the language question yet. Your language is not stored on this device.",
    memoryRemember: "Remember my language",
    memoryForget: "Forget my language",
  },
  /** How a figure reads with a word around it: a text asks for one as {{fact|format}}. */
  figures: {
    hours: "{{n}} h",
    days: "{{n}} days",
    workingDays: "{{n}} working days",
    /** The quote promise: hours counted on working days only. */
    hoursOnWorkingDays: "{{n}} h (working days)",
    upTo: "Up to {{n}}",
    moreThan: "{{n}}+",
  },
  /** Words that content pages share. */
  content: {
    onThisPage: "On this page",
    includedAsStandard: "Included as standard",
    optionalAddOns: "Optional add-ons",
    lastUpdated: "Last updated",
    comingSoon: "Coming soon",
    sideMenu: "In this section",
    challenge: "Challenge",
    solution: "Solution",
    viewSamples: "View Samples",
    filterByCountry: "Filter by country",
    allProjects: "All projects",
    projectsIn: { hungary: "Projects in Hungary", germany: "Projects in Germany" },
    projectsLead: {
      hungary:
        "Case studies from Hungary: what the client needed, how we measured it, the accuracy achieved and what it changed on the project.",
      germany:
        "Case studies from Germany: what the client needed, how we measured it, the accuracy achieved and what it changed on the project.",
    },
    noProjectsFrom: "No case studies from {{country}} yet. Ask us about comparable work.",
    noProjectsMatch: "No country with case studies matches “{{value}}”. Ask us about comparable work.",
    talkToTeam: "Talk to our team",
    client: "Client",
    servicesUsed: "Services",
  },
  common: {
    inThisSection: "In this section",
    officesHeading: "Our offices",
    notFoundTitle: "Page Not Found",
    notFoundText: "The page you are looking for does not exist or has been moved.",
    notFoundSuggestions: "Did you mean…?",
    goHome: "Go to Homepage",
    errorTitle: "Something went wrong",
    errorText: "The page could not be shown. Please try again in a moment.",
    busyText: "The site is very busy just now. Please try again in a few seconds.",
    redirectTitle: "Choosing your language",
    redirectText: "You are being taken to the page in your language.",
    redirectLink: "Continue in English",
    notifications: "Notifications",
    close: "Close",
  },
  pages: {
    home: {
      label: "Home",
      title: "Pontos 3D | 3D Laser Scanning, Scan to BIM and Surveying",
      h1: "Precise 3D laser scanning and Scan to BIM for every built asset",
      description:
        "Pontos 3D captures buildings, plants, ships and land with millimetre accuracy and delivers BIM, CAD and point clouds. Fixed-fee quotes within {{quoteTurnaroundHours}} hours (working days).",
    },
    services: {
      label: "Services",
      title: "Services: 3D Scanning, Scan to BIM and Surveys",
      h1: "Surveying and reality-capture services",
      description:
        "From architectural and heritage surveys to industrial plants, construction BIM, ships and drones: every Pontos 3D service, its deliverables and accuracy.",
    },
    aec: {
      label: "AEC Solutions",
      title: "AEC Solutions: Measured Surveys for Design Teams",
      h1: "AEC solutions for architects, engineers and planners",
      description:
        "Architectural, heritage, facade, tree and land surveys plus construction setting-out: accurate existing-condition data that design teams can trust.",
    },
    "aec/architectural-survey": {
      label: "Architectural Survey",
      title: "Architectural Survey with 3D Laser Scanning",
      h1: "Architectural survey: measured drawings and models you can build on",
      description:
        "Laser-scanned floor plans, sections, elevations and BIM models at {{architecturalPlanimetric}} planimetric accuracy, with a {{revisionWindowHours}}-hour revision window after delivery.",
    },
    "aec/heritage-survey": {
      label: "Heritage Survey",
      title: "Heritage Survey and HBIM for Historic Buildings",
      h1: "Heritage survey: recording historic fabric without touching it",
      description:
        "Non-contact laser scanning and photogrammetry of listed buildings: {{heritagePointCloud}} point clouds, images up to {{heritageGsd}} GSD and HBIM models at {{heritageLod}}.",
    },
    "aec/facade-survey": {
      label: "Facade Survey",
      title: "Facade Survey: Elevations, Orthophotos and Models",
      h1: "Facade survey: every elevation measured from the ground",
      description:
        "Laser-scanned facades with {{facadePointCloud}} point clouds, orthophotos up to {{facadeGsd}} GSD and CAD elevations in {{facadeTurnaroundDays|workingDays}}, with no scaffolding needed.",
    },
    "aec/tree-survey": {
      label: "Tree Survey",
      title: "{{treeStandardShort}} Tree Survey for Planning and Design",
      h1: "Tree survey to {{treeStandard}}",
      description:
        "Tree surveys to {{treeStandard}} with A, B, C and U categories, root protection areas and a tree constraints plan, priced by the number of trees.",
    },
    "aec/construction-setting-out": {
      label: "Construction Setting-Out",
      title: "Construction Setting-Out and Site Engineering",
      h1: "Construction setting-out, on site within {{settingOutMobilisationHours}} hours",
      description:
        "Gridlines, levels and anchor bolts set out to {{settingOutAccuracy}} by total station and GNSS/RTK, with deviation reports within {{deviationReportHours}} hour of every check.",
    },
    "aec/land-surveying": {
      label: "Land Surveying",
      title: "Land Surveying: Topographic Surveys and Terrain Models",
      h1: "Land surveying and topographic surveys",
      description:
        "Topographic surveys, terrain models and contour plans at {{landHorizontal}} horizontal and {{landVertical}} vertical RMSE, by drone or on foot with GNSS/RTK.",
    },
    industrial: {
      label: "Industrial Plant",
      title: "Industrial Plant Scanning and As-Built Models",
      h1: "Industrial plant scanning for brownfield projects",
      description:
        "Laser scanning of process plants, piping and steel, intelligent 3D models and the Visual Plant browser viewer for your internal teams and contractors.",
    },
    "industrial/scan-to-bim": {
      label: "Scan to BIM – plants",
      title: "Industrial Scan to BIM: Piping, Equipment and Steel",
      h1: "Scan to BIM for industrial plants",
      description:
        "Piping, equipment and structural steel modelled from laser scans at {{lodIndustrial}}, ready for tie-ins, clash checks and shutdown planning.",
    },
    "industrial/as-built-qaqc": {
      label: "As-Built QA/QC",
      title: "As-Built QA/QC for Industrial Plants",
      h1: "As-built QA/QC: check what was built against the design",
      description:
        "Scan-versus-model deviation checks for new installations, with colour-coded reports and a short QA memo within {{qaMemoHours}} hours of capture.",
    },
    construction: {
      label: "Construction and BIM",
      title: "Construction BIM: Scan to BIM, CAD and Progress",
      h1: "Construction and BIM services from survey to handover",
      description:
        "Scan to BIM, Scan to CAD, as-built progress reporting and AR-integrated BIM that keep design, site and model in step from day one.",
    },
    "construction/scan-to-bim": {
      label: "Scan to BIM – buildings",
      title: "Scan to BIM: Revit and IFC Models from Laser Scans",
      h1: "Scan to BIM for existing buildings",
      description:
        "Revit and IFC models from laser scans at {{scanToBimLodRange}}, with architectural, structural and MEP scope and a stated tolerance of {{bimTolerance}}.",
    },
    "construction/scan-to-cad": {
      label: "Scan to CAD",
      title: "Scan to CAD: Plans, Sections and Elevations",
      h1: "Scan to CAD drawings from laser scans",
      description:
        "Plans, sections and elevations in DWG, drawn from point clouds at the scale you need ({{drawingScales}}) with a drawing accuracy of about {{scanToCadAccuracy}}.",
    },
    "construction/as-built-progress": {
      label: "As-Built and Progress",
      title: "As-Built Surveys and Construction Progress Reports",
      h1: "As-built surveys and construction progress tracking",
      description:
        "Weekly, bi-weekly or per-milestone scans compared with the model, with dashboards and small reports delivered in under {{smallReportHours}} hours.",
    },
    "construction/ar-integrated-bim": {
      label: "AR-Integrated BIM",
      title: "AR-Integrated BIM on the Construction Site",
      h1: "AR-integrated BIM: see the model where it will be built",
      description:
        "Overlay the BIM model on site with augmented reality to check positions, openings and services before they are built in.",
    },
    maritime: {
      label: "Maritime",
      title: "Maritime 3D Scanning for Ships and Yachts",
      h1: "Maritime scanning for shipyards and owners",
      description:
        "Laser scanning of hulls, engine rooms and interiors for refits and retrofits, with dry-dock deliverables in {{dryDockTurnaroundHours}} hours.",
    },
    "maritime/ship-yacht-scanning": {
      label: "Ship and Yacht Scanning",
      title: "Ship and Yacht 3D Laser Scanning",
      h1: "Ship and yacht scanning for refits and retrofits",
      description:
        "Interiors to {{vesselInteriorAccuracy}} and hulls to {{vesselHullAccuracy}}, scanned in port or dry dock and delivered as point clouds, CAD and 3D models.",
    },
    drone: {
      label: "Drone Photogrammetry",
      title: "Drone Photogrammetry: Orthophotos and 3D Models",
      h1: "Drone photogrammetry and aerial mapping",
      description:
        "Orthophotos, 3D models, existing-condition maps and site plans from the air at {{droneGsd}} per pixel, delivered within {{constructionDroneTurnaroundHours}} hours.",
    },
    "drone/3d-modelling": {
      label: "3D Modelling",
      title: "Drone 3D Modelling of Sites and Buildings",
      h1: "3D modelling from drone photogrammetry",
      description:
        "Textured 3D meshes and point clouds of sites, roofs and structures from aerial imagery, georeferenced to the national grid.",
    },
    "drone/existing-map": {
      label: "Existing-Condition Map",
      title: "Existing-Condition Maps from Drone Surveys",
      h1: "Existing-condition maps from the air",
      description:
        "Existing-condition maps at {{existingMapAccuracy}} absolute accuracy from drone imagery and ground control points, ready for planning and design.",
    },
    "drone/site-plans": {
      label: "Site Plans",
      title: "Site Plans from Drone Photogrammetry",
      h1: "Site plans from drone photogrammetry",
      description: "Site plans delivered as DWG, SHP or GeoJSON and GeoTIFF orthophotos, measured from the air and checked on the ground.",
    },
    sectors: {
      label: "Sectors",
      title: "Sectors We Serve",
      h1: "Sectors we serve",
      description:
        "Industrial plants, commercial and hospitality buildings, infrastructure, heritage sites and maritime assets: how 3D scanning helps each of them.",
    },
    "sectors/industrial-plants": {
      label: "Industrial Plants",
      title: "3D Scanning for Industrial Plants",
      h1: "3D scanning for industrial plants",
      description:
        "Accurate as-built data for brownfield upgrades, tie-ins and shutdowns in chemical, pharmaceutical, energy and manufacturing plants.",
    },
    "sectors/commercial-hospitality": {
      label: "Commercial and Hospitality",
      title: "3D Scanning for Commercial and Hospitality Buildings",
      h1: "3D scanning for commercial and hospitality buildings",
      description: "Measured surveys and BIM for hotels, offices and retail, captured around guests and tenants with minimal disruption.",
    },
    "sectors/infrastructure-transportation": {
      label: "Infrastructure and Transportation",
      title: "3D Scanning for Infrastructure and Transportation",
      h1: "3D scanning for infrastructure and transportation",
      description:
        "Surveys of bridges, stations, tunnels and roads for design, maintenance and asset management, by laser scanner and drone.",
    },
    "sectors/heritage-culture": {
      label: "Heritage and Culture",
      title: "3D Scanning for Heritage and Cultural Sites",
      h1: "3D scanning for heritage and cultural sites",
      description: "Non-contact recording of monuments, churches and museums for conservation, restoration and HBIM.",
    },
    "sectors/maritime": {
      label: "Maritime",
      title: "3D Scanning for the Maritime Sector",
      h1: "3D scanning for shipyards, ship owners and marinas",
      description:
        "Refit and retrofit data for vessels of every size: hulls, engine rooms, interiors and deck equipment, scanned in port or dry dock.",
    },
    projects: {
      label: "Projects",
      title: "Projects and Case Studies",
      h1: "Projects and case studies",
      description:
        "Selected 3D scanning projects in Hungary and Germany: industrial Scan to BIM, as-built progress tracking and a hotel facade survey.",
    },
    "projects/tiszachem-as-built-progress": {
      label: "Tiszachem, Tiszaújváros: As-Built Progress",
      title: "Tiszachem Tiszaújváros: As-Built Progress Tracking",
      h1: "As-built progress tracking for Tiszachem in Tiszaújváros",
      description: "How regular laser scans compared with the model kept a chemical plant extension in Tiszaújváros on schedule.",
    },
    "projects/tiszachem-scan-to-bim": {
      label: "Tiszachem, Tiszaújváros: Scan to BIM",
      title: "Tiszachem Tiszaújváros: Scan to BIM As-Built Model",
      h1: "Scan to BIM as-built model for Tiszachem in Tiszaújváros",
      description: "An {{lodIndustrial}} as-built model of process units in Tiszaújváros, built from laser scans for a brownfield upgrade.",
    },
    "projects/alfold-pharma-scan-to-bim": {
      label: "Alföld Pharma, Debrecen: Scan to BIM",
      title: "Alföld Pharma Debrecen: Scan to BIM As-Built Model",
      h1: "Scan to BIM as-built model for Alföld Pharma in Debrecen",
      description: "A clean-room production building in Debrecen captured and modelled for a live-plant refurbishment.",
    },
    "projects/rheinblick-hotel-facade": {
      label: "Rheinblick Hotel, Krefeld: Facade Survey",
      title: "Rheinblick Hotel Krefeld: Scan to CAD Facade Survey",
      h1: "Scan to CAD facade survey for the Rheinblick Hotel in Krefeld",
      description: "Elevation drawings and orthophotos of a hotel facade in Krefeld, captured without scaffolding or closing the hotel.",
    },
    resources: {
      label: "Resources",
      title: "Resources: Blog, Guides and Downloads",
      h1: "Resources",
      description: "Articles, practical guides and downloadable samples about 3D laser scanning, Scan to BIM and surveying.",
    },
    "resources/blog": {
      label: "Blog",
      title: "Blog",
      h1: "Blog",
      description: "Articles from our surveyors and BIM modellers about projects, methods and lessons learnt. Coming soon.",
    },
    "resources/guides": {
      label: "Guides",
      title: "Guides",
      h1: "Guides",
      description: "Practical guides to specifying a laser scan survey, choosing an LOD and briefing a Scan to BIM project. Coming soon.",
    },
    "resources/downloads": {
      label: "Downloads",
      title: "Downloads",
      h1: "Downloads",
      description: "Sample deliverables, specification templates and checklists to download. Coming soon.",
    },
    about: {
      label: "About",
      title: "About Pontos 3D",
      h1: "About Pontos 3D",
      description:
        "A team of {{teamSize}} surveyors and BIM specialists in Budapest and Istanbul, measuring buildings, plants and vessels since {{foundingYear}}.",
    },
    "about/company": {
      label: "Company",
      title: "Our Company",
      h1: "Our company",
      description:
        "Founded in {{foundingYear}} in Budapest, Pontos 3D has completed more than {{projectsCompleted}} projects in over {{countriesWorkedIn}} countries, with a second office in Istanbul.",
    },
    "about/methodology": {
      label: "Methodology",
      title: "Our Survey Methodology",
      h1: "Our methodology",
      description:
        "How we plan, capture, register, check and deliver: control networks, registration at {{registrationRmseStrict}} RMSE and documented QA/QC on every project.",
    },
    "about/equipment": {
      label: "Equipment",
      title: "Our Survey Equipment",
      h1: "Our equipment",
      description:
        "{{terrestrialScanners}} terrestrial laser scanners from {{scannerManufacturers}} manufacturers, {{handheldLidarUnits}} handheld LiDAR units, a survey drone and a total station with GNSS/RTK.",
    },
    "about/certifications": {
      label: "Certifications",
      title: "Certifications and Standards",
      h1: "Certifications and standards",
      description: "The standards we work to, from {{treeStandard}} tree surveys to LOD specifications and national survey grids.",
    },
    "about/clients": {
      label: "Clients",
      title: "Our Clients",
      h1: "Our clients",
      description:
        "Architects, engineers, contractors, plant owners and shipyards across Europe, Türkiye and the Middle East, and what they say about working with us.",
    },
    contact: {
      label: "Contact",
      title: "Contact Us",
      h1: "Contact Pontos 3D",
      description:
        "Reach our offices in Budapest and Istanbul by phone, e-mail or the contact form. We reply within {{contactReplyHours}} hours.",
    },
    "get-a-quote": {
      label: "Get a Quote",
      title: "Get a Quote",
      h1: "Get a fixed-fee quote",
      description:
        "Tell us about your site and deliverables, attach drawings or photos, and receive a fixed-fee quote within {{quoteTurnaroundHours}} hours (working days).",
    },
    "talk-to-an-expert": {
      label: "Talk to an Expert",
      title: "Talk to an Expert",
      h1: "Talk to an expert",
      description:
        "Book a {{callLengthMinutes}} minute call with one of our surveyors or BIM specialists, on the day and at the time that suits you, and talk through methods, accuracy, schedule and cost before you commit.",
    },
    privacy: {
      label: "Privacy Policy",
      title: "Privacy Policy",
      h1: "Privacy policy",
      description: "How Pontos 3D Kft. collects, uses and protects personal data under the GDPR.",
    },
    cookies: {
      label: "Cookie Policy",
      title: "Cookie Policy",
      h1: "Cookie policy",
      description: "Why this website sets no cookies, what it keeps in your browser's storage and how to remove it.",
    },
    terms: {
      label: "Terms of Service",
      title: "Terms of Service",
      h1: "Terms of service",
      description: "The terms that apply to the use of this website and to requests for quotes.",
    },
    imprint: {
      label: "Legal Notice",
      title: "Legal Notice (Imprint)",
      h1: "Legal notice",
      description: "Who runs this website: Pontos 3D Kft., its seat, company registration, tax numbers, managing director and contacts.",
    },
  } satisfies Record<PageKey, PageText>,
};

export type Catalogue = typeof en;

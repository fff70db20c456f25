import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Services",
    lead: "From a single facade to a live process plant: every survey is scoped, priced and delivered to a stated accuracy by one team.",
    facts: [
      "Point-cloud accuracy",
      "To a fixed-fee quote",
      "Standard mobilisation",
      "Projects delivered",
    ],
    alt: "Line drawing of an industrial plant with two vessels filled with laser scan points, pipework and a steel frame, crossed by a horizontal laser scan line",
  },
  outcomes: {
    heading: "What you get from every service",
    intro: "Whichever service you order, the aim is the same: data you can design, build and decide on without going back to site.",
    cards: [
      {
        title: "Fewer site revisits",
        text: "Everything in scanner range is captured in one visit, so a missing dimension is measured from the point cloud, not on another trip.",
        metric: "point-cloud accuracy",
      },
      {
        title: "Models that match reality",
        text: "Models and drawings are built on registered, checked scans, so clashes show up on screen rather than on site.",
        metric: "BIM model tolerance",
      },
      {
        title: "Fixed fees",
        text: "Scope, LOD, accuracy and deliverables are set out in the quote, and the fee does not move once you accept it.",
        metric: "to a fixed-fee quote",
      },
      {
        title: "Faster decisions",
        text: "On most projects, deliverables arrive {{turnaroundHours}} h after capture, so design and site teams work from current data, not last month's.",
        metric: "delivery after capture on most projects",
      },
    ],
  },
  catalogue: {
    heading: "All services",
    intro: "Five service groups. Each service states its accuracy, so you can compare like with like.",
    tabsLabel: "Service groups",
  },
  faq: {
    heading: "Choosing and buying a survey",
    items: [
      {
        q: "Do I need Scan to BIM or Scan to CAD?",
        a: "Choose Scan to BIM if you design in Revit or another BIM tool, or need quantities and clash checks; models come as RVT or IFC at {{bimTolerance}}. Choose Scan to CAD if you need plans, sections and elevations; drawings come as DWG at the scale you need ({{drawingScales}}) and about {{scanToCadAccuracy}}. Both can be produced from the same scan.",
      },
      {
        q: "Which level of detail (LOD) should I ask for?",
        a: "{{lodStandard}} covers most design and refurbishment work. Industrial plant models are delivered at {{lodIndustrial}} as standard. {{lodOnRequest}} are available on request where connections, supports or fabrication detail matter, and the quote states the LOD for each discipline.",
      },
      {
        q: "How is the fixed fee calculated?",
        a: "The fee follows the area or site to capture, access and site conditions, the LOD and the deliverables. Tree surveys are priced by tree count and construction setting-out per day per surveyor. Once you accept the quote, the fee is fixed.",
      },
      {
        q: "What do you need from me for a quote?",
        a: "An address or site boundary, the approximate area, existing drawings or photos if you have them, and the deliverables and formats you need. You can attach up to {{uploadLimitMb}} MB of files to the quote form, including PDF, DWG, IFC, E57 and LAS. You get a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
      },
      {
        q: "How accurate will my deliverables be?",
        a: "Registered point clouds are typically {{pointCloudAccuracy}}. The deliverable tolerance depends on the service: {{bimTolerance}} for BIM models, {{landHorizontal}} horizontal RMSE for land surveys, {{droneAccuracyWithGcp}} for drone mapping with ground control points. The quote states the tolerance that applies and the QA/QC report shows what was achieved.",
      },
      {
        q: "How soon can you be on site?",
        a: "Standard mobilisation is {{mobilisationStandardDays}} days and urgent jobs {{mobilisationUrgentHours}} hours. Sites under {{smallSiteArea}} m² can usually be scheduled in under {{smallSiteMobilisationDays}} days. Setting-out surveyors reach site within {{settingOutMobilisationHours}} hours and are available {{alwaysAvailable}}.",
      },
      {
        q: "Can you scan while the building or plant stays in use?",
        a: "Yes. We scan occupied buildings, hotels and running plants around normal operations, and agree access windows, permits and safety inductions before mobilising. Handheld LiDAR covers congested areas that a tripod scanner cannot reach.",
      },
      {
        q: "Can I combine several services in one order?",
        a: "Yes, and it often saves a site visit. One control network and one capture can feed a BIM model, CAD drawings and facade orthophotos, and drone and terrestrial data are registered to the same grid so that site and building line up. You get one quote and one delivery schedule.",
      },
      {
        q: "Do you sign NDAs, and who sees our data?",
        a: "Yes. We sign an NDA before project details are exchanged. Project data are shared only with the people you name, and access to the Visual Plant viewer is role-based for internal teams and external contractors.",
      },
    ],
  },
  cta: {
    heading: "Not sure which service fits?",
    text: "Describe the site and the decision you need to make. A surveyor will recommend the service, LOD and deliverables, with a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
  },
} as const satisfies WordsOf<typeof page>;

import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Services",
    lead: "From a single facade to a live process plant: every survey is scoped, priced and delivered to a stated accuracy by one team.",
    actions: [
      { label: "Get a Quote", to: "get-a-quote" },
      { label: "Talk to an Expert", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Point-cloud accuracy" },
      { value: "48 h", label: "To a fixed-fee quote" },
      { value: "5–6 days", label: "Standard mobilisation" },
      { value: COMPANY.projects, label: "Projects delivered" },
    ],
    visual: {
      name: "plant",
      alt: "Line drawing of an industrial plant with two vessels filled with laser scan points, pipework and a steel frame, crossed by a horizontal laser scan line",
    },
  },
  sections: [
    {
      type: "cards",
      id: "outcomes",
      heading: "What you get from every service",
      intro: "Whichever service you order, the aim is the same: data you can design, build and decide on without going back to site.",
      cards: [
        {
          icon: "scan",
          title: "Fewer site revisits",
          text: "Everything in scanner range is captured in one visit, so a missing dimension is measured from the point cloud, not on another trip.",
          metric: { value: "±2–4 mm", label: "point-cloud accuracy" },
        },
        {
          icon: "model",
          title: "Models that match reality",
          text: "Models and drawings are built on registered, checked scans, so clashes show up on screen rather than on site.",
          metric: { value: "±5–10 mm", label: "BIM model tolerance" },
        },
        {
          icon: "price",
          title: "Fixed fees",
          text: "Scope, LOD, accuracy and deliverables are set out in the quote, and the fee does not move once you accept it.",
          metric: { value: "48 h", label: "to a fixed-fee quote" },
        },
        {
          icon: "fast",
          title: "Faster decisions",
          text: "On most projects, deliverables arrive 48–72 h after capture, so design and site teams work from current data, not last month's.",
          metric: { value: "48–72 h", label: "delivery after capture on most projects" },
        },
      ],
    },
    {
      type: "catalogue",
      id: "catalogue",
      heading: "All services",
      intro: "Five service groups. Each service states its accuracy, so you can compare like with like.",
      tabsLabel: "Service groups",
      groups: [
        {
          id: "aec",
          page: "aec",
          text: "Measured surveys of buildings, facades, trees and land, plus setting-out on site, for architects, engineers and planners.",
          services: [
            {
              page: "aec/architectural-survey",
              benefit: "Plans, sections, elevations and BIM models of existing buildings, ready to design on.",
              metric: { value: "±6 mm", label: "planimetric accuracy" },
            },
            {
              page: "aec/heritage-survey",
              benefit: "Non-contact recording of historic fabric, with HBIM at LOD 300 and imagery up to 1 mm GSD.",
              metric: { value: "±3 mm", label: "point-cloud accuracy" },
            },
            {
              page: "aec/facade-survey",
              benefit: "CAD elevations and orthophotos of every facade, captured from the ground without scaffolding.",
              metric: { value: "±5 mm", label: "point-cloud accuracy" },
            },
            {
              page: "aec/tree-survey",
              benefit: "BS 5837:2012 surveys with A, B, C and U categories and root protection areas, priced by tree count.",
              metric: { value: "Up to 50", label: "trees surveyed per day on site" },
            },
            {
              page: "aec/construction-setting-out",
              benefit: "Gridlines, levels and anchor bolts set out by total station and GNSS/RTK, with deviation reports within one hour.",
              metric: { value: "±3–5 mm", label: "setting-out accuracy" },
            },
            {
              page: "aec/land-surveying",
              benefit: "Topographic surveys and terrain models by drone or on foot, tied to a ±5 mm control network.",
              metric: { value: "±20 mm", label: "horizontal RMSE" },
            },
          ],
        },
        {
          id: "industrial",
          page: "industrial",
          text: "Laser scanning of running process plants, with models and QA checks for tie-ins, upgrades and shutdowns.",
          services: [
            {
              page: "industrial/scan-to-bim",
              benefit: "Piping, equipment and structural steel modelled for tie-ins, clash checks and shutdown planning.",
              metric: { value: "LOD 300", label: "industrial model standard" },
            },
            {
              page: "industrial/as-built-qaqc",
              benefit: "Scan-versus-design deviation checks of new installations, with a short QA memo within 24 hours.",
              metric: { value: "±3 mm", label: "total station QA/QC" },
            },
          ],
        },
        {
          id: "construction",
          page: "construction",
          text: "Scan to BIM, Scan to CAD, progress tracking and AR on site, from existing-condition survey to handover.",
          services: [
            {
              page: "construction/scan-to-bim",
              benefit: "Revit and IFC models across architecture, structure and MEP, at LOD 200–300 as standard.",
              metric: { value: "±5–10 mm", label: "model tolerance" },
            },
            {
              page: "construction/scan-to-cad",
              benefit: "Plans, sections and elevations drawn from point clouds at 1:50, 1:100 or 1:200, delivered in DWG.",
              metric: { value: "±5 mm", label: "typical drawing accuracy" },
            },
            {
              page: "construction/as-built-progress",
              benefit: "The site scanned and compared with the model at each interval, with small reports in under 24 hours.",
              metric: { value: "Weekly", label: "progress scans, or per milestone" },
            },
            {
              page: "construction/ar-integrated-bim",
              benefit: "The BIM model overlaid on site in augmented reality, to check positions, openings and services before they are built in.",
              metric: { value: "1:1", label: "model shown at full scale on site" },
            },
          ],
        },
        {
          id: "maritime",
          page: "maritime",
          text: "Hulls, engine rooms and interiors scanned in port or dry dock for refits and retrofits.",
          services: [
            {
              page: "maritime/ship-yacht-scanning",
              benefit: "Point clouds, CAD and 3D models of vessels, with interiors at ±5–10 mm and dry-dock deliverables in 24–48 h.",
              metric: { value: "±10–20 mm", label: "hull accuracy" },
            },
          ],
        },
        {
          id: "drone",
          page: "drone",
          text: "Aerial photogrammetry for orthophotos, 3D models, existing-condition maps and site plans, tied to ground control points.",
          services: [
            {
              page: "drone/3d-modelling",
              benefit: "Textured meshes and point clouds of sites, roofs and structures, georeferenced to the national grid.",
              metric: { value: "2–5 cm", label: "accuracy with ground control points" },
            },
            {
              page: "drone/existing-map",
              benefit: "Existing-condition maps from drone imagery and ground control, ready for planning and design.",
              metric: { value: "2–5 cm", label: "absolute accuracy" },
            },
            {
              page: "drone/site-plans",
              benefit: "Site plans in DWG, SHP or GeoJSON with GeoTIFF orthophotos, measured from the air and checked on the ground.",
              metric: { value: "1–5 cm", label: "ground sampling distance per pixel" },
            },
          ],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Choosing and buying a survey",
      items: [
        {
          q: "Do I need Scan to BIM or Scan to CAD?",
          a: "Choose Scan to BIM if you design in Revit or another BIM tool, or need quantities and clash checks; models come as RVT or IFC at ±5–10 mm. Choose Scan to CAD if you need plans, sections and elevations; drawings come as DWG at 1:50, 1:100 or 1:200 and about ±5 mm. Both can be produced from the same scan.",
        },
        {
          q: "Which level of detail (LOD) should I ask for?",
          a: "LOD 200–300 covers most design and refurbishment work. Industrial plant models are delivered at LOD 300 as standard. LOD 350 and 400 are available on request where connections, supports or fabrication detail matter, and the quote states the LOD for each discipline.",
        },
        {
          q: "How is the fixed fee calculated?",
          a: "The fee follows the area or site to capture, access and site conditions, the LOD and the deliverables. Tree surveys are priced by tree count and construction setting-out per day per surveyor. Once you accept the quote, the fee is fixed.",
        },
        {
          q: "What do you need from me for a quote?",
          a: "An address or site boundary, the approximate area, existing drawings or photos if you have them, and the deliverables and formats you need. You can attach up to 10 MB of files to the quote form, including PDF, DWG, IFC, E57 and LAS. You get a fixed-fee quote within 48 hours.",
        },
        {
          q: "How accurate will my deliverables be?",
          a: "Registered point clouds are typically ±2–4 mm. The deliverable tolerance depends on the service: ±5–10 mm for BIM models, ±20 mm horizontal RMSE for land surveys, 2–5 cm for drone mapping with ground control points. The quote states the tolerance that applies and the QA/QC report shows what was achieved.",
        },
        {
          q: "How soon can you be on site?",
          a: "Standard mobilisation is 5–6 days and urgent jobs 48–72 hours. Sites under 1,000 m² can usually be scheduled in under 3 days. Setting-out surveyors reach site within 24–48 hours and are available 24/7.",
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
    {
      type: "cta",
      id: "get-started",
      heading: "Not sure which service fits?",
      text: "Describe the site and the decision you need to make. A surveyor will recommend the service, LOD and deliverables, with a fixed-fee quote within 48 hours.",
      actions: [
        { label: "Get a Quote", to: "get-a-quote" },
        { label: "Talk to an Expert", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "3D laser scanning and surveying" },
};

export default content;

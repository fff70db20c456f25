import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Facade survey",
    lead: "Laser scanners and drone photography capture whole elevations from the ground: a {{facadePointCloud}} point cloud, orthophotos at up to {{facadeGsd}} GSD and CAD elevations in {{facadeTurnaroundDays}} working days.",
    facts: [
      "Point-cloud accuracy",
      "Finest orthophoto GSD",
      "Working-day turnaround for elevations",
      "Less time at height",
    ],
    alt: "Line drawing of a multi-storey building facade elevation with its window grid, covered by a grid of scan points and crossed by a horizontal laser scan line",
  },
  definition: {
    nav: "Overview",
    heading: "What is a facade survey?",
    term: "Facade survey",
    text: "A facade survey is a measured record of a building's external elevations: geometry, openings, cladding, ornament and visible defects. We capture it with terrestrial laser scanners and, where upper floors and parapets are out of sight, drone photography, register everything to one coordinate system and draw from the data.",
    points: [
      "Terrestrial laser scanning from street level, registered into one point cloud to {{facadePointCloud}}",
      "Rectified orthophotos of each elevation with a GSD of up to {{facadeGsd}}",
      "CAD elevations, sections and BIM facade models drawn to {{facadeModel}}",
      "No scaffolding, hoist or rope access needed to measure",
    ],
  },
  benefits: {
    nav: "Benefits",
    heading: "Why survey facades by laser scanning",
    intro: "Tape, disto and photographs miss what designers need on tall, ornate or busy elevations. A registered scan records every surface once and answers later questions without a return visit.",
    cards: [
      {
        title: "Measured, not estimated",
        text: "Every opening, string course and cladding joint comes from a registered point cloud, so the elevations match what is built.",
        metric: "point-cloud accuracy",
      },
      {
        title: "Less work at height",
        text: "Scanners and the drone measure from the ground. Scaffold, platform and rope-access time is reserved for hands-on inspection only.",
        metric: "less time at height",
      },
      {
        title: "Short time on site",
        text: "One team captures up to {{facadeCaptureArea}} m² of elevation in {{facadeCaptureDays}} days, which keeps access permits, pavement use and disruption to occupants short.",
        metric: "on site for up to {{facadeCaptureArea}} m²",
      },
      {
        title: "Orthophotos you can measure on",
        text: "True-scale, rectified images of each elevation show materials, joints, cracks and fixings for condition and cladding work.",
        metric: "finest orthophoto GSD",
      },
    ],
  },
  visual: {
    heading: "From street level to elevation drawing",
    alt: "Facade elevation in line drawing with dimension lines for height and width, a grid of scan points over the wall and a horizontal laser scan line across it",
    caption: "Each elevation is drawn from the registered point cloud: openings, floor levels and the overall height and width are measured from scan points, then issued as CAD elevations and rectified orthophotos.",
    metrics: [
      "point cloud",
      "CAD and BIM model",
      "finest orthophoto GSD",
      "revision window",
    ],
  },
  scope: {
    nav: "Scope",
    heading: "What the survey covers",
    intro: "Every facade survey is quoted at a fixed fee from your drawings, photographs or simply the site address.",
    included: [
      "Visit planning, access and permit coordination with the building manager",
      "Terrestrial laser scanning of all agreed elevations from ground level",
      "Registered point cloud to {{facadePointCloud}}, tied to your site grid or the national grid and checked against survey control",
      "Rectified orthophoto mosaics of each elevation at up to {{facadeGsd}} GSD",
      "2D CAD elevations at the scale you need ({{drawingScales}}), in {{facadeTurnaroundDays}} working days",
      "QA/QC report with registration statistics and control residuals",
      "{{revisionWindowHours}}-hour revision window after delivery",
    ],
    addOns: [
      "BIM facade model in Revit or IFC at {{lodStandard}}, {{lod350}} or {{lod400}} on request",
      "Thermal and condition mapping of cracks, spalling, staining and missing elements",
      "Drone capture of roofs, parapets and upper floors out of scanner view",
      "Window and cladding panel schedules",
      "3D mesh and textured model of the facade for visualisation",
      "Monitoring re-surveys of the same elevations, compared with the first survey",
    ],
  },
  formats: {
    nav: "Formats",
    heading: "Deliverable formats",
    intro: "Layers, naming and the coordinate system are agreed with you before capture, so files open ready to use in your software.",
    groups: [
      "CAD drawings",
      "BIM models",
      "Point clouds",
      "Orthophotos",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Facade survey questions",
    items: [
      {
        q: "How accurate is a laser-scanned facade survey?",
        a: "The registered point cloud is accurate to {{facadePointCloud}}, and the CAD elevations and BIM models drawn from it to {{facadeModel}}. Every project comes with a QA/QC report showing registration statistics and control checks, so you can see how the figures were met.",
      },
      {
        q: "Do you need scaffolding or rope access?",
        a: "No. We measure from the ground with terrestrial scanners and use the drone for roofs and upper floors where airspace rules allow, which cuts time at height by up to {{facadeLessTimeAtHeight}}. Access equipment is only needed if you also want hands-on inspection of specific defects.",
      },
      {
        q: "How long does a facade survey take?",
        a: "Capture takes {{facadeCaptureDays}} days on site for up to {{facadeCaptureArea}} m² of elevation. The point cloud, orthophotos and CAD elevations follow in {{facadeTurnaroundDays}} working days. A full CAD set or BIM facade model takes {{facadeFullSetDays}} working days.",
      },
      {
        q: "What resolution are the orthophotos?",
        a: "Orthophotos are rectified to the plane of each elevation with a ground sample distance of up to {{facadeGsd}}, sharp enough to read joints, cracks and fixings. They are delivered as GeoTIFF or JPG, to scale and in the same coordinates as the CAD drawings.",
      },
      {
        q: "Which coordinate system will the data use?",
        a: "We tie the survey to your site grid or to the national grid: EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye or ETRS89/UTM in Germany. Elsewhere we agree the system with you before capture, so the facade drops straight into your existing drawings.",
      },
      {
        q: "What level of detail does a BIM facade model have?",
        a: "Standard facade models are {{lodStandard}}: walls, openings, cladding zones and principal features. {{lodOnRequest}} are available on request, for example for cladding replacement or window manufacture.",
      },
      {
        q: "How is a facade survey priced?",
        a: "Quotes are fixed-fee, based on the elevation area, access, level of detail and the deliverables you choose. Send drawings, photographs or just the address and we reply with a quote within {{quoteTurnaroundHours}} hours.",
      },
      {
        q: "What if something is missing from the drawings?",
        a: "You have a {{revisionWindowHours}}-hour revision window after delivery to flag omissions or drafting changes, and we correct them from the point cloud without another site visit. Because the whole facade is captured, most later questions can be answered from the data.",
      },
    ],
  },
  cta: {
    heading: "Plan your facade survey",
    text: "Send the address, the elevations you need and the deliverables. We reply with a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
  },
} as const satisfies WordsOf<typeof page>;

import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Land surveying",
    lead: "Topographic surveys, terrain models and contour plans to {{landHorizontal}} horizontal and {{landVertical}} vertical RMSE, captured by drone or on foot with GNSS/RTK and total station.",
    facts: [
      "Horizontal accuracy (RMSE)",
      "Vertical accuracy (RMSE)",
      "Drone coverage per day",
      "To delivery after fieldwork",
    ],
    alt: "Wireframe terrain model with contour lines, shaded with scan points, with three survey control points marked and a horizontal laser scan line",
  },
  definition: {
    nav: "Overview",
    heading: "What is a land survey?",
    term: "Land survey",
    text: "A land survey measures the shape of the ground and everything on it: levels, boundaries, buildings, roads, trees and visible services. We combine drone photogrammetry for large areas with GNSS/RTK and total station work on the ground, all tied to one control network and delivered in your coordinate system.",
    points: [
      "Topographic surveys with spot levels, breaklines and surface features",
      "Digital terrain models and contour plans for design and earthworks",
      "A control network to {{landControl}} as the base for design and setting-out",
      "National grids EOV/HD72, TUREF/ITRF96 or ETRS89/UTM, or your site grid",
    ],
  },
  benefits: {
    nav: "Benefits",
    heading: "Why survey land with us",
    intro: "Levels, drainage and earthworks quantities all depend on the ground model. We measure it to a stated accuracy and prove it with independent check points.",
    cards: [
      {
        title: "Stated, verified accuracy",
        text: "Every survey is checked against independent points and reported as RMSE: {{landHorizontal}} horizontal and {{landVertical}} vertical.",
        metric: "horizontal RMSE",
      },
      {
        title: "Large sites, covered fast",
        text: "Drone photogrammetry covers up to {{landDroneHectaresPerDay}} hectares a day, with ground control for accuracy and GNSS/RTK for detail under trees and along kerbs.",
        metric: "covered per day by drone",
      },
      {
        title: "Control you can reuse",
        text: "Survey control is established to {{landControl}} and handed over, so designers, contractors and setting-out all work from the same points.",
        metric: "control network",
      },
      {
        title: "Quick delivery",
        text: "Topographic plans, terrain models and contours arrive {{landDeliveryDays}} days after fieldwork, ready for design and planning.",
        metric: "to delivery",
      },
    ],
  },
  visual: {
    heading: "From field data to terrain model",
    alt: "Terrain profile filled with scan points, with contour lines and three survey control points linked as a control network",
    caption: "Drone images and GNSS/RTK observations are processed against the control network into a terrain model, contours and a topographic plan in one coordinate system.",
    metrics: [
      "horizontal RMSE",
      "vertical RMSE",
      "control network",
      "drone coverage per day",
    ],
  },
  scope: {
    nav: "Scope",
    heading: "What the survey covers",
    intro: "Each survey is quoted at a fixed fee from the site boundary, the level of detail and the deliverables you need.",
    included: [
      "Control network established by GNSS/RTK and total station to {{landControl}}",
      "Topographic detail: buildings, kerbs, walls, fences, trees and visible utilities",
      "Spot levels and breaklines at every change of slope",
      "Digital terrain model and contours",
      "Topographic plan in DWG and PDF",
      "Survey report with control coordinates and accuracy statistics",
    ],
    addOns: [
      "Drone orthophoto of the whole site",
      "Manhole and drainage surveys with cover and invert levels",
      "Boundary and fence line surveys",
      "Cross-sections and long sections for roads and earthworks",
      "Cut and fill volume calculations",
      "{{treeStandardShort}} tree survey on the same base plan",
    ],
  },
  formats: {
    nav: "Formats",
    heading: "Deliverable formats",
    intro: "Files come in the coordinate system and height datum agreed at the start, with layers to your CAD standard.",
    groups: [
      "CAD drawings",
      "Terrain models and elevation grids",
      "GIS data and orthophotos",
      "Point clouds",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Land surveying questions",
    items: [
      {
        q: "How accurate is your land survey?",
        a: "Topographic data is delivered to {{landHorizontal}} horizontal and {{landVertical}} vertical, stated as RMSE against independent check points. The control network beneath it is established to {{landControl}}. The survey report lists control coordinates and check results so you can verify the figures.",
      },
      {
        q: "Drone or ground survey: which do I need?",
        a: "A drone covers up to {{landDroneHectaresPerDay}} hectares a day and suits large, open sites. On foot, with GNSS/RTK and total station, we cover about {{landGroundHectaresPerDay}} hectare a day and pick up what a camera cannot see: ground under trees, kerb faces, manhole inverts and thresholds. Most sites get a mix, and we propose the split in the quote.",
      },
      {
        q: "How long does a land survey take?",
        a: "Fieldwork depends on the method: up to {{landDroneHectaresPerDay}} hectares a day by drone, about {{landGroundHectaresPerDay}} hectare a day on foot. Drawings and models are delivered {{landDeliveryDays}} days after fieldwork.",
      },
      {
        q: "Which coordinate system do you use?",
        a: "We deliver in the national grid, EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye or ETRS89/UTM in Germany, or in a local site grid if your project has one. Heights are given in the national height datum unless you specify otherwise.",
      },
      {
        q: "What is a digital terrain model?",
        a: "A DTM is a surface of the bare ground, built from spot levels and breaklines with buildings and vegetation left out. Designers use it for levels, drainage and earthworks quantities, and we deliver it as LandXML or a GeoTIFF elevation grid alongside the contours.",
      },
      {
        q: "Can you survey sites with dense vegetation?",
        a: "Yes, with the method adapted. Photogrammetry only measures ground it can see, so under canopy we take levels on foot by GNSS/RTK or total station and merge them into the same model.",
      },
      {
        q: "Can the survey be used for setting-out later?",
        a: "Yes. We hand over the control network, established to {{landControl}}, with coordinates and station descriptions, so the contractor and our setting-out team work from the same points as the design. That avoids the shifts that appear when each party sets up its own control.",
      },
      {
        q: "What do you need from us for a quote?",
        a: "A site boundary or address, the purpose of the survey and any specific detail you need, such as drainage, tree positions or building outlines. We reply with a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
      },
    ],
  },
  cta: {
    heading: "Start with an accurate ground model",
    text: "Send the site boundary and what the survey is for. You get a fixed-fee quote within {{quoteTurnaroundHours}} hours and drawings {{landDeliveryDays}} days after fieldwork.",
  },
} as const satisfies WordsOf<typeof page>;

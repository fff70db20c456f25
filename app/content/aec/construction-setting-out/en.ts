import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Construction setting-out",
    lead: "Site engineers set out gridlines, levels and anchor bolts to {{settingOutAccuracy}} by total station and GNSS/RTK, and report deviations within {{deviationReportHours}} hour of every check.",
    facts: [
      "Setting-out accuracy",
      "Mobilisation to site",
      "To deviation report after a check",
      "Availability",
    ],
    alt: "Building grid with a cross mark at every gridline intersection, and sight lines from a total station on a tripod to three of the marks",
    actions: [
      "Book a Surveyor",
      "Talk to an Expert",
    ],
  },
  definition: {
    nav: "Overview",
    heading: "What is construction setting-out?",
    term: "Setting-out",
    text: "Setting-out transfers the design from drawings and models to the ground: gridlines, building corners, piles, columns, anchor bolts, levels and services marked where they belong. Our surveyors work from your coordinated design, establish and check control on site, and measure each stage again as it is built.",
    points: [
      "Site control network established and checked before any point is marked",
      "Gridlines, piles, columns, anchor bolts and levels set out to {{settingOutAccuracy}}",
      "As-built checks with a deviation report within {{deviationReportHours}} hour",
      "Coordinates in your site grid or the national grid: EOV/HD72, TUREF/ITRF96 or ETRS89/UTM",
    ],
  },
  benefits: {
    nav: "Benefits",
    heading: "Why contractors book our setting-out team",
    intro: "Setting-out errors surface late and cost the most to put right. We put a qualified surveyor on site quickly and document every point we mark.",
    cards: [
      {
        title: "Tight tolerances",
        text: "Total station and GNSS/RTK work, checked against the site control network, keeps marked positions within {{settingOutAccuracy}}.",
        metric: "setting-out accuracy",
      },
      {
        title: "On site in {{settingOutMobilisationHours}} hours",
        text: "A surveyor with calibrated instruments arrives within {{settingOutMobilisationHours}} hours of booking, and we are available {{alwaysAvailable}} for night pours and shutdowns.",
        metric: "mobilisation",
      },
      {
        title: "Deviation reports in an hour",
        text: "After each check you receive a deviation report within {{deviationReportHours}} hour, so formwork, steel or bolts are corrected before the next trade moves in.",
        metric: "to deviation report",
      },
      {
        title: "Documented QA/QC",
        text: "Instruments are checked at every visit and closures logged, with total station QA/QC to {{totalStationQa}} and a record of every point set out.",
        metric: "total station QA/QC",
      },
    ],
  },
  visual: {
    heading: "From design model to marks on site",
    alt: "Site plan of a building grid shaded with scan points, with cross marks at the gridline intersections and a horizontal laser scan line across it",
    caption: "Design coordinates are checked against site control, staked out by total station or GNSS/RTK, then measured again as built and compared with the design.",
    metrics: [
      "setting-out",
      "total station QA/QC",
      "to deviation report",
      "availability",
    ],
  },
  scope: {
    nav: "Scope",
    heading: "What the service covers",
    intro: "Setting-out is priced per day per surveyor, so you book exactly the site time your programme needs.",
    included: [
      "Review of design drawings and models for coordinate and dimension conflicts before site work",
      "Site control network: establishing, checking and re-observing control points",
      "Setting-out of gridlines, building corners, piles, columns and anchor bolts",
      "Level transfer: benchmarks, formation levels and finished floor levels",
      "As-built checks with a deviation report within {{deviationReportHours}} hour",
      "Daily record of points set out, instrument checks and closures",
    ],
    addOns: [
      "Night, weekend and shutdown shifts, available {{alwaysAvailable}}",
      "Laser-scan as-built checks of slabs, walls and steelwork against the model",
      "Slab level and flatness surveys",
      "Settlement and movement monitoring during excavation and piling",
      "Road, drainage and utility setting-out",
      "Resident site engineer for longer programmes",
    ],
  },
  formats: {
    nav: "Formats",
    heading: "Deliverable formats",
    intro: "Records are issued the same day in formats your site team and design team already use.",
    groups: [
      "Deviation reports and point schedules",
      "Coordinate lists, raw total station and GNSS files",
      "CAD drawings",
      "Point clouds",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Setting-out questions",
    items: [
      {
        q: "How accurate is your setting-out?",
        a: "We set out to {{settingOutAccuracy}}, depending on the element and the site conditions. Every visit starts with a check of the site control, and our total station QA/QC keeps instrument error within {{totalStationQa}}.",
      },
      {
        q: "How quickly can a surveyor be on site?",
        a: "We mobilise within {{settingOutMobilisationHours}} hours of booking, and the team is available {{alwaysAvailable}} for night work, weekend pours and planned shutdowns. For a long programme we can keep the same surveyor on your site.",
      },
      {
        q: "How is setting-out priced?",
        a: "Per day per surveyor, agreed before we start. The day rate includes the surveyor, calibrated total station and GNSS/RTK equipment, and the daily records. Longer programmes are quoted as a fixed booking.",
      },
      {
        q: "What does a deviation report show?",
        a: "It compares measured positions and levels with the design coordinates and lists each deviation against your stated tolerance. You receive it within {{deviationReportHours}} hour of the check, as a PDF with a point schedule, so work can be corrected before concrete is poured.",
      },
      {
        q: "Which coordinate systems do you work in?",
        a: "We work in your project's site grid or in the national grid: EOV/HD72 in Hungary, TUREF/ITRF96 in Türkiye and ETRS89/UTM in Germany. Before setting out we check the transformation between the design model and the site control, so the building lands where the design says.",
      },
      {
        q: "Do you use a total station or GNSS/RTK?",
        a: "Both, each where it is strongest. The total station sets out structure, anchor bolts and anything that needs millimetre work; GNSS/RTK speeds up earthworks, roads and drainage over open ground.",
      },
      {
        q: "Can you set out from our BIM model?",
        a: "Yes. We take setting-out points directly from IFC or Revit models and from DWG drawings, and flag any coordinate or dimension inconsistencies before going to site. As-built checks are reported against the same model.",
      },
      {
        q: "What do you need from us to book a surveyor?",
        a: "The current drawings or model, the site control or benchmark details, the elements to set out and your dates. Send them with the booking request and we confirm the surveyor and the programme.",
      },
    ],
  },
  cta: {
    heading: "Book a setting-out surveyor",
    text: "Tell us the site, the elements to set out and your dates. We mobilise within {{settingOutMobilisationHours}} hours and are available {{alwaysAvailable}}.",
    actions: [
      "Book a Surveyor",
      "Talk to an Expert",
    ],
  },
} as const satisfies WordsOf<typeof page>;

import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "Architectural survey",
    lead: "Laser-scanned plans, sections, elevations and Revit models of existing buildings, checked against a control network, with a 48-hour revision window after delivery.",
    facts: [
      "Planimetric accuracy",
      "Vertical accuracy",
      "Average registration RMSE",
      "Revision window after delivery",
    ],
    alt: "Floor plan of several rooms with walls drawn over scan points, five scanner positions linked by sight lines and a horizontal laser scan line",
  },
  outcomes: {
    nav: "Outcomes",
    heading: "What you get from an architectural survey",
    intro: "A survey is only useful if the design team can trust it. We state the tolerances up front and prove them in the QA/QC report.",
    cards: [
      {
        title: "Drawings that match the building",
        text: "Walls, openings and levels measured from the point cloud, not traced from archive drawings, to a stated planimetric tolerance.",
        metric: "planimetric accuracy",
      },
      {
        title: "Fewer surprises on site",
        text: "Design on measured existing conditions and fewer changes arrive after the contractor has started.",
        metric: "fewer late changes",
      },
      {
        title: "Drawings days after the visit",
        text: "Registration, QA and drafting start the day we leave site, so first deliverables typically follow within 48–72 hours.",
        metric: "typical turnaround after capture",
      },
      {
        title: "A fixed fee, agreed up front",
        text: "Properties under 1,000 m² start at 1,500 USD excluding VAT. Larger buildings receive a fixed-fee quote within 48 hours.",
        metric: "from, excl. VAT, under 1,000 m²",
      },
    ],
  },
  process: {
    nav: "Process",
    heading: "How an architectural survey runs",
    intro: "Four steps from your brief to drawings your team can build on.",
    steps: [
      {
        title: "Brief and Booking",
        duration: "5–6 days to mobilise",
        text: "Send the address, floor area and the drawings or model you need. We confirm scope, LOD and scale in a fixed-fee quote and book the visit.",
      },
      {
        title: "On-Site Scanning",
        duration: "Under 3 days if < 1,000 m²",
        text: "For properties under 1,000 m² we mobilise in under 3 days. We set out control by total station and scan every room, facade and roof space in scope.",
      },
      {
        title: "Processing and QA",
        duration: "48–72 h after capture",
        text: "Scans are registered to the control network at an average RMSE of at most 3 mm, then drafted or modelled and checked against the point cloud.",
      },
      {
        title: "Delivery and Revisions",
        duration: "48 h revision window",
        text: "You receive drawings, model, point cloud and QA/QC report. Within 48 hours of delivery, send any comments and we revise at no extra cost.",
      },
    ],
  },
  audiences: {
    nav: "Audience",
    heading: "Who we help",
    cards: [
      {
        title: "Architects",
        text: "Accurate base drawings and Revit models for feasibility, planning and refurbishment design, in your templates and layer standards.",
      },
      {
        title: "Developers",
        text: "Verified floor areas and existing-condition records for due diligence, valuation and early design decisions.",
      },
      {
        title: "Contractors",
        text: "Measured existing conditions for method statements, prefabrication and coordination before the strip-out begins.",
      },
    ],
  },
  testimonials: {
    nav: "Testimonials",
    heading: "What our clients say",
    items: [
      {
        quote: "We refurbish listed apartment blocks where no two floors are alike. Pontos 3D gave us plans and a Revit model that matched the walls on site, and the revision round took a day.",
        role: "Project Architect, Budapest",
      },
      {
        quote: "The survey arrived with a QA/QC report showing the registration figures, so our engineers did not need to re-measure anything before prefabrication.",
        role: "Project Manager, Istanbul",
      },
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Frequently asked questions",
    items: [
      {
        q: "How accurate is an architectural survey?",
        a: "Our standard is ±6 mm planimetric and ±5 mm vertical accuracy. Scans are registered to a control network with an average RMSE of at most 3 mm. The achieved figures are stated in the QA/QC report delivered with the drawings.",
      },
      {
        q: "How much does an architectural survey cost?",
        a: "Surveys of properties under 1,000 m² start at 1,500 USD excluding VAT. Larger or more complex buildings are quoted at a fixed fee based on floor area, access and the deliverables you need. You receive the quote within 48 hours of your request.",
      },
      {
        q: "How quickly can you survey and deliver?",
        a: "Standard mobilisation is 5–6 days from booking, and properties under 1,000 m² are scanned in under 3 days. Urgent jobs can be mobilised in 48–72 hours. Deliverables typically follow 48–72 hours after capture.",
      },
      {
        q: "What deliverables do we receive?",
        a: "Floor plans, sections and elevations in DWG and PDF at 1:50, 1:100 or 1:200, and Revit or IFC models at LOD 200–300, with LOD 350 and 400 on request. You also receive the registered point cloud in E57 or RCP and a QA/QC report.",
      },
      {
        q: "How does the 48-hour revision window work?",
        a: "After delivery you have 48 hours to review the drawings and model and send comments. We correct anything that does not match the point cloud or the agreed scope at no extra cost. Changes to the scope itself are quoted separately.",
      },
      {
        q: "Can you survey a building that is occupied?",
        a: "Yes. We plan the scan sequence room by room with your facility team and work around tenants, opening hours and restricted areas. Scanning is non-contact and quiet, so normal use of the building continues around us.",
      },
    ],
  },
  cta: {
    heading: "Get your building measured",
    text: "Tell us the address, floor area and the drawings you need. A fixed-fee quote follows within 48 hours.",
  },
  offer: {
    name: "Architectural survey, property under 1,000 m²",
    eligibility: "Excluding VAT, for properties under 1,000 m²",
  },
} as const satisfies WordsOf<typeof page>;

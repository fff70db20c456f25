import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Architectural survey",
    lead: "Laser-scanned plans, sections, elevations and Revit models of existing buildings, checked against a control network, with a 48-hour revision window after delivery.",
    actions: [
      { label: "Get a Quote", to: "get-a-quote" },
      { label: "Talk to an Expert", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±6 mm", label: "Planimetric accuracy" },
      { value: "±5 mm", label: "Vertical accuracy" },
      { value: "≤ 3 mm", label: "Average registration RMSE" },
      { value: "48 h", label: "Revision window after delivery" },
    ],
    visual: {
      name: "interior",
      alt: "Floor plan of several rooms with walls drawn over scan points, five scanner positions linked by sight lines and a horizontal laser scan line",
    },
  },
  anchorNavLabel: "On this page",
  sections: [
    {
      type: "cards",
      id: "outcomes",
      nav: "Outcomes",
      heading: "What you get from an architectural survey",
      intro: "A survey is only useful if the design team can trust it. We state the tolerances up front and prove them in the QA/QC report.",
      cards: [
        {
          icon: "ruler",
          title: "Drawings that match the building",
          text: "Walls, openings and levels measured from the point cloud, not traced from archive drawings, to a stated planimetric tolerance.",
          metric: { value: "±6 mm", label: "planimetric accuracy" },
        },
        {
          icon: "shield",
          title: "Fewer surprises on site",
          text: "Design on measured existing conditions and fewer changes arrive after the contractor has started.",
          metric: { value: "30%+", label: "fewer late changes" },
        },
        {
          icon: "fast",
          title: "Drawings days after the visit",
          text: "Registration, QA and drafting start the day we leave site, so first deliverables typically follow within 48–72 hours.",
          metric: { value: "48–72 h", label: "typical turnaround after capture" },
        },
        {
          icon: "price",
          title: "A fixed fee, agreed up front",
          text: "Properties under 1,000 m² start at 1,500 USD excluding VAT. Larger buildings receive a fixed-fee quote within 48 hours.",
          metric: { value: "1,500 USD", label: "from, excl. VAT, under 1,000 m²" },
        },
      ],
    },
    {
      type: "process",
      id: "process",
      nav: "Process",
      heading: "How an architectural survey runs",
      intro: "Four steps from your brief to drawings your team can build on.",
      howTo: true,
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
    {
      type: "cards",
      id: "who-we-help",
      nav: "Audience",
      heading: "Who we help",
      cards: [
        {
          icon: "drafting",
          title: "Architects",
          text: "Accurate base drawings and Revit models for feasibility, planning and refurbishment design, in your templates and layer standards.",
        },
        {
          icon: "building",
          title: "Developers",
          text: "Verified floor areas and existing-condition records for due diligence, valuation and early design decisions.",
        },
        {
          icon: "hardhat",
          title: "Contractors",
          text: "Measured existing conditions for method statements, prefabrication and coordination before the strip-out begins.",
        },
      ],
    },
    {
      type: "testimonials",
      id: "testimonials",
      nav: "Testimonials",
      heading: "What our clients say",
      items: [
        {
          quote: "We refurbish listed apartment blocks where no two floors are alike. Pontos 3D gave us plans and a Revit model that matched the walls on site, and the revision round took a day.",
          name: "Eszter Varga",
          role: "Project Architect, Budapest",
          company: "Danubia Architects",
        },
        {
          quote: "The survey arrived with a QA/QC report showing the registration figures, so our engineers did not need to re-measure anything before prefabrication.",
          name: "Emre Yıldız",
          role: "Project Manager, Istanbul",
          company: "Bosphorus Yapı",
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
          q: "How accurate is an architectural survey?",
          a: "Our standard is ±6 mm planimetric and ±5 mm vertical accuracy. Scans are registered to a control network with an average RMSE of at most 3 mm. The achieved figures are stated in the QA/QC report delivered with the drawings.",
        },
        {
          q: "How much does an architectural survey cost?",
          a: `Surveys of properties under 1,000 m² start at 1,500 USD excluding VAT. Larger or more complex buildings are quoted at a fixed fee based on floor area, access and the deliverables you need. You receive the quote within ${COMPANY.quoteTurnaroundHours} hours of your request.`,
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
    {
      type: "cta",
      id: "get-started",
      nav: "Get Started",
      heading: "Get your building measured",
      text: "Tell us the address, floor area and the drawings you need. A fixed-fee quote follows within 48 hours.",
      actions: [
        { label: "Get a Quote", to: "get-a-quote" },
        { label: "Talk to an Expert", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: {
    serviceType: "Architectural measured survey",
    offer: {
      name: "Architectural survey, property under 1,000 m²",
      price: 1500,
      priceCurrency: "USD",
      eligibility: "Excluding VAT, for properties under 1,000 m²",
    },
  },
};

export default content;

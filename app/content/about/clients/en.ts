import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Clients",
  "page.title": "Our Clients",
  "page.h1": "Our clients",
  "page.description": "Architects, engineers, contractors, plant owners and shipyards across Europe, Türkiye and the Middle East, and what they say about working with us.",

  "hero.eyebrow": "Clients and sectors",
  "hero.lead": "Architects, engineers, contractors, plant owners and shipyards in Europe, Türkiye and the Middle East: people who need to know exactly what is there before they change it.",
  "hero.facts.projects": "Projects delivered",
  "hero.facts.countries": "Countries worked in",
  "hero.facts.foundingYear": "Founded in Budapest",

  "sections.clients.heading": "Some of the firms we work for",

  "sections.who-we-work-for.heading": "Who we work for",
  "sections.who-we-work-for.blocks.clients-design-build": "Our clients design, build, run and repair physical assets. They range from small architecture studios to plant operators with their own engineering departments, and most of their projects have one thing in common: an existing building, plant or vessel whose drawings no longer match what stands on site.",
  "sections.who-we-work-for.blocks.sector": "### By sector",
  "sections.who-we-work-for.blocks.industrial-plants-chemical": "- Industrial plants: chemical, pharmaceutical and process plants that need as-built models for brownfield upgrades and QA/QC of new installations\n- Commercial buildings and hotels: owners, developers and architects planning refurbishments, extensions and facade renewals\n- Infrastructure and transportation: engineers and contractors working on roads, railways, bridges and utilities\n- Heritage and culture: conservation architects, heritage authorities, church administrations and museums\n- Maritime: shipyards, ship owners and yacht builders preparing refits, retrofits and repairs",
  "sections.who-we-work-for.blocks.what-ask": "### What they ask of us",
  "sections.who-we-work-for.blocks.few-clients-need": "Few clients need a point cloud for its own sake. They need a model their design team can trust, drawings that match the building, or a report that proves the new steel went where the design said. We deliver that in the formats and to the standards they already use, and our case studies show three such projects in detail: a chemical plant in Tiszaújváros, a pharmaceutical plant in Debrecen and a hotel facade in Krefeld.",

  "sections.testimonials.heading": "What our clients say",
  "sections.testimonials.items.plant-never-stops.quote": "Our plant never stops, so every hour on site had to be agreed with operations. Pontos 3D scanned the process units around our shifts, and our engineers now check new pipework against the as-built model before anything is fabricated.",
  "sections.testimonials.items.plant-never-stops.role": "Head of Engineering, Tiszaújváros",
  "sections.testimonials.items.dry-dock-time.quote": "Dry-dock time is the most expensive time a ship owner buys. With the engine room scanned in port weeks before the vessel arrived, our pipe shop prefabricated the spools ashore and fitted them during the docking, with hardly any cutting on board.",
  "sections.testimonials.items.dry-dock-time.role": "Outfitting Manager, Tuzla",

  "cta.heading": "Start your project",
  "cta.text": "Send drawings, photos or an address and the deliverables you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Sectors",
  "page.title": "Sectors We Serve",
  "page.h1": "Sectors we serve",
  "page.description": "Industrial plants, commercial and hospitality buildings, infrastructure, heritage sites and maritime assets: how 3D scanning helps each of them.",

  "hero.eyebrow": "Sectors",
  "hero.lead": "A refinery, a hotel, a rail corridor, a listed church and a ship in dry dock need different things from a survey. Choose your sector to see what we measure, how we work around your operations and what you receive.",

  "sectors.heading": "Five sectors, one standard of accuracy",
  "sectors.intro": "Each sector page shows the services, deliverables, process and case studies that fit it.",

  "cta.heading": "Not sure where your project fits?",
  "cta.text": "Describe the site and what you need to decide. A surveyor answers, and a fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

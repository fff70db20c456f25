import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Projects",
  "page.title": "Projects and Case Studies",
  "page.h1": "Projects and case studies",
  "page.description": "Selected 3D scanning projects in Hungary and Germany: industrial Scan to BIM, as-built progress tracking and a hotel facade survey.",

  "hero.eyebrow": "Projects",
  "hero.lead": "Case studies from running chemical and pharmaceutical plants and a hotel facade: what the client needed, how we measured it, the accuracy achieved and what it changed on the project.",

  "caseStudies.heading": "Selected case studies",
  "caseStudies.intro": "A selection of our work: each case study names the client, the services used and the figure the work was judged by.",

  "cta.heading": "Have a project like these?",
  "cta.text": "Tell us about the site and the decision ahead. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;

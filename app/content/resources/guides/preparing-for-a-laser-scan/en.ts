import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Preparing for a laser scan",
  "page.title": "Preparing for a Laser Scan: Access, Permits and Safety",
  "page.h1": "Preparing a building, plant or vessel for a laser scan",
  "page.description": "Access, inductions, ATEX and permits to work, occupied buildings, what to clear and what to send: how to get a site ready so the scan days go to plan.",

  "hero.eyebrow": "Guide",
  "hero.lead": "What to arrange before the survey crew arrives at a building, a running plant or a vessel, what to send with the brief, and what most often delays a scan.",
} satisfies PageWords<typeof page>;

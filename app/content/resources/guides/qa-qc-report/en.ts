import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "What a QA/QC report must contain",
  "page.title": "What a QA/QC Report of a Laser-Scan Survey Must Contain",
  "page.h1": "What a QA/QC report must contain, and how to read it",
  "page.description": "Control, registration RMSE, independent checkpoints, model-to-cloud deviation, gaps and sign-off: how to read a scan survey's QA/QC report.",

  "hero.eyebrow": "Guide",
  "hero.lead": "What each part of a QA/QC report proves, which figures are often confused, the red flags, and what to write into your brief so that the report answers your questions.",
} satisfies PageWords<typeof page>;

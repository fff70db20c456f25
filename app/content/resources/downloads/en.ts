import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Downloads",
  "page.title": "Downloads",
  "page.h1": "Downloads",
  "page.description": "Sample deliverables, specification templates and checklists to download. Coming soon.",

  "hero.lead": "Sample deliverables, templates and checklists to help you plan a survey and judge what you will receive.",

  "body.heading": "What you will find here",
  "body.blocks.downloads-files-clients": "The downloads will be the files clients most often ask us for before they commission a survey.",
  "body.blocks.sample-deliverables-extract": "- Sample deliverables: an extract of a registered point cloud, a Revit model, plan and elevation drawings and a QA/QC report\n- A survey brief template: the questions to answer so that every surveyor you ask quotes on the same scope\n- An LOD matrix: the model elements and the level of detail of each, ready to attach to a contract\n- Checklists for site access, permits and safety in plants, hotels and occupied buildings\n- A delivery checklist: formats, coordinate system, file naming and what to check when the data arrives",
  "body.blocks.samples-available-now": "### Samples are available now",
  "body.blocks.have-wait-library": "You do not have to wait for the library. The button below opens the contact form with Sample deliverables as its topic: tell us what kind of project you have in mind, and we send a point cloud extract, model, drawings and report from comparable work, with client details removed. Each service page also lists its deliverables and file formats.",

  "cta.heading": "Ask for a sample set",
  "cta.text": "Tell us which deliverables you need to see, and we send you samples from comparable projects.",
  "cta.actions.contact": "Request samples",
  "cta.actions.services": "Browse our services",
} satisfies PageWords<typeof page>;

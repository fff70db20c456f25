import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Blog",
  "page.title": "Blog",
  "page.h1": "Blog",
  "page.description": "Articles from our surveyors and BIM modellers about projects, methods and lessons learnt. Coming soon.",

  "hero.lead": "Notes from site and from the modelling desk: what we learn measuring buildings, plants and vessels, written for the architects, engineers and owners who work with the data.",

  "body.heading": "What the blog will cover",
  "body.blocks.surveyors-bim-modellers": "Our surveyors and BIM modellers will write about the questions clients ask before, during and after a survey, and explain the reasoning behind each answer.",
  "body.blocks.choosing-level-detail": "- Choosing a level of detail: what each LOD adds to a model, and where a lower one is enough\n- Scan to BIM in a running plant: scanning beside live process lines, work permits and shift patterns\n- HBIM for heritage buildings: modelling vaults, mouldings and leaning walls without straightening them\n- Point cloud or drawings: when a registered point cloud alone is enough for the design team\n- Facade surveys without scaffolding: what a laser scanner and a drone can capture from the street\n- Lessons from our projects: what went to plan, what did not, and what we changed",
  "body.blocks.until-first-articles": "### Until the first articles appear",
  "body.blocks.case-studies-already": "Our case studies already follow projects from brief to delivery: the scope, the methods, the accuracy achieved and the lessons learnt. If your question is about a project of your own, one of our surveyors will answer it in a short call.",

  "cta.heading": "A question that cannot wait for an article",
  "cta.text": "Book a call with a surveyor, or read how earlier projects were scoped, measured and delivered.",
  "cta.actions.projects": "Read the case studies",
} satisfies PageWords<typeof page>;

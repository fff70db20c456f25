import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Guides",
  "page.title": "Guides",
  "page.h1": "Guides",
  "page.description": "Practical guides to specifying a laser scan survey, choosing an LOD and briefing a Scan to BIM project. Coming soon.",

  "hero.lead": "Practical guides for the people who commission surveys: how to brief one, what to specify and how to check the data you receive.",

  "body.heading": "What the guides will cover",
  "body.blocks.guide-answer-question": "Each guide will answer one question a client has to settle before a survey starts, in plain terms and with the checks you can make yourself.",
  "body.blocks.how-brief-survey": "- How to brief a survey: the area, the purpose, the deliverables and the access constraints we need to know to quote a fixed fee\n- What accuracy to specify: point-cloud accuracy, model tolerance and registration error, and why they are three different figures\n- Coordinate systems: local grids, national projections and height datums, and how a survey is tied to your project grid\n- Choosing an LOD: which elements a model holds at each level of detail, and what a higher level adds to the programme\n- Reading a QA/QC report: control residuals, registration RMSE and deviation maps explained\n- Point clouds and file formats: E57, RCP, LAS and what each design package expects",
  "body.blocks.until": "### Until then",
  "body.blocks.methodology-page-already": "Our methodology page already describes how we plan, capture, register and check a survey. If you have a specification on your desk now, send it to us: a surveyor will read it and tell you what to add, what to drop and what it means for price and programme.",

  "cta.heading": "Have your specification checked",
  "cta.text": "Book a call with a surveyor to go through your brief, or read how we run a survey from planning to QA/QC.",
  "cta.actions.talk-to-an-expert": "Talk to an expert",
  "cta.actions.about/methodology": "Read our methodology",
} satisfies PageWords<typeof page>;

import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Guides",
  "page.title": "Guides",
  "page.h1": "Guides",
  "page.description": "Practical guides for clients of laser scanning surveys: choosing a level of detail, preparing a site for the scan and reading a QA/QC report.",

  "hero.eyebrow": "Resources",
  "hero.lead": "Written by our surveyors for the people who commission surveys: what to decide before the scan, what to write into the brief and how to check the data you receive.",

  "guides.heading": "Our guides",
  "guides.intro": "Each guide answers one question a client has to settle, with the checks you can make yourself and the questions to ask your surveyor.",

  "cta.heading": "Have your specification checked",
  "cta.text": "Send us your brief or book a call with a surveyor: we will tell you what to add, what to drop and what it means for price and programme.",
  "cta.actions.talk-to-an-expert": "Talk to an expert",
  "cta.actions.about/methodology": "Read our methodology",
} satisfies PageWords<typeof page>;

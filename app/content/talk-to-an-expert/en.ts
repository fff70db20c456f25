import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Talk to an Expert",
  "page.title": "Talk to an Expert",
  "page.h1": "Talk to an expert",
  "page.description": "Book a {{callLengthMinutes}} minute call with one of our surveyors or BIM specialists, on the day and at the time that suits you, and talk through methods, accuracy, schedule and cost before you commit.",
} satisfies PageMetaWords;

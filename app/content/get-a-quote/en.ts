import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Get a Quote",
  "page.title": "Get a Quote",
  "page.h1": "Get a fixed-fee quote",
  "page.description": "Tell us about your site and deliverables, attach drawings or photos, and receive a fixed-fee quote within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageMetaWords;

import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Samples",
  "page.title": "Sample point cloud and deliverables",
  "page.h1": "Sample point cloud and deliverables",
  "page.description": "Open a registered facade point cloud in your browser, measure it, and download the QA/QC report and {{cadScaleDetailed}} elevation made from the same survey.",
} satisfies PageMetaWords;

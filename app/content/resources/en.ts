import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Resources",
  "page.title": "Resources: Blog, Guides and Downloads",
  "page.h1": "Resources",
  "page.description": "Articles, practical guides and downloadable samples about 3D laser scanning, Scan to BIM and surveying.",
} satisfies PageMetaWords;

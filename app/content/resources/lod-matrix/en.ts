import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "LOD matrix",
  "page.title": "LOD matrix: model elements by level of detail",
  "page.h1": "LOD matrix",
  "page.description": "What a Scan to BIM model holds at {{lod200}}, {{lod300}}, {{lod350}} and {{lod400}}, element by element, with the tolerance of each level: to read here or attach to a contract.",
} satisfies PageMetaWords;

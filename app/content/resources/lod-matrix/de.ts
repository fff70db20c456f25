import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "LOD-Matrix",
  "page.title": "LOD-Matrix: Modellelemente nach Detaillierungsgrad",
  "page.h1": "LOD-Matrix",
  "page.description": "Was ein Scan-to-BIM-Modell in {{lod200}}, {{lod300}}, {{lod350}} und {{lod400}} Element für Element enthält, mit der Toleranz jeder Stufe: hier lesen oder dem Vertrag beilegen.",
} satisfies PageMetaWords;

import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "LOD-Matrix",
  "page.title": "LOD-Matrix: Bauteile nach Detaillierungsgrad",
  "page.h1": "LOD-Matrix",
  "page.description": "Was ein Scan-to-BIM-Modell in {{lod200}}, {{lod300}}, {{lod350}} und {{lod400}} Bauteil für Bauteil enthält, mit der Toleranz jeder Stufe: zum Nachlesen oder als Vertragsanlage.",
} satisfies PageMetaWords;

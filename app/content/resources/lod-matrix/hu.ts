import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "LOD-mátrix",
  "page.title": "LOD-mátrix: modellelemek kidolgozottsági szintenként",
  "page.h1": "LOD-mátrix",
  "page.description": "Mit tartalmaz egy Scan to BIM-modell {{lod200}}, {{lod300}}, {{lod350}} és {{lod400}} szinten, elemenként, az egyes szintek tűrésével: olvassa el itt, vagy csatolja a szerződéshez.",
} satisfies PageMetaWords;

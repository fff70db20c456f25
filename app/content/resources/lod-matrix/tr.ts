import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "LOD matrisi",
  "page.title": "LOD matrisi: detay seviyesine göre model elemanları",
  "page.h1": "LOD matrisi",
  "page.description": "Scan to BIM modelinin {{lod200}}, {{lod300}}, {{lod350}} ve {{lod400}} seviyelerinde eleman eleman neleri içerdiği ve her seviyenin toleransı: burada okuyun veya sözleşmeye ekleyin.",
} satisfies PageMetaWords;

import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Örnekler",
  "page.title": "Örnek nokta bulutu ve teslimatlar",
  "page.h1": "Örnek nokta bulutu ve teslimatlar",
  "page.description": "Registrasyonu tamamlanmış bir cephe nokta bulutunu tarayıcınızda açın, ölçün; aynı rölöveden üretilen QA/QC raporunu ve {{cadScaleDetailed}} cephe görünüşünü indirin.",
} satisfies PageMetaWords;

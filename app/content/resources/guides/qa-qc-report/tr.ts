import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "QA/QC raporunda olması gerekenler",
  "page.title": "Lazer tarama ölçümünün QA/QC raporunda olması gerekenler",
  "page.h1": "QA/QC raporunda neler olmalı, rapor nasıl okunur?",
  "page.description": "Kontrol ağı, birleştirme RMSE'si, bağımsız denetim noktaları, model ile nokta bulutu arasındaki sapma, eksik alanlar, onay ve imza: QA/QC raporu nasıl okunur?",

  "hero.eyebrow": "Rehber",
  "hero.lead": "Bu rehber, QA/QC raporunun her bölümünün neyi kanıtladığını, hangi değerlerin sık karıştırıldığını, hangi işaretlerin uyarı niteliğinde olduğunu ve raporun sorularınızı yanıtlaması için şartnameye ne yazılması gerektiğini anlatır.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "QA/QC raporunda olması gerekenler",
  "page.title": "Lazer tarama ölçümünün QA/QC raporunda olması gerekenler",
  "page.h1": "QA/QC raporunda neler olmalı, rapor nasıl okunur?",
  "page.description": "Kontrol ağı, birleştirme RMSE'si, bağımsız denetim noktaları, model ile nokta bulutu arasındaki sapma, eksik alanlar ve imza: QA/QC raporu nasıl okunur?",

  "hero.eyebrow": "Rehber",
  "hero.lead": "Bir harita mühendisinin başka bir ekibin teslim ettiği işi değerlendirirken kullanacağı kontrol listesi: QA/QC raporunun her bölümü neyi kanıtlar, hangi değerler sık karıştırılır, hangi işaretler uyarı niteliğindedir ve eline geçen raporun sorularınızı yanıtlaması için şartnameye ne yazılmalıdır.",
} satisfies SameKeys<typeof en>;

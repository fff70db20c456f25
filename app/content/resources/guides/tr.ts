import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Rehberler",
  "page.title": "Rehberler",
  "page.h1": "Rehberler",
  "page.description": "Lazer tarama ölçümü yaptıracaklar için uygulamalı rehberler: detay seviyesi seçimi, sahanın taramaya hazırlanması ve QA/QC raporunun okunması.",

  "hero.eyebrow": "Kaynaklar",
  "hero.lead": "Harita mühendislerimizin ölçüm hizmeti alanlar için yazdığı rehberler: taramadan önce neye karar verilir, şartnameye ne yazılır, teslim alınan veriler nasıl kontrol edilir.",

  "guides.heading": "Rehberlerimiz",
  "guides.intro": "Her rehber, müşterinin netleştirmesi gereken tek bir soruyu yanıtlıyor; kendiniz yapabileceğiniz kontrolleri ve ölçüm firmasına sormanız gerekenleri de sıralıyor.",

  "cta.heading": "Şartnamenizi kontrol ettirin",
  "cta.text": "Şartnamenizi gönderin ya da bir harita mühendisimizle görüşme ayarlayın: neyin eklenip neyin çıkarılması gerektiğini ve bunun fiyata ve iş programına etkisini söyleyelim.",
  "cta.actions.talk-to-an-expert": "Bir uzmanla görüşün",
  "cta.actions.about/methodology": "Çalışma yöntemimizi okuyun",
} satisfies SameKeys<typeof en>;

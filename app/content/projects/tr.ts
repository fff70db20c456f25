import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Projeler",
  "page.title": "Projeler ve vaka çalışmaları",
  "page.h1": "Projeler ve vaka çalışmaları",
  "page.description": "Macaristan ve Almanya'dan seçtiğimiz 3D tarama projeleri: endüstriyel Scan to BIM, inşaat ilerleme takibi ve bir otel cephesi rölövesi.",

  "hero.eyebrow": "Projeler",
  "hero.lead": "Çalışır durumdaki kimya ve ilaç tesislerinden ve bir otel cephesinden vaka çalışmaları: müşterinin neye ihtiyacı vardı, nasıl ölçtük, hangi doğruluğa ulaştık ve projede neyi değiştirdi.",

  "caseStudies.heading": "Seçilmiş vaka çalışmaları",
  "caseStudies.intro": "Çalışmalarımızdan bir seçki: her vaka çalışmasında müşteri, kullanılan hizmetler ve işin değerlendirildiği temel değer yer alır.",

  "cta.heading": "Benzer bir projeniz mi var?",
  "cta.text": "Sahayı ve önünüzdeki kararı anlatın. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

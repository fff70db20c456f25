import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "hero.eyebrow": "Projeler",
  "hero.lead": "Çalışır durumdaki kimya ve ilaç tesislerinden ve bir otel cephesinden vaka çalışmaları: müşterinin neye ihtiyacı vardı, nasıl ölçtük, hangi doğruluğa ulaştık ve projede neyi değiştirdi.",

  "caseStudies.heading": "Seçilmiş vaka çalışmaları",
  "caseStudies.intro": "Çalışmalarımızdan bir seçki: her vaka çalışmasında müşteri, kullanılan hizmetler ve işin değerlendirildiği temel değer yer alır.",

  "cta.heading": "Benzer bir projeniz mi var?",
  "cta.text": "Sahayı ve önünüzdeki kararı anlatın. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

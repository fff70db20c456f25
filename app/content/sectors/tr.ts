import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Sektörler",
  "page.title": "Hizmet verdiğimiz sektörler",
  "page.h1": "Hizmet verdiğimiz sektörler",
  "page.description": "Endüstriyel tesisler, ticari ve konaklama yapıları, altyapı, kültürel miras alanları ve denizcilik: 3D lazer taramanın her birine sağladığı katkılar.",

  "hero.eyebrow": "Sektörler",
  "hero.lead": "Bir rafineri, bir otel, bir demiryolu güzergâhı, tescilli bir kilise ve kuru havuzdaki bir gemi, ölçümden farklı şeyler bekler. Neyi ölçtüğümüzü, işleyişinizi aksatmadan nasıl çalıştığımızı ve size neler teslim ettiğimizi görmek için sektörünüzü seçin.",

  "sectors.heading": "Beş sektör, tek doğruluk standardı",
  "sectors.intro": "Her sektör sayfası, o sektöre uyan hizmetleri, çıktıları, süreci ve vaka çalışmalarını gösterir.",

  "cta.heading": "Projenizin hangi sektöre girdiğinden emin değil misiniz?",
  "cta.text": "Sahayı ve vermeniz gereken kararı anlatın. Bir harita mühendisi yanıtlar; sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

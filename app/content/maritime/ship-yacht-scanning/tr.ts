import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Gemi ve yat taraması",
  "page.title": "Gemi ve yatların 3D lazer taraması",
  "page.h1": "Tadilat ve modernizasyon için gemi ve yat taraması",
  "page.description": "İç mekânlarda {{vesselInteriorAccuracy}}, gövdede {{vesselHullAccuracy}} doğruluk; limanda veya kuru havuzda taranır, nokta bulutu, CAD ve 3D model olarak teslim edilir.",

  "hero.eyebrow": "Gemi ve yat taraması",
  "hero.lead": "Yük gemileri, feribotlar ve yatlar omurgadan direğe taranır: iç mekânlarda {{vesselInteriorAccuracy}}, gövdede {{vesselHullAccuracy}} doğruluk ve kuru havuzdaki taramadan sonra {{dryDockTurnaroundHours}} saat içinde birleştirilmiş nokta bulutları.",
  "hero.facts.vesselInteriorAccuracy": "İç mekân doğruluğu",
  "hero.facts.vesselHullAccuracy": "Gövde doğruluğu",
  "hero.facts.vesselRmse": "Birleştirme RMSE'si",
  "hero.facts.dryDockTurnaroundHours": "Kuru havuzda çıktı teslimi",
  "hero.alt": "Dalgalı bir su hattının üzerinde, lazer tarama noktalarıyla doldurulmuş bir gemi gövdesi ve üst yapısının yandan görünüşü; üzerinden yatay bir lazer tarama çizgisi geçiyor",

  "scope.nav": "Kapsam",
  "scope.heading": "Neleri tarıyoruz?",
  "scope.intro": "Taramayı teknik müdürünüzle (süperintendent) birlikte; mürettebatın çalışmasını, tersanenin işlerini ve havuzlama takvimini gözeterek planlarız.",
  "scope.included.hull-rudder-propeller": "Kuru havuzda gövde, dümen, pervane ve takıntılar",
  "scope.included.engine-rooms-machinery": "Makine daireleri, makine mahalleri ve boru güzergâhları",
  "scope.included.interiors-decks-superstructure": "İç mekânlar, güverteler ve üst yapı",
  "scope.included.registration-ship-coordinate": "Tek bir gemi koordinat sisteminde birleştirme ve QA/QC raporu",
  "scope.addOns.tanks-voids-once": "Gazdan arındırılıp girişe açılan tanklar ve boş mahaller",
  "scope.addOns.drone-capture-superstructure": "Üst yapının, direklerin ve bacanın drone ile kaydı",
  "scope.addOns.frame-numbering-reference": "Posta numaralandırmasının ve referans hatlarının çizimlerinizden alınması",
  "scope.addOns.scan-after-refit": "Tadilattan sonra, son durumu kayda geçiren bir tarama",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Gemi inşa mühendisleri ve donatım firmaları neler teslim alır?",
  "deliverables.items.registered-point-cloud.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.registered-point-cloud.text": "Geminin tamamı tek bir koordinat sisteminde; her CAD platformunda kullanıma hazır.",
  "deliverables.items.2d-drawings.title": "2D çizimler",
  "deliverables.items.2d-drawings.text": "Taramadan çizilen genel yerleşim planı, kesitler ve güverte planları.",
  "deliverables.items.3d-models.title": "3D modeller",
  "deliverables.items.3d-models.text": "Gemi tasarım ve donatım yazılımları için gövde yüzeyleri ve mahaller.",
  "deliverables.items.qa-qc-report.title": "QA/QC raporu",
  "deliverables.items.qa-qc-report.text": "Birleştirme RMSE'si ve ulaşılan doğruluğun kontrolleri; sayısal değerlerle.",

  "faq.heading": "Sıkça sorulan sorular",
  "faq.items.what-fixed-fee.q": "Sabit fiyat nelere bağlıdır?",
  "faq.items.what-fixed-fee.a": "Geminin boyuna ve taranacak bölümlere (tekne, makine daireleri, iç mekânlar, tanklar), çizimlerin ve 3D modellerin detay seviyesine, gemiye erişim koşullarına (kuru havuzda veya suda, gazdan arındırılmış tanklar, tersanenin çalışma saatleri) ve birleştirilmiş nokta bulutundan tekne yüzey modellerine kadar ihtiyacınız olan çıktılara. Bu bilgileri geminin adı ve nerede olacağıyla birlikte gönderin; sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",

  "cta.heading": "Tadilatı geminin bugünkü hâli üzerinde planlayın",
  "cta.text": "Geminin adını, tipini, boyunu ve nerede olacağını gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

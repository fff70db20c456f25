import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Gemi ve yat taraması",
  "page.title": "Gemi ve yatların 3D lazer taraması",
  "page.h1": "Tadilat ve modernizasyon için gemi ve yat taraması",
  "page.description": "İç mekânlarda {{vesselInteriorAccuracy}}, gövdede {{vesselHullAccuracy}} doğruluk; limanda veya kuru havuzda taranır, nokta bulutu, CAD ve 3D model olarak teslim edilir.",

  "hero.eyebrow": "Gemi ve yat taraması",
  "hero.lead": "Yük gemileri, feribotlar ve yatlar omurgadan direğe taranır: iç mekânlarda {{vesselInteriorAccuracy}}, gövdede {{vesselHullAccuracy}} doğruluk ve kuru havuzdaki taramadan sonra {{dryDockTurnaroundHours}} saat içinde birleştirilmiş nokta bulutları.",
  "hero.facts.0": "İç mekân doğruluğu",
  "hero.facts.1": "Gövde doğruluğu",
  "hero.facts.2": "Birleştirme RMSE'si",
  "hero.facts.3": "Kuru havuzda çıktı teslimi",
  "hero.alt": "Dalgalı bir su hattının üzerinde, lazer tarama noktalarıyla doldurulmuş bir gemi gövdesi ve üst yapısının yandan görünüşü; üzerinden yatay bir lazer tarama çizgisi geçiyor",

  "scope.nav": "Kapsam",
  "scope.heading": "Neleri tarıyoruz?",
  "scope.intro": "Taramayı teknik müdürünüzle (süperintendent) birlikte; mürettebatın çalışmasını, tersanenin işlerini ve havuzlama takvimini gözeterek planlarız.",
  "scope.included.0": "Kuru havuzda gövde, dümen, pervane ve takıntılar",
  "scope.included.1": "Makine daireleri, makine mahalleri ve boru güzergâhları",
  "scope.included.2": "İç mekânlar, güverteler ve üst yapı",
  "scope.included.3": "Tek bir gemi koordinat sisteminde birleştirme ve QA/QC raporu",
  "scope.addOns.0": "Gazdan arındırılıp girişe açılan tanklar ve boş mahaller",
  "scope.addOns.1": "Üst yapının, direklerin ve bacanın drone ile kaydı",
  "scope.addOns.2": "Posta numaralandırmasının ve referans hatlarının çizimlerinizden alınması",
  "scope.addOns.3": "Tadilattan sonra, son durumu kayda geçiren bir tarama",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Gemi inşa mühendisleri ve donatım firmaları neler teslim alır?",
  "deliverables.items.0.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.0.text": "Geminin tamamı tek bir koordinat sisteminde; her CAD platformunda kullanıma hazır.",
  "deliverables.items.1.title": "2D çizimler",
  "deliverables.items.1.text": "Taramadan çizilen genel yerleşim planı, kesitler ve güverte planları.",
  "deliverables.items.2.title": "3D modeller",
  "deliverables.items.2.text": "Gemi tasarım ve donatım yazılımları için gövde yüzeyleri ve mahaller.",
  "deliverables.items.3.title": "QA/QC raporu",
  "deliverables.items.3.text": "Birleştirme RMSE'si ve ulaşılan doğruluğun kontrolleri; sayısal değerlerle.",

  "faq.heading": "Sıkça sorulan sorular",
  "faq.items.0.q": "Sabit fiyat nelere bağlıdır?",
  "faq.items.0.a": "Geminin boyuna ve taranacak bölümlere (tekne, makine daireleri, iç mekânlar, tanklar), çizimlerin ve 3D modellerin detay seviyesine, gemiye erişim koşullarına (kuru havuzda veya suda, gazdan arındırılmış tanklar, tersanenin çalışma saatleri) ve birleştirilmiş nokta bulutundan tekne yüzey modellerine kadar ihtiyacınız olan çıktılara. Bu bilgileri geminin adı ve nerede olacağıyla birlikte gönderin; sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",

  "cta.heading": "Tadilatı geminin bugünkü hâli üzerinde planlayın",
  "cta.text": "Geminin adını, tipini, boyunu ve nerede olacağını gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

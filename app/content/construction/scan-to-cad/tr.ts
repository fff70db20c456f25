import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: planlar, kesitler ve görünüşler",
  "page.h1": "Lazer taramadan Scan to CAD çizimleri",
  "page.description": "Nokta bulutlarından DWG formatında planlar, kesitler ve görünüşler; ihtiyacınız olan ölçekte ({{drawingScales}}) ve yaklaşık {{scanToCadAccuracy}} çizim doğruluğuyla.",

  "hero.eyebrow": "Scan to CAD çizimleri",
  "hero.lead": "Lazer taramalardan ihtiyacınız olan ölçekte çizilen planlar, kesitler ve görünüşler; yaklaşık {{scanToCadAccuracy}} doğrulukta, sizin katmanlarınız ve antetlerinizle.",
  "hero.facts.0": "Çizim doğruluğu",
  "hero.facts.1": "Çizim ölçekleri",
  "hero.facts.2": "Nokta bulutu doğruluğu",
  "hero.facts.3": "Taramadan sonra nokta bulutu teslimi",
  "hero.alt": "Birkaç odanın kat planı; duvarlar tarama noktalarının üzerine çizilmiş, nişan çizgileriyle birbirine bağlı beş tarayıcı konumu ve yatay bir lazer tarama çizgisi",

  "scope.nav": "Kapsam",
  "scope.heading": "Çizimler neleri içerir?",
  "scope.intro": "Arşiv planlarından kopyalanmaz, nokta bulutundan çizilir: her duvar, boşluk ve kot, yapıldığı hâliyle.",
  "scope.included.0": "{{drawingScales}} ölçekli kat planları; duvarlar, boşluklar, merdivenler ve kotlarla",
  "scope.included.1": "İşaretlediğiniz konumlarda kesitler ve görünüşler",
  "scope.included.2": "Sizin katman standardınız, antetiniz ve çizgi kalınlıklarınız",
  "scope.included.3": "Ulusal sistemde veya kendi saha koordinat sisteminizde koordinatlar",
  "scope.addOns.0": "Kirişler, tavan düşüşleri ve tesisatla birlikte tavan planları",
  "scope.addOns.1": "Pencere ve kaplama detaylarıyla cephe görünüşleri",
  "scope.addOns.2": "Çizimlerden ölçülen alan tabloları",
  "scope.addOns.3": "Daha sonra, aynı taramalardan aynı binanın Revit modeli",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "CAD çizimleri",
  "deliverables.items.0.text": "DWG veya DXF formatında planlar, kesitler ve görünüşler.",
  "deliverables.items.1.title": "Baskıya hazır paftalar",
  "deliverables.items.1.text": "Her çizim kendi ölçeğinde PDF olarak; çıktı almaya hazır.",
  "deliverables.items.2.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.2.text": "Çizimlerin üretildiği tarama verisi; sonraki kontroller için.",
  "deliverables.items.3.title": "QA/QC raporu",
  "deliverables.items.3.text": "Kontrol ağı, birleştirme değerleri ve çizim kontrolleri.",

  "cta.heading": "Binayla örtüşen çizimler alın",
  "cta.text": "Binayı, ihtiyacınız olan paftaları ve ölçeği bize bildirin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: planlar, kesitler ve görünüşler",
  "page.h1": "Lazer taramadan Scan to CAD çizimleri",
  "page.description": "Nokta bulutlarından DWG formatında planlar, kesitler ve görünüşler; ihtiyacınız olan ölçekte ({{drawingScales}}) ve yaklaşık {{scanToCadAccuracy}} çizim doğruluğuyla.",

  "hero.eyebrow": "Scan to CAD çizimleri",
  "hero.lead": "Lazer taramalardan ihtiyacınız olan ölçekte çizilen planlar, kesitler ve görünüşler; yaklaşık {{scanToCadAccuracy}} doğrulukta, sizin katmanlarınız ve antetlerinizle.",
  "hero.facts.scanToCadAccuracy": "Çizim doğruluğu",
  "hero.facts.drawingScales": "Çizim ölçekleri",
  "hero.facts.pointCloudAccuracy": "Nokta bulutu doğruluğu",
  "hero.facts.turnaroundHours": "Taramadan sonra nokta bulutu teslimi",
  "hero.alt": "Birkaç odanın kat planı; duvarlar tarama noktalarının üzerine çizilmiş, nişan çizgileriyle birbirine bağlı beş tarayıcı konumu ve yatay bir lazer tarama çizgisi",

  "scope.nav": "Kapsam",
  "scope.heading": "Çizimler neleri içerir?",
  "scope.intro": "Arşiv planlarından kopyalanmaz, nokta bulutundan çizilir: her duvar, boşluk ve kot, yapıldığı hâliyle.",
  "scope.included.floor-plans-walls": "{{drawingScales}} ölçekli kat planları; duvarlar, boşluklar, merdivenler ve kotlarla",
  "scope.included.sections-elevations-positions": "İşaretlediğiniz konumlarda kesitler ve görünüşler",
  "scope.included.layer-standard-title": "Sizin katman standardınız, antetiniz ve çizgi kalınlıklarınız",
  "scope.included.coordinates-national-grid": "Ulusal sistemde veya kendi saha koordinat sisteminizde koordinatlar",
  "scope.addOns.reflected-ceiling-plans": "Kirişler, tavan düşüşleri ve tesisatla birlikte tavan planları",
  "scope.addOns.facade-elevations-window": "Pencere ve kaplama detaylarıyla cephe görünüşleri",
  "scope.addOns.area-schedules-measured": "Çizimlerden ölçülen alan tabloları",
  "scope.addOns.revit-model-same": "Daha sonra, aynı taramalardan aynı binanın Revit modeli",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.cad-drawings.title": "CAD çizimleri",
  "deliverables.items.cad-drawings.text": "DWG veya DXF formatında planlar, kesitler ve görünüşler.",
  "deliverables.items.print-ready-sheets.title": "Baskıya hazır paftalar",
  "deliverables.items.print-ready-sheets.text": "Her çizim kendi ölçeğinde PDF olarak; çıktı almaya hazır.",
  "deliverables.items.registered-point-cloud.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.registered-point-cloud.text": "Çizimlerin üretildiği tarama verisi; sonraki kontroller için.",
  "deliverables.items.qa-qc-report.title": "QA/QC raporu",
  "deliverables.items.qa-qc-report.text": "Kontrol ağı, birleştirme değerleri ve çizim kontrolleri.",

  "cta.heading": "Binayla örtüşen çizimler alın",
  "cta.text": "Binayı, ihtiyacınız olan paftaları ve ölçeği bize bildirin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

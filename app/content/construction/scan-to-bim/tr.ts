import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – binalar",
  "page.title": "Scan to BIM: lazer taramadan Revit ve IFC modelleri",
  "page.h1": "Mevcut binalar için Scan to BIM",
  "page.description": "Lazer taramalardan {{scanToBimLodRange}} seviyesinde Revit ve IFC modelleri; mimari, yapısal ve MEP kapsamında, taahhüt edilen {{bimTolerance}} toleransla.",

  "hero.eyebrow": "Scan to BIM modelleme",
  "hero.lead": "Mevcut binaların birleştirilmiş lazer taramalarından mimari, yapısal ve MEP kapsamında üretilen Revit ve IFC modelleri; sahadaki yapıya göre {{bimTolerance}} içinde.",
  "hero.facts.bimTolerance": "Model toleransı",
  "hero.facts.scanToBimLodRange": "Sunulan detay seviyeleri",
  "hero.facts.pointCloudAccuracy": "Nokta bulutu doğruluğu",
  "hero.facts.turnaroundHours": "Taramadan sonra nokta bulutu teslimi",
  "hero.alt": "Lazer tarama noktalarından oluşan bir bulutun üzerine beyaz çizgilerle çizilmiş bir bina modeli; modelin taramadan saptığı bir köşesi vurgulanmış",

  "scope.nav": "Kapsam",
  "scope.heading": "Model neleri içerir?",
  "scope.intro": "Disiplinleri, detay seviyesini ve şablonunuzu taramadan önce belirleriz; model, üzerinde hemen tasarım yapılabilecek şekilde teslim edilir.",
  "scope.included.architecture-walls-floors": "Mimari: duvarlar, döşemeler, çatılar, merdivenler, kapılar ve pencereler",
  "scope.included.structure-columns-beams": "Taşıyıcı sistem: kolonlar, kirişler, döşeme plakları ve görünür temeller",
  "scope.included.models-built-revit": "{{lodStandard}} seviyesinde modeller; Revit şablonunuzu gönderirseniz onunla oluşturulur",
  "scope.included.qa-qc-report": "Birleştirme değerlerini ve model–nokta bulutu karşılaştırmalarını içeren QA/QC raporu",
  "scope.addOns.mep-ducts-pipes": "MEP: hava kanalları, borular, kablo tavaları ve makine daireleri",
  "scope.addOns.connections-fabrication-detail": "Bağlantılar ve imalat detayı için {{lodOnRequest}} seviyeleri",
  "scope.addOns.room-data-areas": "Mahal bilgileri, alanlar ve eleman parametrelerinin doldurulması",
  "scope.addOns.plans-sections-exported": "Modelden DWG olarak alınan planlar ve kesitler",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.bim-model.title": "BIM modeli",
  "deliverables.items.bim-model.text": "Revit ve IFC formatında, sizin şablonunuz ve adlandırma kurallarınızla model.",
  "deliverables.items.coordination-model.title": "Koordinasyon modeli",
  "deliverables.items.coordination-model.text": "Yeni tasarımla çakışma kontrolü için Navisworks dosyası.",
  "deliverables.items.registered-point-cloud.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.registered-point-cloud.text": "Modelin üretildiği tarama verisi; sizin koordinat sisteminizde.",
  "deliverables.items.qa-qc-report.title": "QA/QC raporu",
  "deliverables.items.qa-qc-report.text": "Birleştirme RMSE'si, kontrol noktası artık hataları ve model sapmaları; sayısal değerlerle.",

  "faq.heading": "Sıkça sorulan sorular",
  "faq.items.what-fixed-fee.q": "Sabit fiyat nelere bağlıdır?",
  "faq.items.what-fixed-fee.a": "Modellenecek kat alanına, detay seviyesine (standart olarak {{lodStandard}}, talep üzerine {{lodOnRequest}}), disiplinlere (mimari, taşıyıcı sistem, MEP), binaya erişim koşullarına (kullanımdaki katlar, çatılar, mesai dışı çalışma) ve mahal bilgileri ya da DWG çıktıları gibi ihtiyacınız olan teslimatlara. Bu bilgileri adresle birlikte gönderin; sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",

  "cta.heading": "Binanın bugünkü hâlini gösteren bir model üzerinde tasarlayın",
  "cta.text": "Adresi, kat alanını ve ihtiyacınız olan disiplinleri gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – binalar",
  "page.title": "Scan to BIM: lazer taramadan Revit ve IFC modelleri",
  "page.h1": "Mevcut binalar için Scan to BIM",
  "page.description": "Lazer taramalardan {{scanToBimLodRange}} seviyesinde Revit ve IFC modelleri; mimari, yapısal ve MEP kapsamında, taahhüt edilen {{bimTolerance}} toleransla.",

  "hero.eyebrow": "Scan to BIM modelleme",
  "hero.lead": "Mevcut binaların birleştirilmiş lazer taramalarından mimari, yapısal ve MEP kapsamında üretilen Revit ve IFC modelleri; sahadaki yapıya göre {{bimTolerance}} içinde.",
  "hero.facts.0": "Model toleransı",
  "hero.facts.1": "Sunulan detay seviyeleri",
  "hero.facts.2": "Nokta bulutu doğruluğu",
  "hero.facts.3": "Taramadan sonra nokta bulutu teslimi",
  "hero.alt": "Lazer tarama noktalarından oluşan bir bulutun üzerine beyaz çizgilerle çizilmiş bir bina modeli; modelin taramadan saptığı bir köşesi vurgulanmış",

  "scope.nav": "Kapsam",
  "scope.heading": "Model neleri içerir?",
  "scope.intro": "Disiplinleri, detay seviyesini ve şablonunuzu taramadan önce belirleriz; model, üzerinde hemen tasarım yapılabilecek şekilde teslim edilir.",
  "scope.included.0": "Mimari: duvarlar, döşemeler, çatılar, merdivenler, kapılar ve pencereler",
  "scope.included.1": "Taşıyıcı sistem: kolonlar, kirişler, döşeme plakları ve görünür temeller",
  "scope.included.2": "{{lodStandard}} seviyesinde modeller; Revit şablonunuzu gönderirseniz onunla oluşturulur",
  "scope.included.3": "Birleştirme değerlerini ve model–nokta bulutu karşılaştırmalarını içeren QA/QC raporu",
  "scope.addOns.0": "MEP: hava kanalları, borular, kablo tavaları ve makine daireleri",
  "scope.addOns.1": "Bağlantılar ve imalat detayı için {{lodOnRequest}} seviyeleri",
  "scope.addOns.2": "Mahal bilgileri, alanlar ve eleman parametrelerinin doldurulması",
  "scope.addOns.3": "Modelden DWG olarak alınan planlar ve kesitler",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "BIM modeli",
  "deliverables.items.0.text": "Revit ve IFC formatında, sizin şablonunuz ve adlandırma kurallarınızla model.",
  "deliverables.items.1.title": "Koordinasyon modeli",
  "deliverables.items.1.text": "Yeni tasarımla çakışma kontrolü için Navisworks dosyası.",
  "deliverables.items.2.title": "Birleştirilmiş nokta bulutu",
  "deliverables.items.2.text": "Modelin üretildiği tarama verisi; sizin koordinat sisteminizde.",
  "deliverables.items.3.title": "QA/QC raporu",
  "deliverables.items.3.text": "Birleştirme RMSE'si, kontrol noktası artık hataları ve model sapmaları; sayısal değerlerle.",

  "faq.heading": "Sıkça sorulan sorular",
  "faq.items.0.q": "Sabit fiyat nelere bağlıdır?",
  "faq.items.0.a": "Modellenecek kat alanına, detay seviyesine (standart olarak {{lodStandard}}, talep üzerine {{lodOnRequest}}), disiplinlere (mimari, taşıyıcı sistem, MEP), binaya erişim koşullarına (kullanımdaki katlar, çatılar, mesai dışı çalışma) ve mahal bilgileri ya da DWG çıktıları gibi ihtiyacınız olan teslimatlara. Bu bilgileri adresle birlikte gönderin; sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",

  "cta.heading": "Binanın bugünkü hâlini gösteren bir model üzerinde tasarlayın",
  "cta.text": "Adresi, kat alanını ve ihtiyacınız olan disiplinleri gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

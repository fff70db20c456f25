import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "3D lazer tarama · Scan to BIM · Ölçüm",
    lead: "Binaları, tesisleri, gemileri ve arazileri tarıyor; ekibinizin doğrudan üzerinde tasarım yapabileceği BIM modelleri, CAD çizimleri ve nokta bulutları teslim ediyoruz.",
    facts: [
      "Budapeşte'de kuruldu",
      "Tamamlanan proje",
      "Çalıştığımız ülke",
      "Sabit fiyatlı teklif süresi",
    ],
    alt: "Lazer tarama noktalarıyla dolu, yatay bir lazer tarama çizgisinin kestiği çok katlı bir binanın tel kafes çizimi; yanında sehpa üzerinde bir tarayıcı",
  },
  clients: {
    heading: "Tasarım ekipleri, yükleniciler ve tesis sahipleri bize güveniyor",
  },
  advantages: {
    heading: "Müşterilerimiz neden Pontos 3D ile çalışıyor?",
    intro: "Ölçüm verisi ancak güvenilir olduğunda, fiyatı baştan belli olduğunda ve zamanında geldiğinde işe yarar.",
    cards: [
      {
        title: "Milimetrik hassasiyette veri",
        text: "±2–4 mm hassasiyette birleştirilmiş nokta bulutları. Modellemeden önce kontrol noktalarındaki artık hataların 3 mm'yi aşmadığı doğrulanır.",
        metric: "nokta bulutu hassasiyeti",
      },
      {
        title: "Sabit fiyat, hızlı teklif",
        text: "Kapsam, LOD, hassasiyet ve çıktılar teklifte yazılıdır. Kabul ettiğiniz fiyat, ödeyeceğiniz fiyattır.",
        metric: "içinde sabit fiyatlı teklif",
      },
      {
        title: "İhtiyaç duyduğunuzda sahadayız",
        text: "Standart mobilizasyon 5–6 gün, acil işlerde 48–72 saat. Çoğu projede çıktılar taramadan 48–72 saat sonra teslim edilir.",
        metric: "standart mobilizasyon",
      },
      {
        title: "Tek muhatap, tek ekip",
        text: "Ölçüm, birleştirme, modelleme ve kalite kontrol tek ekipte. Proje ayrıntıları paylaşılmadan önce gizlilik sözleşmesi (NDA) imzalıyoruz.",
        metric: "kişilik uzman ekip, ölçümden teslime",
      },
    ],
  },
  services: {
    heading: "Neleri ölçüyoruz?",
    intro: "Tek bir cepheden çalışan bir proses tesisine kadar altı farklı alanda hizmet veriyoruz.",
  },
  projects: {
    heading: "Son projeler",
    intro: "Bir kimya tesisi, bir ilaç tesisi ve bir otel: son üç projemiz ve elde ettiğimiz sonuçlar.",
  },
  process: {
    heading: "Bir proje nasıl yürür?",
    intro: "Her birinin net bir sorumlusu ve tarihi olan dört adım.",
    steps: [
      {
        title: "Talep ve sabit fiyatlı teklif",
        duration: "48 saat içinde",
        text: "Çizimleri, fotoğrafları veya adresi ve ihtiyacınız olan çıktıları gönderin. Kapsam, LOD ve hassasiyeti netleştirip sabit fiyat teklif ediyoruz.",
      },
      {
        title: "Sahada tarama",
        duration: "5–6 günde sahada",
        text: "Standart mobilizasyon 5–6 gün, acil işlerde 48–72 saattir. Elektronik takeometre ve GNSS/RTK ile kontrol ağı kurup kararlaştırılan tüm alanları tarıyoruz.",
      },
      {
        title: "Birleştirme, modelleme ve kalite kontrol",
        duration: "24 saatte QA notu",
        text: "Taramalar kontrol ağına birleştirilir; kontrol noktalarındaki artık hatalar 3 mm'yi aşmaz. 24 saat içinde kısa bir QA değerlendirme notu gönderilir, ardından modelleme başlar.",
      },
      {
        title: "Teslim ve revizyonlar",
        duration: "Genellikle 48–72 saat",
        text: "Çoğu projede çıktılar taramadan 48–72 saat sonra, QA/QC raporuyla birlikte teslim edilir. Tarihi yapı rölövelerinde ve kapsamlı BIM işlerinde teslim tarihi teklifte sabitlenir.",
      },
    ],
  },
  deliverables: {
    heading: "Neler teslim alırsınız?",
    intro: "Yazılımınızın açtığı formatlarda, kendi koordinat sisteminizde ve standartlarınıza uygun dosyalar.",
    items: [
      {
        title: "BIM modelleri",
        text: "Teklifte kararlaştırılan LOD seviyesinde mimari, yapısal ve MEP modelleri; tasarım ve koordinasyona hazır.",
      },
      {
        title: "2D CAD çizimleri",
        text: "1:50, 1:100 veya 1:200 ölçekte planlar, kesitler ve görünüşler; sizin katman yapınız ve antetlerinizle.",
      },
      {
        title: "Nokta bulutları",
        text: "±2–4 mm hassasiyette birleştirilmiş, temizlenmiş ve jeoreferanslı taramalar; Revit, AutoCAD veya Navisworks'e doğrudan yüklenebilir.",
      },
      {
        title: "Ortofotolar",
        text: "Lazer taramadan veya drone fotogrametrisinden üretilen, ölçekli ve distorsiyonsuz cephe ve saha görüntüleri.",
      },
      {
        title: "Ölçüm veri dosyaları",
        text: "Haritacınız veya CBS sisteminiz için ulusal koordinat sisteminde kontrol noktaları, koordinatlar ve kotlar.",
      },
      {
        title: "QA/QC raporları",
        text: "Birleştirme RMSE'si, kontrol noktalarındaki artık hatalar ve sapma kontrolleri; ulaşılan hassasiyeti kendiniz görebilirsiniz.",
      },
      {
        title: "3D yüzey modelleri ve dokulu modeller",
        text: "Görselleştirme, planlama ve arşiv için binaların, yapıların ve arazinin fotoğraf dokulu 3D yüzey modelleri.",
      },
      {
        title: "Topografik haritalar ve vaziyet planları",
        text: "İmar başvuruları ve saha tasarımı için kotlar, eş yükselti eğrileri, sınırlar ve arazi detayları.",
      },
      {
        title: "Sanal turlar",
        text: "Panoramik sanal geziler ve tarayıcıda çalışan Visual Plant görüntüleyicisi; ekipleriniz ve yükleniciler için rol tabanlı erişimle.",
      },
    ],
  },
  faq: {
    heading: "Sıkça sorulan sorular",
    items: [
      {
        q: "3D lazer tarama ile ölçümün maliyeti nedir?",
        a: "Her iş sabit fiyatla teklif edilir; kabul ettiğiniz fiyat, ödeyeceğiniz fiyattır. Fiyat; taranacak alana, erişim koşullarına, detay seviyesine ve çıktılara göre belirlenir. Çizim, fotoğraf veya adres gönderin, 48 saat içinde teklifinizi alın.",
      },
      {
        q: "Ölçümleriniz ne kadar hassas?",
        a: "Birleştirilmiş nokta bulutlarının hassasiyeti genellikle ±2–4 mm'dir; modellemeden önce kontrol noktalarındaki artık hataların 3 mm'yi aşmadığı kontrol edilir. BIM modelleri ±5–10 mm, mimari rölöveler planimetrik ±6 mm hassasiyetle teslim edilir. Her projeyle birlikte ulaşılan değerleri gösteren bir QA/QC raporu verilir.",
      },
      {
        q: "Ne kadar hızlı başlayıp teslim edebilirsiniz?",
        a: "Standart mobilizasyon 5–6 gün, acil işlerde 48–72 saattir; 1.000 m²'nin altındaki sahalar 3 günden kısa sürede programa alınabilir. Çoğu projede çıktılar taramadan 48–72 saat sonra, inşaat ve drone işlerinde 24–72 saat içinde teslim edilir. Cephe ve tarihi yapı rölöveleri ile kapsamlı BIM işleri daha uzun sürer; teslim tarihleri teklifte sabitlenir.",
      },
      {
        q: "Hangi formatlarda ve hangi yazılımlar için teslim ediyorsunuz?",
        a: "Revit (RVT) ve IFC modelleri; DWG, DXF ve PDF çizimler; E57, RCP ve LAS nokta bulutları; GeoTIFF ortofotolar ve CSV, TXT veya LandXML ölçüm verileri teslim ediyoruz. Kullandığınız yazılımı ve sürümünü, şablonlarınızı ve adlandırma kurallarınızı bildirin; dosyalar bunlara uygun hazırlanır.",
      },
      {
        q: "Türkiye ve Macaristan dışında da çalışıyor musunuz?",
        a: "Evet. Budapeşte ve İstanbul ofislerimizden bugüne kadar 15+ ülkede çalıştık; en sık Macaristan, Türkiye ve Almanya'da, bunun yanı sıra Avrupa ve Orta Doğu genelinde. Ölçümler ilgili ülkenin ulusal koordinat sistemine bağlanır: Macaristan'da EOV, Türkiye'de TUREF, Almanya'da ETRS89/UTM gibi.",
      },
    ],
  },
  cta: {
    heading: "Projenizi bize anlatın",
    text: "Çizim, fotoğraf ya da yalnızca bir adres gönderin. 48 saat içinde sabit fiyatlı teklifinizi alın ya da sizinkine benzer sahaları taramış bir ölçüm uzmanımızla görüşün.",
  },
} satisfies SameShape<typeof en>;

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
        title: "Milimetrik doğrulukta veri",
        text: "{{pointCloudAccuracy}} doğrulukta birleştirilmiş nokta bulutları. Modellemeden önce kontrol noktalarındaki artık hataların {{controlResidualsMm}} mm'yi aşmadığı doğrulanır.",
        metric: "nokta bulutu doğruluğu",
      },
      {
        title: "Sabit fiyat, hızlı teklif",
        text: "Kapsam, LOD, doğruluk ve çıktılar teklifte yazılıdır. Teklifteki sabit fiyat geçerli kalır; sonradan ek ücret çıkmaz.",
        metric: "içinde sabit fiyatlı teklif",
      },
      {
        title: "İhtiyaç duyduğunuzda sahadayız",
        text: "Standart mobilizasyon {{mobilisationStandardDays}} gün, acil işlerde {{mobilisationUrgentHours}} saat. Çoğu projede çıktılar taramadan {{turnaroundHours}} saat sonra teslim edilir.",
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
        duration: "{{quoteTurnaroundHours}} saat içinde",
        text: "Çizimleri, fotoğrafları veya adresi ve ihtiyacınız olan çıktıları gönderin. Kapsam, LOD ve doğruluğu netleştirip sabit fiyat teklif ediyoruz.",
      },
      {
        title: "Sahada tarama",
        duration: "{{mobilisationStandardDays}} günde sahada",
        text: "Standart mobilizasyon {{mobilisationStandardDays}} gün, acil işlerde {{mobilisationUrgentHours}} saattir. Elektronik takeometre ve GNSS/RTK ile kontrol ağı kurup kararlaştırılan tüm alanları tarıyoruz.",
      },
      {
        title: "Birleştirme, modelleme ve kalite kontrol",
        duration: "{{qaMemoHours}} saatte QA notu",
        text: "Taramalar kontrol ağına birleştirilir; kontrol noktalarındaki artık hatalar {{controlResidualsMm}} mm'yi aşmaz. {{qaMemoHours}} saat içinde kısa bir QA değerlendirme notu gönderilir, ardından modelleme başlar.",
      },
      {
        title: "Teslim ve revizyonlar",
        duration: "Genellikle {{turnaroundHours}} saat",
        text: "Çoğu projede çıktılar taramadan {{turnaroundHours}} saat sonra, QA/QC raporuyla birlikte teslim edilir. Tarihi yapı rölövelerinde ve kapsamlı BIM işlerinde teslim tarihi teklifte sabitlenir.",
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
        text: "İhtiyacınız olan ölçekte ({{drawingScales}}) planlar, kesitler ve görünüşler; sizin katman yapınız ve antetlerinizle.",
      },
      {
        title: "Nokta bulutları",
        text: "{{pointCloudAccuracy}} doğrulukta birleştirilmiş, temizlenmiş ve jeoreferanslı taramalar; Revit, AutoCAD veya Navisworks'e doğrudan yüklenebilir.",
      },
      {
        title: "Ortofotolar",
        text: "Lazer taramadan veya drone fotogrametrisinden üretilen, ölçekli ve distorsiyonsuz cephe ve saha görüntüleri.",
      },
      {
        title: "Ölçüm veri dosyaları",
        text: "Harita mühendisiniz veya CBS yazılımınız için ulusal koordinat sisteminde kontrol noktaları, koordinatlar ve kotlar.",
      },
      {
        title: "QA/QC raporları",
        text: "Birleştirme RMSE'si, kontrol noktalarındaki artık hatalar ve sapma kontrolleri; ulaşılan doğruluğu kendiniz görebilirsiniz.",
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
        title: "Sanal turlar ve web görüntüleyici",
        text: "Panoramik sanal geziler ve tarayıcıda çalışan Visual Plant görüntüleyicisi; ekipleriniz ve yükleniciler için rol tabanlı erişimle.",
      },
    ],
  },
  faq: {
    heading: "Sıkça sorulan sorular",
    items: [
      {
        q: "3D lazer tarama ile ölçümün maliyeti nedir?",
        a: "Her iş sabit fiyatla teklif edilir; teklifteki fiyat geçerli kalır, sonradan ek ücret çıkmaz. Fiyat; taranacak alana, erişim koşullarına, detay seviyesine ve çıktılara göre belirlenir. Çizim, fotoğraf veya adres gönderin, {{quoteTurnaroundHours}} saat içinde teklifinizi alın.",
      },
      {
        q: "Ölçümleriniz ne kadar doğru?",
        a: "Birleştirilmiş nokta bulutlarının doğruluğu genellikle {{pointCloudAccuracy}}'dir; modellemeden önce kontrol noktalarındaki artık hataların {{controlResidualsMm}} mm'yi aşmadığı kontrol edilir. BIM modelleri {{bimTolerance}}, mimari rölöveler planimetrik {{architecturalPlanimetric}} doğrulukla teslim edilir. Her projeyle birlikte ulaşılan değerleri gösteren bir QA/QC raporu verilir.",
      },
      {
        q: "Ne kadar hızlı başlayıp teslim edebilirsiniz?",
        a: "Standart mobilizasyon {{mobilisationStandardDays}} gün, acil işlerde {{mobilisationUrgentHours}} saattir; {{smallSiteArea}} m²'nin altındaki sahalar {{smallSiteMobilisationDays}} günden kısa sürede programa alınabilir. Çoğu projede çıktılar taramadan {{turnaroundHours}} saat sonra, inşaat ve drone işlerinde {{constructionDroneTurnaroundHours}} saat içinde teslim edilir. Cephe ve tarihi yapı rölöveleri ile kapsamlı BIM işleri daha uzun sürer; teslim tarihleri teklifte sabitlenir.",
      },
      {
        q: "Hangi formatlarda ve hangi yazılımlar için teslim ediyorsunuz?",
        a: "Revit (RVT) ve IFC modelleri; DWG, DXF ve PDF çizimler; E57, RCP ve LAS nokta bulutları; GeoTIFF ortofotolar ve CSV, TXT veya LandXML ölçüm verileri teslim ediyoruz. Kullandığınız yazılımı ve sürümünü, şablonlarınızı ve adlandırma kurallarınızı bildirin; dosyalar bunlara uygun hazırlanır.",
      },
      {
        q: "Türkiye ve Macaristan dışında da çalışıyor musunuz?",
        a: "Evet. Budapeşte ve İstanbul ofislerimizden bugüne kadar {{countries}} ülkede çalıştık; en sık Macaristan, Türkiye ve Almanya'da, bunun yanı sıra Avrupa ve Orta Doğu genelinde. Ölçümler ilgili ülkenin ulusal koordinat sistemine bağlanır: Macaristan'da EOV, Türkiye'de TUREF, Almanya'da ETRS89/UTM gibi.",
      },
    ],
  },
  cta: {
    heading: "Projenizi bize anlatın",
    text: "Çizim, fotoğraf ya da yalnızca bir adres gönderin. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi alın ya da sizinkine benzer sahaları taramış bir harita mühendisimizle görüşün.",
  },
} satisfies SameShape<typeof en>;

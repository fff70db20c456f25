import { surveyServicePage } from "~/templates/survey-service";

export default surveyServicePage({
  hero: {
    eyebrow: "İnşaat aplikasyonu",
    lead: "Saha mühendislerimiz aks, kot ve ankraj bulonlarını takeometre ve GNSS/RTK ile ±3–5 mm hassasiyetle aplike eder, her kontrolden sonra 1 saat içinde sapma raporu verir.",
    actions: [
      { label: "Ölçüm Ekibi Talep Edin", to: "get-a-quote" },
      { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±3–5 mm", label: "Aplikasyon hassasiyeti" },
      { value: "24–48 saat", label: "Sahaya mobilizasyon süresi" },
      { value: "1 saat", label: "Kontrol sonrası sapma raporu" },
      { value: "7/24", label: "Ulaşılabilirlik" },
    ],
    visual: {
      name: "setting-out",
      alt: "Aks kesişimlerinde artı işaretleri bulunan bir bina aks ağı; sehpa üzerindeki bir takeometreden işaretlerin üçüne uzanan nişan çizgileri",
    },
  },
  anchorNavLabel: "Bu sayfada",
  whatIs: {
    nav: "Genel Bakış",
    heading: "İnşaat aplikasyonu nedir?",
    term: "Aplikasyon",
    text: "Aplikasyon, çizim ve modellerdeki tasarımı araziye aktarır: akslar, bina köşeleri, kazıklar, kolonlar, ankraj bulonları, kotlar ve altyapı hatları olmaları gereken yerde işaretlenir. Harita mühendislerimiz koordinasyonu tamamlanmış tasarımınızdan çalışır, sahada kontrol ağını kurup denetler ve her aşamayı yapıldıkça yeniden ölçer.",
    points: [
      "Tek bir nokta işaretlenmeden önce kurulan ve denetlenen saha kontrol ağı",
      "±3–5 mm hassasiyetle aks, kazık, kolon, ankraj bulonu ve kot aplikasyonu",
      "1 saat içinde sapma raporuyla uygulama kontrolleri",
      "Yerel saha koordinat sisteminizde veya ulusal sistemde koordinatlar: EOV/HD72, TUREF/ITRF96 ya da ETRS89/UTM",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Yükleniciler neden aplikasyon ekibimizi tercih ediyor?",
    intro:
      "Aplikasyon hataları geç ortaya çıkar ve düzeltilmesi en pahalı hatalardır. Sahaya hızla yetkin bir harita mühendisi gönderiyor, işaretlediğimiz her noktayı belgeliyoruz.",
    cards: [
      {
        icon: "target",
        title: "Dar toleranslar",
        text: "Saha kontrol ağına göre denetlenen elektronik takeometre ve GNSS/RTK çalışması, işaretlenen konumları ±3–5 mm içinde tutar.",
        metric: { value: "±3–5 mm", label: "aplikasyon hassasiyeti" },
      },
      {
        icon: "fast",
        title: "24–48 saatte sahada",
        text: "Kalibre edilmiş cihazlarıyla harita mühendisimiz talebinizden sonraki 24–48 saat içinde sahadadır; gece betonları ve duruşlar için 7/24 hizmet veriyoruz.",
        metric: { value: "24–48 saat", label: "mobilizasyon" },
      },
      {
        icon: "report",
        title: "Bir saatte sapma raporu",
        text: "Her kontrolden sonra 1 saat içinde sapma raporunu alırsınız; kalıp, donatı veya bulonlar bir sonraki ekip işe başlamadan düzeltilir.",
        metric: { value: "1 saat", label: "içinde sapma raporu" },
      },
      {
        icon: "shield",
        title: "Belgelenmiş QA/QC",
        text: "Cihazlar her ziyarette kontrol edilir, kapanmalar kayda geçirilir; takeometre QA/QC'si ±3 mm'dir ve aplike edilen her noktanın kaydı tutulur.",
        metric: { value: "±3 mm", label: "takeometre QA/QC" },
      },
    ],
  },
  visual: {
    heading: "Tasarım modelinden sahadaki işaretlere",
    visual: {
      name: "setting-out",
      alt: "Tarama noktalarıyla taranmış bir bina aks ağının vaziyet planı; aks kesişimlerinde artı işaretleri ve planı yatay olarak kesen bir lazer tarama çizgisi",
    },
    caption:
      "Tasarım koordinatları saha kontrol ağına göre doğrulanır, takeometre veya GNSS/RTK ile araziye aplike edilir, ardından yapılan imalat yeniden ölçülerek tasarımla karşılaştırılır.",
    metrics: [
      { value: "±3–5 mm", label: "aplikasyon" },
      { value: "±3 mm", label: "takeometre QA/QC" },
      { value: "1 saat", label: "içinde sapma raporu" },
      { value: "7/24", label: "ulaşılabilirlik" },
    ],
  },
  scope: {
    nav: "Kapsam",
    heading: "Hizmetin kapsamı",
    intro: "Aplikasyon, harita mühendisi başına günlük ücretle fiyatlandırılır; yalnızca iş programınızın gerektirdiği saha günleri için ödeme yaparsınız.",
    included: {
      heading: "Standart olarak dahil",
      items: [
        "Saha çalışmasından önce tasarım çizim ve modellerinin koordinat ve ölçü çakışmaları açısından incelenmesi",
        "Saha kontrol ağı: kontrol noktalarının tesisi, denetimi ve yeniden ölçülmesi",
        "Aksların, bina köşelerinin, kazıkların, kolonların ve ankraj bulonlarının aplikasyonu",
        "Kot aktarımı: röperler, tesviye kotları ve bitmiş döşeme kotları",
        "1 saat içinde sapma raporuyla uygulama kontrolleri",
        "Aplike edilen noktaların, cihaz kontrollerinin ve kapanmaların günlük kaydı",
      ],
    },
    addOns: {
      heading: "İsteğe bağlı ek hizmetler",
      items: [
        "7/24 gece, hafta sonu ve duruş vardiyaları",
        "Döşeme, duvar ve çelik yapıların modele göre lazer taramalı uygulama kontrolü",
        "Döşeme kotu ve düzlük ölçümleri",
        "Kazı ve kazık imalatı sırasında oturma ve deformasyon izleme",
        "Yol, drenaj ve altyapı aplikasyonu",
        "Uzun süreli programlar için sahada daimi harita mühendisi",
      ],
    },
  },
  formats: {
    nav: "Formatlar",
    heading: "Teslim formatları",
    intro: "Kayıtlar, saha ve tasarım ekiplerinizin zaten kullandığı formatlarda aynı gün teslim edilir.",
    groups: [
      { title: "Raporlar", items: ["PDF sapma raporları", "XLSX nokta çizelgeleri"] },
      { title: "Koordinat verileri", items: ["CSV koordinat listeleri", "Ham takeometre ve GNSS dosyaları"] },
      { title: "CAD çizimleri", items: ["DWG", "DXF"] },
      { title: "Nokta bulutları", items: ["E57", "RCP/RCS (Autodesk ReCap)"] },
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Aplikasyon hakkında sorular",
    items: [
      {
        q: "Aplikasyon hassasiyetiniz nedir?",
        a: "Elemana ve saha koşullarına bağlı olarak ±3–5 mm hassasiyetle aplikasyon yapıyoruz. Her ziyaret saha kontrol ağının denetlenmesiyle başlar; takeometre QA/QC prosedürümüz cihaz hatasını ±3 mm içinde tutar.",
      },
      {
        q: "Harita mühendisi sahaya ne kadar sürede gelebilir?",
        a: "Talebinizden sonraki 24–48 saat içinde sahaya mobilize oluyoruz; ekibimiz gece çalışmaları, hafta sonu beton dökümleri ve planlı duruşlar için 7/24 hizmet veriyor. Uzun süreli programlarda aynı harita mühendisini sahanızda tutabiliriz.",
      },
      {
        q: "Aplikasyon nasıl fiyatlandırılır?",
        a: "İşe başlamadan önce üzerinde anlaşılan, harita mühendisi başına günlük ücretle. Günlük ücrete harita mühendisi, kalibre edilmiş takeometre ve GNSS/RTK ekipmanı ile günlük kayıtlar dahildir. Uzun süreli programlar için sabit fiyatlı bir paket teklif ediyoruz.",
      },
      {
        q: "Sapma raporu neyi gösterir?",
        a: "Ölçülen konum ve kotları tasarım koordinatlarıyla karşılaştırır ve her sapmayı belirttiğiniz toleransa göre listeler. Raporu kontrolden sonraki 1 saat içinde, nokta çizelgesiyle birlikte PDF olarak alırsınız; böylece hatalar beton dökülmeden düzeltilebilir.",
      },
      {
        q: "Hangi koordinat sistemlerinde çalışıyorsunuz?",
        a: "Projenizin yerel saha koordinat sisteminde veya ulusal sistemde çalışıyoruz: Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM. Aplikasyondan önce tasarım modeli ile saha kontrol ağı arasındaki dönüşümü kontrol ediyoruz; böylece bina tasarımda gösterildiği yere oturur.",
      },
      {
        q: "Takeometre mi, GNSS/RTK mı kullanıyorsunuz?",
        a: "Her ikisini de, her birini en güçlü olduğu yerde. Taşıyıcı sistem, ankraj bulonları ve milimetrik çalışma gerektiren her şey elektronik takeometreyle aplike edilir; GNSS/RTK ise açık arazide hafriyat, yol ve drenaj işlerini hızlandırır.",
      },
      {
        q: "BIM modelimizden aplikasyon yapabilir misiniz?",
        a: "Evet. Aplikasyon noktalarını doğrudan IFC veya Revit modellerinden ve DWG çizimlerinden alıyor, sahaya çıkmadan önce koordinat ve ölçü tutarsızlıklarını bildiriyoruz. Uygulama kontrolleri de aynı modele göre raporlanır.",
      },
      {
        q: "Ölçüm ekibi talep etmek için neler gerekiyor?",
        a: "Güncel çizimler veya model, saha kontrol ağı ya da röper bilgileri, aplike edilecek elemanlar ve tarihleriniz. Bunları talebinizle birlikte gönderin; harita mühendisini ve iş programını teyit edelim.",
      },
    ],
  },
  cta: {
    heading: "Aplikasyon için ölçüm ekibi talep edin",
    text: "Sahayı, aplike edilecek elemanları ve tarihlerinizi bildirin. 24–48 saat içinde sahadayız ve 7/24 hizmet veriyoruz.",
    actions: [
      { label: "Ölçüm Ekibi Talep Edin", to: "get-a-quote" },
      { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
    ],
  },
  service: { serviceType: "İnşaat aplikasyonu" },
});

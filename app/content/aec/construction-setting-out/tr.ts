import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "İnşaat aplikasyonu",
    lead: "Harita mühendislerimiz aks, kot ve ankraj bulonlarını takeometre ve GNSS/RTK ile {{settingOutAccuracy}} doğrulukla aplike eder, her kontrolden sonra {{deviationReportHours}} saat içinde sapma raporu verir.",
    facts: [
      "Aplikasyon doğruluğu",
      "Sahaya mobilizasyon süresi",
      "Kontrol sonrası sapma raporu",
      "Ulaşılabilirlik",
    ],
    alt: "Aks kesişimlerinde artı işaretleri bulunan bir bina aks ağı; sehpa üzerindeki bir takeometreden işaretlerin üçüne uzanan nişan çizgileri",
    actions: [
      "Ölçüm ekibi talep edin",
      "Uzmanla görüşün",
    ],
  },
  definition: {
    nav: "Genel bakış",
    heading: "İnşaat aplikasyonu nedir?",
    term: "Aplikasyon",
    text: "Aplikasyon, çizim ve modellerdeki tasarımı araziye aktarır: akslar, bina köşeleri, kazıklar, kolonlar, ankraj bulonları, kotlar ve altyapı hatları olmaları gereken yerde işaretlenir. Harita mühendislerimiz koordinasyonu tamamlanmış tasarımınızdan çalışır, sahada kontrol ağını kurup denetler ve her aşamayı yapıldıkça yeniden ölçer.",
    points: [
      "Tek bir nokta işaretlenmeden önce kurulan ve denetlenen saha kontrol ağı",
      "{{settingOutAccuracy}} doğrulukla aks, kazık, kolon, ankraj bulonu ve kot aplikasyonu",
      "{{deviationReportHours}} saat içinde sapma raporuyla uygulama kontrolleri",
      "Yerel saha koordinat sisteminizde veya ulusal sistemde koordinatlar: EOV/HD72, TUREF/ITRF96 ya da ETRS89/UTM",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Yükleniciler neden aplikasyon ekibimizi tercih ediyor?",
    intro: "Aplikasyon hataları geç ortaya çıkar ve düzeltilmesi en pahalı hatalardır. Sahaya hızla yetkin bir harita mühendisi gönderiyor, işaretlediğimiz her noktayı belgeliyoruz.",
    cards: [
      {
        title: "Dar toleranslar",
        text: "Saha kontrol ağına göre denetlenen elektronik takeometre ve GNSS/RTK çalışması, işaretlenen konumları {{settingOutAccuracy}} içinde tutar.",
        metric: "aplikasyon doğruluğu",
      },
      {
        title: "{{settingOutMobilisationHours}} saatte sahada",
        text: "Kalibre edilmiş cihazlarıyla harita mühendisimiz talebinizden sonraki {{settingOutMobilisationHours}} saat içinde sahadadır; gece betonları ve duruşlar için {{alwaysAvailable}} hizmet veriyoruz.",
        metric: "mobilizasyon",
      },
      {
        title: "Bir saatte sapma raporu",
        text: "Her kontrolden sonra {{deviationReportHours}} saat içinde sapma raporunu alırsınız; kalıp, donatı veya bulonlar bir sonraki ekip işe başlamadan düzeltilir.",
        metric: "içinde sapma raporu",
      },
      {
        title: "Belgelenmiş QA/QC",
        text: "Cihazlar her ziyarette kontrol edilir, kapanmalar kayda geçirilir; takeometre QA/QC'si {{totalStationQa}}'dir ve aplike edilen her noktanın kaydı tutulur.",
        metric: "takeometre QA/QC",
      },
    ],
  },
  visual: {
    heading: "Tasarım modelinden sahadaki işaretlere",
    alt: "Tarama noktalarıyla gölgelendirilmiş bir bina aks ağının vaziyet planı; aks kesişimlerinde artı işaretleri ve planı yatay olarak kesen bir lazer tarama çizgisi",
    caption: "Tasarım koordinatları saha kontrol ağına göre doğrulanır, takeometre veya GNSS/RTK ile araziye aplike edilir, ardından yapılan imalat yeniden ölçülerek tasarımla karşılaştırılır.",
    metrics: [
      "aplikasyon",
      "takeometre QA/QC",
      "içinde sapma raporu",
      "ulaşılabilirlik",
    ],
  },
  scope: {
    nav: "Kapsam",
    heading: "Hizmetin kapsamı",
    intro: "Aplikasyon, harita mühendisi başına günlük ücretle fiyatlandırılır; yalnızca iş programınızın gerektirdiği saha günleri için ödeme yaparsınız.",
    included: [
      "Saha çalışmasından önce tasarım çizim ve modellerinin koordinat ve ölçü çakışmaları açısından incelenmesi",
      "Saha kontrol ağı: kontrol noktalarının tesisi, denetimi ve yeniden ölçülmesi",
      "Aksların, bina köşelerinin, kazıkların, kolonların ve ankraj bulonlarının aplikasyonu",
      "Kot aktarımı: röperler, tesviye kotları ve bitmiş döşeme kotları",
      "{{deviationReportHours}} saat içinde sapma raporuyla uygulama kontrolleri",
      "Aplike edilen noktaların, cihaz kontrollerinin ve kapanmaların günlük kaydı",
    ],
    addOns: [
      "{{alwaysAvailable}} gece, hafta sonu ve duruş vardiyaları",
      "Döşeme, duvar ve çelik yapıların modele göre lazer taramalı uygulama kontrolü",
      "Döşeme kotu ve düzlük ölçümleri",
      "Kazı ve kazık imalatı sırasında oturma ve deformasyon izleme",
      "Yol, drenaj ve altyapı aplikasyonu",
      "Uzun süreli programlar için sahada daimi harita mühendisi",
    ],
  },
  formats: {
    nav: "Formatlar",
    heading: "Teslim formatları",
    intro: "Kayıtlar, saha ve tasarım ekiplerinizin zaten kullandığı formatlarda aynı gün teslim edilir.",
    groups: [
      "Sapma raporları ve nokta çizelgeleri",
      "Koordinat listeleri, ham takeometre ve GNSS dosyaları",
      "CAD çizimleri",
      "Nokta bulutları",
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Aplikasyon hakkında sorular",
    items: [
      {
        q: "Aplikasyon doğruluğunuz nedir?",
        a: "Elemana ve saha koşullarına bağlı olarak {{settingOutAccuracy}} doğrulukla aplikasyon yapıyoruz. Her ziyaret saha kontrol ağının denetlenmesiyle başlar; takeometre QA/QC prosedürümüz cihaz hatasını {{totalStationQa}} içinde tutar.",
      },
      {
        q: "Harita mühendisi sahaya ne kadar sürede gelebilir?",
        a: "Talebinizden sonraki {{settingOutMobilisationHours}} saat içinde sahaya mobilize oluyoruz; ekibimiz gece çalışmaları, hafta sonu beton dökümleri ve planlı duruşlar için {{alwaysAvailable}} hizmet veriyor. Uzun süreli programlarda aynı harita mühendisini sahanızda tutabiliriz.",
      },
      {
        q: "Aplikasyon nasıl fiyatlandırılır?",
        a: "İşe başlamadan önce üzerinde anlaşılan, harita mühendisi başına günlük ücretle. Günlük ücrete harita mühendisi, kalibre edilmiş takeometre ve GNSS/RTK ekipmanı ile günlük kayıtlar dahildir. Uzun süreli programlar için sabit fiyatlı bir paket teklif ediyoruz.",
      },
      {
        q: "Sapma raporu neyi gösterir?",
        a: "Ölçülen konum ve kotları tasarım koordinatlarıyla karşılaştırır ve her sapmayı belirttiğiniz toleransa göre listeler. Raporu kontrolden sonraki {{deviationReportHours}} saat içinde, nokta çizelgesiyle birlikte PDF olarak alırsınız; böylece hatalar beton dökülmeden düzeltilebilir.",
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
    text: "Sahayı, aplike edilecek elemanları ve tarihlerinizi bildirin. {{settingOutMobilisationHours}} saat içinde sahadayız ve {{alwaysAvailable}} hizmet veriyoruz.",
    actions: [
      "Ölçüm ekibi talep edin",
      "Uzmanla görüşün",
    ],
  },
} satisfies SameShape<typeof en>;

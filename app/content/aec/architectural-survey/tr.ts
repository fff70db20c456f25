import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Mimari rölöve",
    lead: "Mevcut binaların lazer taramayla üretilen, kontrol ağına göre doğrulanmış planları, kesitleri, görünüşleri ve Revit modelleri; teslimden sonra 48 saatlik revizyon süresiyle.",
    facts: [
      "Planimetrik hassasiyet",
      "Düşey hassasiyet",
      "Ortalama birleştirme RMSE'si",
      "Teslim sonrası revizyon süresi",
    ],
    alt: "Birkaç odanın kat planı; duvarlar tarama noktalarının üzerine çizilmiş, nişan çizgileriyle birbirine bağlı beş tarayıcı konumu ve yatay bir lazer tarama çizgisi",
  },
  outcomes: {
    nav: "Kazanımlar",
    heading: "Mimari rölöveden ne elde edersiniz?",
    intro: "Bir rölöve ancak tasarım ekibi ona güvenebildiğinde işe yarar. Toleransları baştan belirtir, QA/QC raporuyla kanıtlarız.",
    cards: [
      {
        title: "Binayla örtüşen çizimler",
        text: "Duvarlar, boşluklar ve kotlar arşiv çizimlerinden kopyalanmaz; belirtilen planimetrik toleransla nokta bulutundan ölçülür.",
        metric: "planimetrik hassasiyet",
      },
      {
        title: "Sahada daha az sürpriz",
        text: "Ölçülmüş mevcut durum üzerine tasarlayın; yüklenici işe başladıktan sonra gelen değişiklikler azalsın.",
        metric: "daha az geç değişiklik",
      },
      {
        title: "Saha ziyaretinden birkaç gün sonra çizimler",
        text: "Birleştirme, kalite kontrol ve çizim, sahadan ayrıldığımız gün başlar; ilk çıktılar genellikle 48–72 saat içinde gelir.",
        metric: "taramadan sonra tipik teslim süresi",
      },
      {
        title: "Baştan belli sabit fiyat",
        text: "1.000 m²'nin altındaki mülklerde fiyat KDV hariç 1.500 USD'den başlar. Daha büyük binalar için 48 saat içinde sabit fiyatlı teklif verilir.",
        metric: "başlangıç fiyatı, KDV hariç, 1.000 m² altı",
      },
    ],
  },
  process: {
    nav: "Süreç",
    heading: "Mimari rölöve nasıl yürür?",
    intro: "Talebinizden, ekibinizin üzerinde çalışabileceği çizimlere dört adımda.",
    steps: [
      {
        title: "Talep ve Planlama",
        duration: "Mobilizasyon 5–6 gün",
        text: "Adresi, kat alanını ve ihtiyacınız olan çizimleri veya modeli gönderin. Kapsam, LOD ve ölçeği sabit fiyatlı teklifte netleştirip saha ziyaretini planlıyoruz.",
      },
      {
        title: "Sahada Tarama",
        duration: "1.000 m² altı: 3 günden kısa",
        text: "1.000 m²'den küçük mülklerde 3 günden kısa sürede sahadayız. Elektronik takeometreyle kontrol noktalarını kurup kapsamdaki tüm odaları, cepheleri ve çatı aralarını tarıyoruz.",
      },
      {
        title: "İşleme ve Kalite Kontrol",
        duration: "Taramadan 48–72 saat sonra",
        text: "Taramalar kontrol ağına ortalama en fazla 3 mm RMSE ile birleştirilir, ardından çizilir veya modellenir ve nokta bulutuna göre kontrol edilir.",
      },
      {
        title: "Teslim ve Revizyonlar",
        duration: "48 saatlik revizyon süresi",
        text: "Çizimleri, modeli, nokta bulutunu ve QA/QC raporunu teslim alırsınız. Teslimden sonraki 48 saat içinde yorumlarınızı iletin, revizyonları ek ücret almadan yapalım.",
      },
    ],
  },
  audiences: {
    nav: "Kimler İçin",
    heading: "Kimlere hizmet veriyoruz?",
    cards: [
      {
        title: "Mimarlar",
        text: "Fizibilite, ruhsat ve yenileme projeleri için kendi şablon ve katman standartlarınızda doğru altlık çizimler ve Revit modelleri.",
      },
      {
        title: "Gayrimenkul geliştiriciler",
        text: "Yatırım öncesi inceleme, değerleme ve erken tasarım kararları için doğrulanmış alanlar ve mevcut durum kayıtları.",
      },
      {
        title: "Yükleniciler",
        text: "Söküm başlamadan önce iş yöntem planları, prefabrikasyon ve koordinasyon için ölçülmüş mevcut durum verisi.",
      },
    ],
  },
  testimonials: {
    nav: "Referanslar",
    heading: "Müşterilerimiz ne diyor?",
    items: [
      {
        quote: "Her katı birbirinden farklı olan tescilli apartman blokları yeniliyoruz. Pontos 3D'nin verdiği planlar ve Revit modeli sahadaki duvarlarla birebir örtüştü; revizyon turu da bir günde tamamlandı.",
        role: "Proje Mimarı, Budapeşte",
      },
      {
        quote: "Rölöve, birleştirme değerlerini gösteren bir QA/QC raporuyla geldi; mühendislerimiz prefabrikasyondan önce hiçbir şeyi yeniden ölçmek zorunda kalmadı.",
        role: "Proje Müdürü, İstanbul",
      },
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Sıkça sorulan sorular",
    items: [
      {
        q: "Mimari rölöve ne kadar hassastır?",
        a: "Standart hassasiyetimiz planimetrik ±6 mm, düşey ±5 mm'dir. Taramalar kontrol ağına ortalama en fazla 3 mm RMSE ile birleştirilir. Ulaşılan değerler, çizimlerle birlikte teslim edilen QA/QC raporunda belirtilir.",
      },
      {
        q: "Mimari rölövenin maliyeti nedir?",
        a: "1.000 m²'nin altındaki mülklerde rölöve KDV hariç 1.500 USD'den başlar. Daha büyük veya karmaşık binalar; kat alanı, erişim ve ihtiyacınız olan çıktılara göre sabit fiyatla teklif edilir. Teklif, talebinizden sonraki 48 saat içinde elinizde olur.",
      },
      {
        q: "Ne kadar sürede ölçüp teslim edebilirsiniz?",
        a: "Standart mobilizasyon siparişten itibaren 5–6 gündür; 1.000 m²'nin altındaki mülkler 3 günden kısa sürede taranır. Acil işlerde 48–72 saat içinde mobilize olabiliyoruz. Çıktılar genellikle taramadan 48–72 saat sonra teslim edilir.",
      },
      {
        q: "Hangi çıktıları teslim alırız?",
        a: "1:50, 1:100 veya 1:200 ölçekte DWG ve PDF formatında kat planları, kesitler ve görünüşler ile LOD 200–300 seviyesinde Revit veya IFC modeller; talep üzerine LOD 350 ve 400. Ayrıca E57 veya RCP formatında birleştirilmiş nokta bulutu ve bir QA/QC raporu teslim edilir.",
      },
      {
        q: "48 saatlik revizyon süresi nasıl işler?",
        a: "Teslimden sonra çizimleri ve modeli inceleyip yorumlarınızı iletmek için 48 saatiniz vardır. Nokta bulutuyla veya kararlaştırılan kapsamla örtüşmeyen her şeyi ek ücret almadan düzeltiriz. Kapsamın kendisinde yapılacak değişiklikler ayrıca fiyatlandırılır.",
      },
      {
        q: "Kullanımda olan bir binanın rölövesini çıkarabilir misiniz?",
        a: "Evet. Tarama sırasını tesis yönetiminizle oda oda planlar; kiracıları, çalışma saatlerini ve kısıtlı alanları gözeterek çalışırız. Tarama temassız ve sessizdir; bina normal şekilde kullanılmaya devam eder.",
      },
    ],
  },
  cta: {
    heading: "Binanızın rölövesini çıkaralım",
    text: "Adresi, kat alanını ve ihtiyacınız olan çizimleri bize bildirin. Sabit fiyatlı teklifiniz 48 saat içinde gelir.",
  },
  offer: {
    name: "Mimari rölöve, 1.000 m² altı mülk",
    eligibility: "KDV hariç, 1.000 m²'nin altındaki mülkler için",
  },
} satisfies SameShape<typeof en>;

import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Arazi ölçümü",
    lead: "Yatayda {{landHorizontal}}, düşeyde {{landVertical}} RMSE ile topografik ölçüm, arazi modelleri ve eş yükselti eğrili planlar; drone ile havadan ya da GNSS/RTK ve takeometreyle yerden.",
    facts: [
      "Yatay doğruluk (RMSE)",
      "Düşey doğruluk (RMSE)",
      "Drone ile günlük kapsama",
      "Saha çalışması sonrası teslim",
    ],
    alt: "Eş yükselti eğrileri bulunan, tarama noktalarıyla gölgelendirilmiş tel kafes arazi modeli; işaretli üç kontrol noktası ve yatay bir lazer tarama çizgisi",
  },
  definition: {
    nav: "Genel bakış",
    heading: "Arazi ölçümü nedir?",
    term: "Arazi ölçümü",
    text: "Arazi ölçümü, zeminin biçimini ve üzerindeki her şeyi ölçer: kotlar, sınırlar, binalar, yollar, ağaçlar ve görünür altyapı. Geniş alanlarda drone fotogrametrisini zeminde GNSS/RTK ve elektronik takeometre ölçümleriyle birleştiriyor, tümünü tek bir kontrol ağına bağlayıp sizin koordinat sisteminizde teslim ediyoruz.",
    points: [
      "Nokta kotları, kırık hatlar ve yüzey detaylarıyla topografik ölçüm",
      "Tasarım ve hafriyat için sayısal arazi modelleri ve eş yükselti eğrili planlar",
      "Tasarım ve aplikasyona temel olan, {{landControl}} doğrulukta kontrol ağı",
      "EOV/HD72, TUREF/ITRF96 veya ETRS89/UTM ulusal sistemleri ya da yerel saha koordinat sisteminiz",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Arazi ölçümünde neden bizimle çalışmalısınız?",
    intro: "Kotlandırma, drenaj ve hafriyat miktarlarının tamamı zemin modeline dayanır. Zemini belirtilen bir doğrulukla ölçüyor, bunu bağımsız kontrol noktalarıyla kanıtlıyoruz.",
    cards: [
      {
        title: "Beyan edilen, kanıtlanmış doğruluk",
        text: "Her ölçüm bağımsız noktalarla kontrol edilir ve RMSE olarak raporlanır: yatayda {{landHorizontal}}, düşeyde {{landVertical}}.",
        metric: "yatay RMSE",
      },
      {
        title: "Geniş alanlar, hızlı kapsama",
        text: "Drone fotogrametrisi günde {{landDroneHectaresPerDay}} hektara kadar alanı kapsar; doğruluk için yer kontrol noktaları, ağaç altı ve bordür detayları için GNSS/RTK kullanılır.",
        metric: "drone ile günde kapsanan alan",
      },
      {
        title: "Yeniden kullanılabilir kontrol ağı",
        text: "Kontrol ağı {{landControl}} doğrulukla kurulup size teslim edilir; tasarımcılar, yükleniciler ve aplikasyon ekipleri aynı noktalardan çalışır.",
        metric: "kontrol ağı",
      },
      {
        title: "Hızlı teslim",
        text: "Topografik planlar, arazi modelleri ve eş yükselti eğrileri saha çalışmasından {{landDeliveryDays}} gün sonra, tasarım ve imar süreçlerine hazır olarak teslim edilir.",
        metric: "teslim süresi",
      },
    ],
  },
  visual: {
    heading: "Saha verisinden arazi modeline",
    alt: "Tarama noktalarıyla dolu bir arazi kesiti; eş yükselti eğrileri ve bir kontrol ağı oluşturacak şekilde birbirine bağlanmış üç kontrol noktası",
    caption: "Drone görüntüleri ve GNSS/RTK gözlemleri kontrol ağına göre işlenerek tek bir koordinat sisteminde arazi modeline, eş yükselti eğrilerine ve topografik plana dönüştürülür.",
    metrics: [
      "yatay RMSE",
      "düşey RMSE",
      "kontrol ağı",
      "drone ile günlük kapsama",
    ],
  },
  scope: {
    nav: "Kapsam",
    heading: "Ölçümün kapsamı",
    intro: "Her ölçüm; alan sınırına, detay seviyesine ve ihtiyaç duyduğunuz çıktılara göre sabit fiyatla teklif edilir.",
    included: [
      "GNSS/RTK ve takeometreyle {{landControl}} doğrulukta kurulan kontrol ağı",
      "Topografik detay: binalar, bordürler, duvarlar, çitler, ağaçlar ve görünür altyapı",
      "Her eğim değişiminde nokta kotları ve kırık hatlar",
      "Sayısal arazi modeli ve eş yükselti eğrileri",
      "DWG ve PDF formatında topografik plan",
      "Kontrol noktası koordinatlarını ve doğruluk istatistiklerini içeren ölçüm raporu",
    ],
    addOns: [
      "Tüm alanın drone ortofotosu",
      "Kapak ve boru taban kotlarıyla rögar ve drenaj ölçümleri",
      "Sınır ve çit hattı ölçümleri",
      "Yollar ve hafriyat için en kesitler ve boy kesitler",
      "Kazı ve dolgu hacim hesapları",
      "Aynı altlık üzerinde {{treeStandardShort}} ağaç envanteri",
    ],
  },
  formats: {
    nav: "Formatlar",
    heading: "Teslim formatları",
    intro: "Dosyalar başlangıçta belirlenen koordinat sistemi ve yükseklik datumunda, CAD standardınıza uygun katmanlarla teslim edilir.",
    groups: [
      "CAD çizimleri",
      "Arazi modelleri ve yükseklik rasterları",
      "CBS verileri ve ortofotolar",
      "Nokta bulutları",
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Arazi ölçümü hakkında sorular",
    items: [
      {
        q: "Arazi ölçümünüzün doğruluğu nedir?",
        a: "Topografik veriler, bağımsız kontrol noktalarına göre RMSE olarak ifade edilen yatayda {{landHorizontal}} ve düşeyde {{landVertical}} doğrulukla teslim edilir. Bunun altındaki kontrol ağı {{landControl}} doğrulukla kurulur. Ölçüm raporu kontrol noktası koordinatlarını ve denetim sonuçlarını listeler; değerleri kendiniz doğrulayabilirsiniz.",
      },
      {
        q: "Drone mu, yersel ölçüm mü: hangisine ihtiyacım var?",
        a: "Drone günde {{landDroneHectaresPerDay}} hektara kadar alanı kapsar ve geniş, açık sahalara uygundur. Yerden, GNSS/RTK ve takeometreyle günde yaklaşık {{landGroundHectaresPerDay}} hektar ölçüyor ve kameranın göremediklerini alıyoruz: ağaç altındaki zemin, bordür yüzleri, rögar taban kotları ve eşikler. Çoğu sahada iki yöntem birlikte kullanılır; dağılımı teklifte öneriyoruz.",
      },
      {
        q: "Arazi ölçümü ne kadar sürer?",
        a: "Saha çalışmasının süresi yönteme bağlıdır: drone ile günde {{landDroneHectaresPerDay}} hektara kadar, yerden günde yaklaşık {{landGroundHectaresPerDay}} hektar. Çizimler ve modeller saha çalışmasından {{landDeliveryDays}} gün sonra teslim edilir.",
      },
      {
        q: "Hangi koordinat sistemini kullanıyorsunuz?",
        a: "Ulusal sistemde (Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM) ya da projenizin yerel saha koordinat sistemi varsa onda teslim ediyoruz. Aksi belirtilmedikçe yükseklikler ulusal yükseklik datumunda verilir.",
      },
      {
        q: "Sayısal arazi modeli nedir?",
        a: "Sayısal arazi modeli (SAM), binalar ve bitki örtüsü dışarıda bırakılarak nokta kotları ve kırık hatlardan oluşturulan çıplak zemin yüzeyidir. Tasarımcılar bunu kotlandırma, drenaj ve hafriyat miktarları için kullanır; biz de eş yükselti eğrileriyle birlikte LandXML veya GeoTIFF yükseklik rasterı olarak teslim ediyoruz.",
      },
      {
        q: "Yoğun bitki örtüsü olan alanları ölçebilir misiniz?",
        a: "Evet, yöntemi uyarlayarak. Fotogrametri yalnızca görebildiği zemini ölçer; bu nedenle ağaç örtüsünün altında kotları yerden GNSS/RTK veya takeometreyle alıp aynı modele ekliyoruz.",
      },
      {
        q: "Ölçüm daha sonra aplikasyon için kullanılabilir mi?",
        a: "Evet. {{landControl}} doğrulukla kurulan kontrol ağını koordinatları ve nokta tarifleriyle teslim ediyoruz; böylece yüklenici ve aplikasyon ekibimiz tasarımla aynı noktalardan çalışır. Bu da her tarafın kendi kontrol ağını kurmasından doğan kaymaları önler.",
      },
      {
        q: "Teklif için hangi bilgilere ihtiyacınız var?",
        a: "Alan sınırı veya adres, ölçümün amacı ve drenaj, ağaç konumları ya da bina dış hatları gibi özel olarak ihtiyaç duyduğunuz detaylar. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifimizi iletelim.",
      },
    ],
  },
  cta: {
    heading: "Doğru bir zemin modeliyle başlayın",
    text: "Alan sınırını ve ölçümün amacını gönderin. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi, saha çalışmasından {{landDeliveryDays}} gün sonra da çizimlerinizi alırsınız.",
  },
} satisfies SameShape<typeof en>;

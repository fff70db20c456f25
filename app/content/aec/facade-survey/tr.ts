import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Cephe rölövesi",
    lead: "Lazer tarayıcılar ve drone fotoğrafları tüm cepheleri yerden kaydeder: {{facadeTurnaroundDays}} iş gününde {{facadePointCloud}} doğrulukta nokta bulutu, GSD'si {{facadeGsd}}'ye inen ortofotolar ve CAD görünüşleri.",
    facts: [
      "Nokta bulutu doğruluğu",
      "Ortofotoda en küçük GSD",
      "Görünüş çizimleri teslimi (iş günü)",
      "Yüksekte çalışma süresinde azalma",
    ],
    alt: "Çok katlı bir bina cephesinin pencere düzeniyle birlikte çizgi çizimi; üzeri tarama noktalarıyla kaplı ve yatay bir lazer tarama çizgisiyle kesiliyor",
  },
  definition: {
    nav: "Genel bakış",
    heading: "Cephe rölövesi nedir?",
    term: "Cephe rölövesi",
    text: "Cephe rölövesi, bir binanın dış cephelerinin ölçüme dayalı kaydıdır: geometri, boşluklar, kaplama, süslemeler ve görünür hasarlar. Cepheleri yersel lazer tarayıcılarla, üst katların ve parapetlerin görünmediği yerlerde drone fotoğraflarıyla kaydediyor, tüm verileri tek bir koordinat sisteminde birleştiriyor ve çizimleri doğrudan bu veriden üretiyoruz.",
    points: [
      "Sokak seviyesinden yersel lazer tarama; taramalar {{facadePointCloud}} doğrulukla tek bir nokta bulutunda birleştirilir",
      "Her cephe için GSD'si {{facadeGsd}}'ye inen rektifiye ortofotolar",
      "{{facadeModel}} doğrulukla çizilen CAD görünüş ve kesitleri ile BIM cephe modelleri",
      "Ölçüm için iskele, cephe platformu veya endüstriyel dağcılık gerekmez",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Cephe rölövesinde neden lazer tarama?",
    intro: "Şerit metre, lazer metre ve fotoğraflar; yüksek, süslemeli veya yoğun cephelerde tasarımcıların ihtiyaç duyduğu bilgiyi kaçırır. Birleştirilmiş bir tarama her yüzeyi bir kez kaydeder ve sonradan çıkan soruları sahaya dönmeden yanıtlar.",
    cards: [
      {
        title: "Tahmin değil, ölçüm",
        text: "Her boşluk, silme ve kaplama derzi birleştirilmiş nokta bulutundan alınır; görünüş çizimleri yapının mevcut durumuyla birebir örtüşür.",
        metric: "nokta bulutu doğruluğu",
      },
      {
        title: "Yüksekte daha az çalışma",
        text: "Tarayıcılar ve drone ölçümü yerden yapar. İskele, platform ve endüstriyel dağcılık yalnızca yakından yapılacak incelemelere ayrılır.",
        metric: "yüksekte çalışma süresinde azalma",
      },
      {
        title: "Sahada kısa süre",
        text: "Tek bir ekip {{facadeCaptureArea}} m²'ye kadar cepheyi {{facadeCaptureDays}} günde kaydeder; erişim izinleri, kaldırım işgali ve bina kullanıcılarının rahatsızlığı kısa sürer.",
        metric: "{{facadeCaptureArea}} m²'ye kadar cephe için sahada",
      },
      {
        title: "Üzerinde ölçü alınabilen ortofotolar",
        text: "Her cephenin gerçek ölçekli, rektifiye görüntüleri; malzemeleri, derzleri, çatlakları ve bağlantı elemanlarını hasar tespiti ve kaplama işleri için gösterir.",
        metric: "ortofotoda en küçük GSD",
      },
    ],
  },
  visual: {
    heading: "Sokak seviyesinden görünüş çizimine",
    alt: "Yükseklik ve genişlik ölçü çizgileri bulunan bir cephe görünüşünün çizgi çizimi; duvar yüzeyinde tarama noktaları ve cepheyi yatay olarak kesen bir lazer tarama çizgisi",
    caption: "Her görünüş birleştirilmiş nokta bulutundan çizilir: boşluklar, kat seviyeleri ve cephenin toplam yüksekliği ile genişliği tarama noktalarından ölçülür, ardından CAD görünüş çizimleri ve rektifiye ortofotolar olarak teslim edilir.",
    metrics: [
      "nokta bulutu",
      "CAD ve BIM modeli",
      "ortofotoda en küçük GSD",
      "revizyon süresi",
    ],
  },
  scope: {
    nav: "Kapsam",
    heading: "Rölövenin kapsamı",
    intro: "Her cephe rölövesi; çizimleriniz, fotoğraflarınız ya da yalnızca saha adresi üzerinden sabit fiyatla teklif edilir.",
    included: [
      "Saha ziyaretinin planlanması; erişim ve izinlerin bina yönetimiyle koordinasyonu",
      "Üzerinde anlaşılan tüm cephelerin zemin seviyesinden yersel lazer taraması",
      "Yerel saha koordinat sisteminize veya ulusal koordinat sistemine bağlanan, kontrol noktalarıyla doğrulanmış, {{facadePointCloud}} doğrulukta birleştirilmiş nokta bulutu",
      "Her cephenin GSD'si {{facadeGsd}}'ye inen rektifiye ortofoto mozaikleri",
      "İhtiyacınız olan ölçekte ({{drawingScales}}) 2D CAD görünüş çizimleri; {{facadeTurnaroundDays}} iş gününde",
      "Birleştirme istatistiklerini ve kontrol noktası artık hatalarını içeren QA/QC raporu",
      "Teslimden sonra {{revisionWindowHours}} saatlik revizyon süresi",
    ],
    addOns: [
      "Revit veya IFC formatında {{lodStandard}} BIM cephe modeli; talep üzerine {{lod350}} veya {{lod400}}",
      "Çatlak, kabuk atma, lekelenme ve eksik elemanların termal ve hasar haritalaması",
      "Tarayıcının göremediği çatı, parapet ve üst katların drone ile kaydı",
      "Pencere ve kaplama paneli çizelgeleri",
      "Görselleştirme için cephenin dokulu 3D yüzey modeli",
      "Aynı cephelerin izleme amaçlı yeniden ölçülmesi ve ilk ölçümle karşılaştırılması",
    ],
  },
  formats: {
    nav: "Formatlar",
    heading: "Teslim formatları",
    intro: "Katmanlar, adlandırma ve koordinat sistemi ölçümden önce sizinle belirlenir; dosyalar yazılımınızda doğrudan kullanıma hazır açılır.",
    groups: [
      "CAD çizimleri",
      "BIM modelleri",
      "Nokta bulutları",
      "Ortofotolar",
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Cephe rölövesi hakkında sorular",
    items: [
      {
        q: "Lazer taramayla yapılan cephe rölövesinin doğruluğu nedir?",
        a: "Birleştirilmiş nokta bulutunun doğruluğu {{facadePointCloud}}, bu veriden çizilen CAD görünüşlerinin ve BIM modellerinin doğruluğu {{facadeModel}}'dir. Her projeyle birlikte birleştirme istatistiklerini ve kontrol ölçümlerini gösteren bir QA/QC raporu teslim edilir; bu değerlere nasıl ulaşıldığını kendiniz görebilirsiniz.",
      },
      {
        q: "İskele veya endüstriyel dağcılık gerekir mi?",
        a: "Hayır. Ölçümü yerden yersel tarayıcılarla yapıyor, hava sahası kurallarının izin verdiği yerlerde çatılar ve üst katlar için drone kullanıyoruz; bu sayede yüksekte çalışma süresi {{facadeLessTimeAtHeight}}'a varan oranda azalır. Erişim ekipmanı yalnızca belirli hasarları yakından incelemek isterseniz gerekir.",
      },
      {
        q: "Cephe rölövesi ne kadar sürer?",
        a: "{{facadeCaptureArea}} m²'ye kadar cephe alanının sahada kaydı {{facadeCaptureDays}} gün sürer. Nokta bulutu, ortofotolar ve CAD görünüş çizimleri {{facadeTurnaroundDays}} iş günü içinde teslim edilir. Eksiksiz bir CAD seti veya BIM cephe modeli için süre {{facadeFullSetDays}} iş günüdür.",
      },
      {
        q: "Ortofotoların çözünürlüğü nedir?",
        a: "Ortofotolar her cephenin düzlemine göre rektifiye edilir ve yer örnekleme aralığı (GSD) {{facadeGsd}}'ye kadar iner; derzler, çatlaklar ve bağlantı elemanları net biçimde okunur. GeoTIFF veya JPG olarak, ölçekli ve CAD çizimleriyle aynı koordinatlarda teslim edilir.",
      },
      {
        q: "Veriler hangi koordinat sisteminde olacak?",
        a: "Rölöveyi yerel saha koordinat sisteminize veya ulusal koordinat sistemine bağlıyoruz: Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM. Diğer ülkelerde sistemi ölçümden önce sizinle belirliyoruz; böylece cephe mevcut çizimlerinize doğrudan oturur.",
      },
      {
        q: "BIM cephe modelinin detay seviyesi nedir?",
        a: "Standart cephe modelleri {{lodStandard}} düzeyindedir: duvarlar, boşluklar, kaplama bölgeleri ve ana elemanlar. Örneğin kaplama yenileme veya pencere imalatı için talep üzerine {{lod350}} ve {{lod400}} de sunuyoruz.",
      },
      {
        q: "Cephe rölövesi nasıl fiyatlandırılır?",
        a: "Teklifler sabit fiyatlıdır; cephe alanına, erişim koşullarına, detay seviyesine ve seçtiğiniz çıktılara göre belirlenir. Çizim, fotoğraf ya da yalnızca adresi gönderin, {{quoteTurnaroundHours}} saat içinde teklifimizi iletelim.",
      },
      {
        q: "Çizimlerde eksik bir şey olursa ne olur?",
        a: "Teslimden sonraki {{revisionWindowHours}} saatlik revizyon süresi içinde eksikleri veya çizim değişikliklerini bildirebilirsiniz; bunları sahaya yeniden gitmeden nokta bulutundan düzeltiriz. Cephenin tamamı kaydedildiği için sonradan çıkan soruların çoğu doğrudan veriden yanıtlanabilir.",
      },
    ],
  },
  cta: {
    heading: "Cephe rölövenizi planlayın",
    text: "Adresi, ihtiyaç duyduğunuz cepheleri ve çıktıları gönderin. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifimizi iletelim.",
  },
} satisfies SameShape<typeof en>;

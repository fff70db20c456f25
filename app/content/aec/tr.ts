import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "AEC Çözümleri",
    lead: "Bina, cephe, ağaç ve arazi ölçümleri; ölçülmüş bir kontrol ağına bağlanır, ekibinizin üzerinde tasarım yapabileceği çizim, model ve nokta bulutu olarak teslim edilir.",
    facts: [
      "Nokta bulutu hassasiyeti",
      "Sabit fiyatlı teklif süresi",
      "Tamamlanan proje (2007'den bu yana)",
      "Ölçüm yaptığımız ülke",
    ],
    alt: "Lazer tarama noktalarıyla taranmış, yatay bir lazer tarama çizgisinin kestiği bir binanın tel kafes çizimi; sehpa üzerindeki tarayıcıdan binanın köşelerine ışınlar gidiyor",
  },
  definition: {
    nav: "Genel Bakış",
    heading: "AEC ölçümleri neleri kapsar?",
    term: "AEC ölçümü",
    text: "AEC (mimarlık, mühendislik ve inşaat) ölçümü, bir binanın, sahanın veya peyzajın mevcut durumunu kayıt altına alır; böylece mimarlar, mühendisler ve yükleniciler eski çizimlere değil, ölçülmüş gerçek veriye göre tasarlar ve inşa eder. Yersel lazer tarayıcı, elektronik takeometre ve GNSS/RTK ile ölçüyor, her taramayı tek bir kontrol ağına birleştiriyor ve verileri ekibinizin kullandığı formatlarda teslim ediyoruz.",
    points: [
      "Her sahaya göre seçilen yersel lazer tarama, el tipi LiDAR, drone fotogrametrisi ve takeometre ölçümü",
      "Her tarama bir kontrol ağına birleştirilir ve bu ağa göre kontrol edilir; her işe QA/QC raporu eklenir",
      "E57 ve RCP formatında nokta bulutları, DWG ve PDF çizimler, Revit ve IFC modeller",
      "Ulusal koordinat sistemleri: Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM",
    ],
    alt: "Tarama noktalarıyla doldurulmuş bir cephe görünüşü; pencere düzeni, yükseklik ve genişlik ölçü çizgileri ile yatay bir lazer tarama çizgisi görülüyor",
  },
  outcomes: {
    nav: "Kazanımlar",
    heading: "Ölçüme dayalı rölöve projenizde neyi değiştirir?",
    intro: "Doğrulanmış geometri üzerinde alınan tasarım kararları sahada da geçerliliğini korur. Taahhüt ettiğimiz değerler şunlardır.",
    cards: [
      {
        title: "Güvenebileceğiniz geometri",
        text: "±2–4 mm hassasiyette nokta bulutları ve ±5–10 mm içinde modeller; çakışmalar sahada değil, modelde ortaya çıkar.",
        metric: "BIM model toleransı",
      },
      {
        title: "Daha az geç değişiklik",
        text: "Ölçülmüş mevcut durum üzerine yapılan tasarımlar, inşaat başladıktan sonra daha az revizyon gerektirir.",
        metric: "daha az geç değişiklik",
      },
      {
        title: "Taramadan kısa süre sonra veri",
        text: "Çoğu projede birleştirilmiş nokta bulutları sahadan ayrılmamızdan 48–72 saat sonra elinizde olur. Çizimler ve modeller teklifte belirlenen tarihte teslim edilir.",
        metric: "taramadan sonra tipik teslim süresi",
      },
      {
        title: "İhtiyaç duyduğunuzda ekip hazır",
        text: "Standart mobilizasyon 5–6 gündür; acil işlerde 48–72 saatte, 1.000 m²'nin altındaki sahalarda 3 günden kısa sürede sahadayız.",
        metric: "standart mobilizasyon",
      },
    ],
  },
  services: {
    nav: "Hizmetler",
    heading: "Temel AEC hizmetleri",
    intro: "Altı ölçüm hizmeti, tek kontrol ağı. Proje gerektirdiğinde hepsini tek bir saha ziyaretinde birleştirin.",
  },
  faq: {
    nav: "SSS",
    heading: "Sıkça sorulan sorular",
    items: [
      {
        q: "Projem için hangi ölçüm gerekli?",
        a: "Mimari rölöve, tasarım çalışmaları için mevcut bir binanın içini ve dışını kayıt altına alır. Tarihi yapı rölövesi, tescilli yapılar için buna yüksek çözünürlüklü görüntüler ve HBIM ekler; cephe rölövesi ise yalnızca görünüşleri kapsar. Ağaç envanteri, arazi ölçümü ve aplikasyon binanın çevresindeki sahaya yöneliktir; tasarım aşamanızı bize bildirin, doğru kombinasyonu birlikte belirleyelim.",
      },
      {
        q: "Ölçümleriniz ne kadar hassas?",
        a: "Birleştirilmiş nokta bulutları ±2–4 mm hassasiyettedir, BIM modelleri ±5–10 mm içinde teslim edilir. Mimari rölövelerde planimetrik ±6 mm ve düşey ±5 mm hassasiyet sağlanır; ortalama birleştirme RMSE'si en fazla 3 mm'dir. Her işle birlikte ulaşılan değerleri belirten bir QA/QC raporu teslim edilir.",
      },
      {
        q: "Sahaya ne kadar sürede gelebilirsiniz?",
        a: "Standart mobilizasyon siparişten itibaren 5–6 gündür; 1.000 m²'nin altındaki sahalar 3 günden kısa sürede taranır. Acil işlerde 48–72 saat içinde mobilize olabiliyoruz. Aplikasyon ekiplerimiz 7/24 hizmet verir ve 24–48 saat içinde sahada olur.",
      },
      {
        q: "Çıktıları ne zaman teslim alırız?",
        a: "Çoğu projede nokta bulutları ve çizimler taramadan 48–72 saat sonra teslim edilir. Cephe rölöveleri 3–5 iş günü, tam CAD/BIM modeli ise 7–10 gün sürer; tarihi yapı rölövelerinde ilk sonuçlar 5–7 iş gününde gelir. Sahada yapılan arazi ölçümleri 3–5 günde teslim edilir.",
      },
      {
        q: "Hangi dosya formatlarında teslim ediyorsunuz?",
        a: "Nokta bulutları E57 veya RCP, çizimler DWG ve PDF, modeller Revit (RVT) veya IFC olarak teslim edilir. Ortofotolar ve ölçüm veri dosyaları da bunlarla birlikte verilir; her işe bir QA/QC raporu eklenir. Katman standartlarınızı ve şablonlarınızı talebinizle birlikte gönderirseniz bunlara uyarız.",
      },
      {
        q: "BIM modellerinizin detay seviyesi nedir?",
        a: "Standart modellerimiz LOD 200–300'dür. Bağlantı, sabitleme veya imalat detayı gerektiren projeler için talep üzerine LOD 350 ve 400 sunuyoruz. Tarihi yapılarda HBIM standart olarak LOD 300'de teslim edilir; LOD 200–350 ek hizmet olarak sunulur.",
      },
      {
        q: "Ölçüm, projemizin koordinat sisteminde mi olacak?",
        a: "Evet. Takeometre ve GNSS/RTK ile bir kontrol ağı kurar, her taramayı bu ağa bağlarız; kontrol noktalarındaki artık hatalar en fazla 3 mm'dir. Veriler Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM gibi ulusal koordinat sistemlerinde ya da tercih ederseniz yerel bir şantiye koordinat sisteminde teslim edilir.",
      },
      {
        q: "Ölçüm nasıl fiyatlandırılıyor?",
        a: "Her ölçüm sabit fiyatla teklif edilir ve teklif, talebinizden sonraki 48 saat içinde elinize ulaşır. 1.000 m²'nin altındaki mülklerde mimari rölöve KDV hariç 1.500 USD'den başlar. Ağaç envanteri ağaç sayısına göre, aplikasyon ise ölçüm uzmanı başına gün bazında fiyatlandırılır.",
      },
      {
        q: "Nerelerde çalışıyorsunuz?",
        a: "Ekiplerimiz, genel merkezimizin bulunduğu Budapeşte'den ve İstanbul'dan çalışır. Avrupa, Türkiye ve Orta Doğu'da 15+ ülkede ölçüm yaptık; BS 5837 ağaç envanteri hizmetini Birleşik Krallık'ta da sunuyoruz.",
      },
    ],
  },
  cta: {
    heading: "İşe ölçüme dayalı bir rölöveyle başlayın",
    text: "Çizimlerinizi, saha adresini veya yaklaşık kat alanını gönderin. 48 saat içinde sabit fiyatlı teklifinizi alırsınız; sorularınızı doğrudan bir ölçüm uzmanımız yanıtlar.",
  },
} satisfies SameShape<typeof en>;

import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "AEC Çözümleri",
    lead: "Bina, cephe, ağaç ve arazi ölçümleri; ölçülmüş bir kontrol ağına bağlanır, ekibinizin üzerinde tasarım yapabileceği çizim, model ve nokta bulutu olarak teslim edilir.",
    actions: [
      { label: "Teklif Alın", to: "get-a-quote" },
      { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Nokta bulutu hassasiyeti" },
      { value: "48 saat", label: "Sabit fiyatlı teklif süresi" },
      { value: COMPANY.projects, label: `Tamamlanan proje (${COMPANY.foundingYear}'den bu yana)` },
      { value: COMPANY.countries, label: "Ölçüm yaptığımız ülke" },
    ],
    visual: {
      name: "building",
      alt: "Lazer tarama noktalarıyla taranmış, yatay bir lazer tarama çizgisinin kestiği bir binanın tel kafes çizimi; sehpa üzerindeki tarayıcıdan binanın köşelerine ışınlar gidiyor",
    },
  },
  anchorNavLabel: "Bu sayfada",
  sections: [
    {
      type: "definition",
      id: "what-is",
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
      visual: {
        name: "facade",
        alt: "Tarama noktalarıyla doldurulmuş bir cephe görünüşü; pencere düzeni, yükseklik ve genişlik ölçü çizgileri ile yatay bir lazer tarama çizgisi görülüyor",
      },
    },
    {
      type: "cards",
      id: "outcomes",
      nav: "Kazanımlar",
      heading: "Ölçüme dayalı rölöve projenizde neyi değiştirir?",
      intro: "Doğrulanmış geometri üzerinde alınan tasarım kararları sahada da geçerliliğini korur. Taahhüt ettiğimiz değerler şunlardır.",
      cards: [
        {
          icon: "target",
          title: "Güvenebileceğiniz geometri",
          text: "±2–4 mm hassasiyette nokta bulutları ve ±5–10 mm içinde modeller; çakışmalar sahada değil, modelde ortaya çıkar.",
          metric: { value: "±5–10 mm", label: "BIM model toleransı" },
        },
        {
          icon: "shield",
          title: "Daha az geç değişiklik",
          text: "Ölçülmüş mevcut durum üzerine yapılan tasarımlar, inşaat başladıktan sonra daha az revizyon gerektirir.",
          metric: { value: "%30+", label: "daha az geç değişiklik" },
        },
        {
          icon: "fast",
          title: "Taramadan kısa süre sonra veri",
          text: "Çoğu projede birleştirilmiş nokta bulutları sahadan ayrılmamızdan 48–72 saat sonra elinizde olur. Çizimler ve modeller teklifte belirlenen tarihte teslim edilir.",
          metric: { value: "48–72 saat", label: "taramadan sonra tipik teslim süresi" },
        },
        {
          icon: "calendar",
          title: "İhtiyaç duyduğunuzda ekip hazır",
          text: "Standart mobilizasyon 5–6 gündür; acil işlerde 48–72 saatte, 1.000 m²'nin altındaki sahalarda 3 günden kısa sürede sahadayız.",
          metric: { value: "5–6 gün", label: "standart mobilizasyon" },
        },
      ],
    },
    {
      type: "services",
      id: "core-services",
      nav: "Hizmetler",
      heading: "Temel AEC hizmetleri",
      intro: "Altı ölçüm hizmeti, tek kontrol ağı. Proje gerektirdiğinde hepsini tek bir saha ziyaretinde birleştirin.",
      items: [
        {
          page: "aec/architectural-survey",
          icon: "building",
          text: "Mevcut binaların kat planları, kesitleri, görünüşleri ve BIM modelleri; teslimden sonra 48 saatlik revizyon süresiyle.",
          metric: { value: "±6 mm", label: "planimetrik hassasiyet" },
        },
        {
          page: "aec/heritage-survey",
          icon: "heritage",
          text: "Tarihi dokunun temassız taraması ve fotogrametrisi; LOD 300 HBIM ve 1 mm GSD'ye varan görüntüler.",
          metric: { value: "±3 mm", label: "nokta bulutu hassasiyeti" },
        },
        {
          page: "aec/facade-survey",
          icon: "layers",
          text: "İskele kurmadan yerden elde edilen görünüşler, 2 mm GSD'ye varan ortofotolar ve cephe modelleri.",
          metric: { value: "%90'a dek", label: "yüksekte çalışma süresinde azalma" },
        },
        {
          page: "aec/tree-survey",
          icon: "tree",
          text: "A, B, C ve U kategorileri ve ağaç kısıtlamaları planıyla BS 5837:2012'ye uygun ağaç envanteri; fiyat ağaç sayısına göre belirlenir.",
          metric: { value: "50'ye dek", label: "günde kayıt altına alınan ağaç" },
        },
        {
          page: "aec/construction-setting-out",
          icon: "target",
          text: "Takeometre ve GNSS/RTK ile aks, kot ve ankraj bulonu aplikasyonu; her kontrolden sonra 1 saat içinde sapma raporu.",
          metric: { value: "±3–5 mm", label: "aplikasyon hassasiyeti" },
        },
        {
          page: "aec/land-surveying",
          icon: "terrain",
          text: "±5 mm hassasiyetle ölçülmüş bir kontrol ağı üzerinde topografik ölçüm, arazi modeli ve eş yükselti eğrili planlar; drone ile veya yerden.",
          metric: { value: "±20 mm", label: "yatay hassasiyet (RMSE)" },
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
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
          a: `Her ölçüm sabit fiyatla teklif edilir ve teklif, talebinizden sonraki ${COMPANY.quoteTurnaroundHours} saat içinde elinize ulaşır. 1.000 m²'nin altındaki mülklerde mimari rölöve KDV hariç 1.500 USD'den başlar. Ağaç envanteri ağaç sayısına göre, aplikasyon ise ölçüm uzmanı başına gün bazında fiyatlandırılır.`,
        },
        {
          q: "Nerelerde çalışıyorsunuz?",
          a: `Ekiplerimiz, genel merkezimizin bulunduğu Budapeşte'den ve İstanbul'dan çalışır. Avrupa, Türkiye ve Orta Doğu'da ${COMPANY.countries} ülkede ölçüm yaptık; BS 5837 ağaç envanteri hizmetini Birleşik Krallık'ta da sunuyoruz.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      nav: "Başlayın",
      heading: "İşe ölçüme dayalı bir rölöveyle başlayın",
      text: "Çizimlerinizi, saha adresini veya yaklaşık kat alanını gönderin. 48 saat içinde sabit fiyatlı teklifinizi alırsınız; sorularınızı doğrudan bir ölçüm uzmanımız yanıtlar.",
      actions: [
        { label: "Teklif Alın", to: "get-a-quote" },
        { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "AEC rölöve ve ölçüm hizmetleri" },
};

export default content;

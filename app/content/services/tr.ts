import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Hizmetler",
    lead: "Tek bir cepheden çalışan bir proses tesisine kadar her ölçümün kapsamını, fiyatını ve taahhüt edilen hassasiyette teslimini tek bir ekip üstlenir.",
    actions: [
      { label: "Teklif Alın", to: "get-a-quote" },
      { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Nokta bulutu hassasiyeti" },
      { value: "48 saat", label: "Sabit fiyatlı teklif süresi" },
      { value: "5–6 gün", label: "Standart mobilizasyon" },
      { value: COMPANY.projects, label: "Tamamlanan proje" },
    ],
    visual: {
      name: "plant",
      alt: "Bir endüstriyel tesisin çizgi çizimi: lazer tarama noktalarıyla dolu iki tank, boru hatları ve çelik bir çerçeve; üzerinden yatay bir lazer tarama çizgisi geçiyor",
    },
  },
  sections: [
    {
      type: "cards",
      id: "outcomes",
      heading: "Her hizmetten ne elde edersiniz?",
      intro: "Hangi hizmeti seçerseniz seçin amaç aynıdır: sahaya geri dönmeden üzerinde tasarım yapabileceğiniz, inşa edebileceğiniz ve karar verebileceğiniz veri.",
      cards: [
        {
          icon: "scan",
          title: "Sahaya daha az dönüş",
          text: "Tarayıcının menzilindeki her şey tek ziyarette kaydedilir; eksik bir ölçü yeni bir saha ziyaretiyle değil, nokta bulutundan alınır.",
          metric: { value: "±2–4 mm", label: "nokta bulutu hassasiyeti" },
        },
        {
          icon: "model",
          title: "Gerçekle örtüşen modeller",
          text: "Model ve çizimler birleştirilmiş ve kontrol edilmiş taramalar üzerine kurulur; çakışmalar sahada değil, ekranda ortaya çıkar.",
          metric: { value: "±5–10 mm", label: "BIM model toleransı" },
        },
        {
          icon: "price",
          title: "Sabit fiyat",
          text: "Kapsam, LOD, hassasiyet ve çıktılar teklifte belirtilir; teklifi kabul ettiğiniz andan itibaren fiyat değişmez.",
          metric: { value: "48 saat", label: "içinde sabit fiyatlı teklif" },
        },
        {
          icon: "fast",
          title: "Daha hızlı kararlar",
          text: "Çoğu projede çıktılar taramadan 48–72 saat sonra elinizde olur; tasarım ve şantiye ekipleri geçen ayın değil, güncel verinin üzerinden çalışır.",
          metric: { value: "48–72 saat", label: "çoğu projede taramadan sonra teslim süresi" },
        },
      ],
    },
    {
      type: "catalogue",
      id: "catalogue",
      heading: "Tüm hizmetler",
      intro: "Beş hizmet grubu. Her hizmetin hassasiyeti açıkça belirtilir; böylece seçenekleri aynı ölçütle karşılaştırabilirsiniz.",
      tabsLabel: "Hizmet grupları",
      groups: [
        {
          id: "aec",
          page: "aec",
          text: "Mimarlar, mühendisler ve plancılar için bina, cephe, ağaç ve arazi ölçümleri ile sahada aplikasyon.",
          services: [
            {
              page: "aec/architectural-survey",
              benefit: "Mevcut binaların planları, kesitleri, görünüşleri ve BIM modelleri; doğrudan üzerinde tasarım yapılabilir.",
              metric: { value: "±6 mm", label: "planimetrik hassasiyet" },
            },
            {
              page: "aec/heritage-survey",
              benefit: "Tarihi dokunun temassız belgelenmesi; LOD 300 HBIM ve 1 mm GSD'ye varan görüntüler.",
              metric: { value: "±3 mm", label: "nokta bulutu hassasiyeti" },
            },
            {
              page: "aec/facade-survey",
              benefit: "Her cephenin CAD görünüş çizimleri ve ortofotoları; iskele kurmadan, yerden ölçülür.",
              metric: { value: "±5 mm", label: "nokta bulutu hassasiyeti" },
            },
            {
              page: "aec/tree-survey",
              benefit: "A, B, C ve U kategorileri ve kök koruma alanlarıyla BS 5837:2012'ye uygun envanter; fiyat ağaç sayısına göre belirlenir.",
              metric: { value: "50'ye dek", label: "sahada günde incelenen ağaç" },
            },
            {
              page: "aec/construction-setting-out",
              benefit: "Elektronik takeometre ve GNSS/RTK ile aks, kot ve ankraj bulonu aplikasyonu; sapma raporları bir saat içinde.",
              metric: { value: "±3–5 mm", label: "aplikasyon hassasiyeti" },
            },
            {
              page: "aec/land-surveying",
              benefit: "Drone ile havadan veya yerden topografik ölçüm ve arazi modelleri; ±5 mm hassasiyetli bir kontrol ağına bağlı.",
              metric: { value: "±20 mm", label: "yatay RMSE" },
            },
          ],
        },
        {
          id: "industrial",
          page: "industrial",
          text: "Çalışan proses tesislerinin lazer taraması; hat bağlantıları, iyileştirmeler ve planlı duruşlar için modeller ve kalite kontrolleri.",
          services: [
            {
              page: "industrial/scan-to-bim",
              benefit: "Hat bağlantıları, çakışma kontrolü ve duruş planlaması için modellenen borulama, ekipman ve çelik konstrüksiyon.",
              metric: { value: "LOD 300", label: "endüstriyel model standardı" },
            },
            {
              page: "industrial/as-built-qaqc",
              benefit: "Yeni montajlarda tarama ile proje arasındaki sapmaların kontrolü; 24 saat içinde kısa bir QA değerlendirme notu.",
              metric: { value: "±3 mm", label: "takeometre ile QA/QC" },
            },
          ],
        },
        {
          id: "construction",
          page: "construction",
          text: "Mevcut durum ölçümünden teslime kadar Scan to BIM, Scan to CAD, ilerleme takibi ve şantiyede artırılmış gerçeklik.",
          services: [
            {
              page: "construction/scan-to-bim",
              benefit: "Mimari, yapısal ve MEP kapsamında Revit ve IFC modelleri; standart olarak LOD 200–300.",
              metric: { value: "±5–10 mm", label: "model toleransı" },
            },
            {
              page: "construction/scan-to-cad",
              benefit: "Nokta bulutlarından 1:50, 1:100 veya 1:200 ölçekte çizilen planlar, kesitler ve görünüşler; DWG olarak teslim edilir.",
              metric: { value: "±5 mm", label: "tipik çizim hassasiyeti" },
            },
            {
              page: "construction/as-built-progress",
              benefit: "Şantiye her dönemde taranıp modelle karşılaştırılır; kısa raporlar 24 saatten kısa sürede hazırdır.",
              metric: { value: "Haftalık", label: "ilerleme taraması veya iş aşamasına göre" },
            },
            {
              page: "construction/ar-integrated-bim",
              benefit: "BIM modeli artırılmış gerçeklikle sahaya yansıtılır; konumlar, boşluklar ve tesisat hatları imalattan önce kontrol edilir.",
              metric: { value: "1:1", label: "sahada gerçek ölçekte gösterilen model" },
            },
          ],
        },
        {
          id: "maritime",
          page: "maritime",
          text: "Tadilat ve modernizasyon için limanda veya kuru havuzda gövde, makine dairesi ve iç mekân taraması.",
          services: [
            {
              page: "maritime/ship-yacht-scanning",
              benefit: "Gemilerin nokta bulutu, CAD ve 3D modelleri; iç mekânlarda ±5–10 mm, kuru havuzda çıktılar 24–48 saatte.",
              metric: { value: "±10–20 mm", label: "gövde hassasiyeti" },
            },
          ],
        },
        {
          id: "drone",
          page: "drone",
          text: "Yer kontrol noktalarına bağlı ortofoto, 3D model, halihazır harita ve vaziyet planları için hava fotogrametrisi.",
          services: [
            {
              page: "drone/3d-modelling",
              benefit: "Sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",
              metric: { value: "2–5 cm", label: "yer kontrol noktalarıyla hassasiyet" },
            },
            {
              page: "drone/existing-map",
              benefit: "Drone görüntüleri ve yer kontrolüyle üretilen halihazır haritalar; planlama ve tasarıma hazır.",
              metric: { value: "2–5 cm", label: "mutlak hassasiyet" },
            },
            {
              page: "drone/site-plans",
              benefit: "Havadan ölçülüp sahada kontrol edilen DWG, SHP veya GeoJSON vaziyet planları ve GeoTIFF ortofotolar.",
              metric: { value: "1–5 cm", label: "piksel başına yer örnekleme aralığı" },
            },
          ],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Doğru ölçümü seçmek ve sipariş vermek",
      items: [
        {
          q: "Scan to BIM'e mi, Scan to CAD'e mi ihtiyacım var?",
          a: "Revit veya başka bir BIM yazılımında tasarım yapıyorsanız ya da metraj ve çakışma kontrolüne ihtiyacınız varsa Scan to BIM'i seçin; modeller ±5–10 mm hassasiyetle RVT veya IFC olarak teslim edilir. Plan, kesit ve görünüşe ihtiyacınız varsa Scan to CAD'i seçin; çizimler 1:50, 1:100 veya 1:200 ölçekte, yaklaşık ±5 mm hassasiyetle DWG olarak teslim edilir. İkisi de aynı taramadan üretilebilir.",
        },
        {
          q: "Hangi detay seviyesini (LOD) istemeliyim?",
          a: "LOD 200–300 çoğu tasarım ve yenileme işini karşılar. Endüstriyel tesis modelleri standart olarak LOD 300'de teslim edilir. Bağlantı, mesnet veya imalat detayının önemli olduğu işlerde talep üzerine LOD 350 ve 400 sunulur; teklifte her disiplin için LOD ayrıca belirtilir.",
        },
        {
          q: "Sabit fiyat nasıl hesaplanır?",
          a: "Fiyat; taranacak alan veya saha, erişim ve saha koşulları, LOD ve çıktılara göre belirlenir. Ağaç envanteri ağaç sayısına göre, inşaat aplikasyonu ise ölçüm uzmanı başına gün bazında fiyatlandırılır. Teklifi kabul ettiğinizde fiyat sabitlenir.",
        },
        {
          q: "Teklif için hangi bilgilere ihtiyacınız var?",
          a: "Adres veya saha sınırı, yaklaşık alan, varsa mevcut çizimler veya fotoğraflar ve ihtiyacınız olan çıktılar ile formatlar. Teklif formuna PDF, DWG, IFC, E57 ve LAS dahil toplam 10 MB'a kadar dosya ekleyebilirsiniz. 48 saat içinde sabit fiyatlı teklifinizi alırsınız.",
        },
        {
          q: "Çıktılarım ne kadar hassas olacak?",
          a: "Birleştirilmiş nokta bulutları genellikle ±2–4 mm hassasiyettedir. Çıktı toleransı hizmete göre değişir: BIM modellerinde ±5–10 mm, arazi ölçümlerinde yatayda ±20 mm RMSE, yer kontrol noktalı drone haritalamada 2–5 cm. Geçerli tolerans teklifte belirtilir, ulaşılan değerler QA/QC raporunda gösterilir.",
        },
        {
          q: "Sahaya ne kadar sürede gelebilirsiniz?",
          a: "Standart mobilizasyon 5–6 gün, acil işlerde 48–72 saattir. 1.000 m²'nin altındaki sahalar genellikle 3 günden kısa sürede programa alınabilir. Aplikasyon ekiplerimiz 7/24 hizmet verir ve 24–48 saat içinde sahada olur.",
        },
        {
          q: "Bina veya tesis kullanımdayken tarama yapabilir misiniz?",
          a: "Evet. Kullanımdaki binaları, otelleri ve çalışan tesisleri normal işleyişi aksatmadan tarıyoruz; erişim saatlerini, izinleri ve iş güvenliği eğitimlerini mobilizasyondan önce netleştiriyoruz. Sehpa üzerindeki tarayıcının ulaşamadığı sıkışık alanlarda el tipi LiDAR kullanıyoruz.",
        },
        {
          q: "Birden fazla hizmeti tek siparişte birleştirebilir miyim?",
          a: "Evet, bu çoğu zaman bir saha ziyaretinden tasarruf sağlar. Tek bir kontrol ağı ve tek bir tarama; BIM modeli, CAD çizimleri ve cephe ortofotoları için veri sağlayabilir, drone ve yersel veriler aynı koordinat sistemine birleştirildiği için saha ile bina birbiriyle örtüşür. Tek teklif ve tek teslim takvimi alırsınız.",
        },
        {
          q: "Gizlilik sözleşmesi imzalıyor musunuz, verilerimizi kimler görüyor?",
          a: "Evet. Proje ayrıntıları paylaşılmadan önce gizlilik sözleşmesi (NDA) imzalıyoruz. Proje verileri yalnızca sizin belirlediğiniz kişilerle paylaşılır; Visual Plant görüntüleyicisine erişim, şirket içi ekipler ve dış yükleniciler için rol tabanlıdır.",
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Hangi hizmetin size uygun olduğundan emin değil misiniz?",
      text: "Projenizi ve vermeniz gereken kararı anlatın. Bir ölçüm uzmanımız uygun hizmet, LOD ve çıktıları önersin; sabit fiyatlı teklifiniz de 48 saat içinde gelsin.",
      actions: [
        { label: "Teklif Alın", to: "get-a-quote" },
        { label: "Uzmanla Görüşün", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "3D lazer tarama ve ölçüm" },
};

export default content;

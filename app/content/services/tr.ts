import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Hizmetler",
    lead: "Tek bir cepheden çalışan bir proses tesisine kadar her ölçümün kapsamını ve fiyatını tek bir ekip belirler ve taahhüt edilen doğrulukta teslim eder.",
    facts: [
      "Nokta bulutu doğruluğu",
      "Sabit fiyatlı teklif süresi",
      "Standart mobilizasyon",
      "Tamamlanan proje",
    ],
    alt: "Bir endüstriyel tesisin çizgi çizimi: lazer tarama noktalarıyla dolu iki tank, boru hatları ve çelik bir çerçeve; üzerinden yatay bir lazer tarama çizgisi geçiyor",
  },
  outcomes: {
    heading: "Her hizmetten ne elde edersiniz?",
    intro: "Hangi hizmeti seçerseniz seçin amaç aynıdır: sahaya geri dönmeden üzerinde tasarım yapabileceğiniz, inşa edebileceğiniz ve karar verebileceğiniz veri.",
    cards: [
      {
        title: "Sahaya daha az dönüş",
        text: "Tarayıcının menzilindeki her şey tek ziyarette kaydedilir; eksik bir ölçü yeni bir saha ziyaretiyle değil, nokta bulutundan alınır.",
        metric: "nokta bulutu doğruluğu",
      },
      {
        title: "Gerçekle örtüşen modeller",
        text: "Model ve çizimler birleştirilmiş ve kontrol edilmiş taramalar üzerine kurulur; çakışmalar sahada değil, ekranda ortaya çıkar.",
        metric: "BIM model toleransı",
      },
      {
        title: "Sabit fiyat",
        text: "Kapsam, LOD, doğruluk ve çıktılar teklifte belirtilir; teklifi kabul ettiğiniz andan itibaren fiyat değişmez.",
        metric: "içinde sabit fiyatlı teklif",
      },
      {
        title: "Daha hızlı kararlar",
        text: "Çoğu projede çıktılar taramadan {{turnaroundHours}} saat sonra elinizde olur; tasarım ve şantiye ekipleri geçen ayın değil, güncel verinin üzerinden çalışır.",
        metric: "çoğu projede taramadan sonra teslim süresi",
      },
    ],
  },
  catalogue: {
    heading: "Tüm hizmetler",
    intro: "Beş hizmet grubu. Her hizmetin doğruluğu açıkça belirtilir; böylece seçenekleri aynı ölçütle karşılaştırabilirsiniz.",
    tabsLabel: "Hizmet grupları",
  },
  faq: {
    heading: "Doğru ölçümü seçmek ve sipariş vermek",
    items: [
      {
        q: "Scan to BIM'e mi, Scan to CAD'e mi ihtiyacım var?",
        a: "Revit veya başka bir BIM yazılımında tasarım yapıyorsanız ya da metraj ve çakışma kontrolüne ihtiyacınız varsa Scan to BIM'i seçin; modeller {{bimTolerance}} doğrulukla RVT veya IFC olarak teslim edilir. Plan, kesit ve görünüşe ihtiyacınız varsa Scan to CAD'i seçin; çizimler ihtiyacınız olan ölçekte ({{drawingScales}}), yaklaşık {{scanToCadAccuracy}} doğrulukla DWG olarak teslim edilir. İkisi de aynı taramadan üretilebilir.",
      },
      {
        q: "Hangi detay seviyesini (LOD) istemeliyim?",
        a: "{{lodStandard}} çoğu tasarım ve yenileme işini karşılar. Endüstriyel tesis modelleri standart olarak {{lodIndustrial}}'de teslim edilir. Bağlantı, mesnet veya imalat detayının önemli olduğu işlerde talep üzerine {{lodOnRequest}} sunulur; teklifte her disiplin için LOD ayrıca belirtilir.",
      },
      {
        q: "Sabit fiyat nasıl hesaplanır?",
        a: "Fiyat; taranacak alan veya saha, erişim ve saha koşulları, LOD ve çıktılara göre belirlenir. Ağaç envanteri ağaç sayısına göre, inşaat aplikasyonu ise harita mühendisi başına gün bazında fiyatlandırılır. Teklifi kabul ettiğinizde fiyat sabitlenir.",
      },
      {
        q: "Teklif için hangi bilgilere ihtiyacınız var?",
        a: "Adres veya saha sınırı, yaklaşık alan, varsa mevcut çizimler veya fotoğraflar ve ihtiyacınız olan çıktılar ile formatlar. Teklif formuna PDF, DWG, IFC, E57 ve LAS dahil toplam {{uploadLimitMb}} MB'a kadar dosya ekleyebilirsiniz. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi alırsınız.",
      },
      {
        q: "Çıktılarım ne kadar doğru olacak?",
        a: "Birleştirilmiş nokta bulutlarının doğruluğu genellikle {{pointCloudAccuracy}}'dir. Çıktı toleransı hizmete göre değişir: BIM modellerinde {{bimTolerance}}, arazi ölçümlerinde yatayda {{landHorizontal}} RMSE, yer kontrol noktalı drone haritalamada {{droneAccuracyWithGcp}}. Geçerli tolerans teklifte belirtilir, ulaşılan değerler QA/QC raporunda gösterilir.",
      },
      {
        q: "Sahaya ne kadar sürede gelebilirsiniz?",
        a: "Standart mobilizasyon {{mobilisationStandardDays}} gün, acil işlerde {{mobilisationUrgentHours}} saattir. {{smallSiteArea}} m²'nin altındaki sahalar genellikle {{smallSiteMobilisationDays}} günden kısa sürede programa alınabilir. Aplikasyon için harita mühendislerimiz {{alwaysAvailable}} hizmet verir ve {{settingOutMobilisationHours}} saat içinde sahada olur.",
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
  cta: {
    heading: "Hangi hizmetin size uygun olduğundan emin değil misiniz?",
    text: "Projenizi ve vermeniz gereken kararı anlatın. Bir harita mühendisimiz uygun hizmet, LOD ve çıktıları önersin; sabit fiyatlı teklifiniz de {{quoteTurnaroundHours}} saat içinde gelsin.",
  },
} satisfies SameShape<typeof en>;

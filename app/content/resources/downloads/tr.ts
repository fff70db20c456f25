import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "İndirmeler",
  "page.title": "İndirmeler: örnekler, LOD matrisi ve kontrol listeleri",
  "page.h1": "İndirmeler",
  "page.description": "Örnek QA/QC raporu ve {{cadScaleDetailed}} cephe çizimi, LOD matrisi, ölçüm şartnamesi şablonu, saha ve teslim kontrol listeleri; ücretsiz indirin.",

  "hero.eyebrow": "Kaynaklar",
  "hero.lead": "Tek bir cephe rölövesinden örnek çıktılar, sözleşmeye eklenecek LOD matrisi, bir ölçüm şartnamesi şablonu ve kendi ekibimizin kullandığı kontrol listeleri. Tüm dosyalar ücretsiz ve kendi dilinizde; form doldurmanız gerekmez.",
  "hero.actions.resources/samples": "Örnek nokta bulutunu açın",
  "hero.actions.contact": "Projeniz için örnek isteyin",

  "groups.sample-deliverables.heading": "Örnek çıktılar",
  "groups.sample-deliverables.intro": "Temsilî bir cephe rölövesi ve müşteriye teslim edilen dosyaları: verinin doğruluğunu kanıtlayan rapor ve bu veriden üretilen çizim. Bina ve değerleri kurgudur; yöntemler, toleranslar ve sayfa düzeni bize aittir.",
  "groups.templates-and-checklists.heading": "Şablonlar ve kontrol listeleri",
  "groups.templates-and-checklists.intro": "Kendi projenizde kullanabileceğiniz belgeler: bir modeli tanımlamak, teklif istediğiniz her firmanın aynı kapsamı fiyatlandırması için şartname hazırlamak, sahayı hazırlamak ve teslim edileni kontrol etmek için.",

  "documents.qa-qc-report.title": "Örnek QA/QC raporu",
  "documents.qa-qc-report.text": "Kontrol ağı, birleştirme RMSE'si ve kontrol noktası başına artık hatalar, bağımsız denetim noktaları, renk kodlu sapma haritasıyla model ile nokta bulutu arasındaki sapma istatistikleri ve imzalı onay sayfası.",
  "documents.qa-qc-report.page": "Raporun denetlediği nokta bulutunu açın",
  "documents.facade-elevation.title": "{{cadScaleDetailed}} ölçekli örnek cephe görünüşü",
  "documents.facade-elevation.text": "Birleştirilmiş nokta bulutundan A2 paftaya çizilmiş sokak cephesi; kotlar, ölçüler ve ölçüm hedefleriyle birlikte. Yanında, çizimin üretildiği, metre biriminde ve katmanlara ayrılmış DXF dosyası.",
  "documents.lod-matrix.title": "LOD matrisi",
  "documents.lod-matrix.text": "{{lod200}} ile {{lod400}} arasında detay seviyesine göre model elemanları: her seviyede neyin modellendiği ve hangi toleransla. Sözleşmeye veya BIM uygulama planına eklemek için; CSV dosyası Excel'de açılır.",
  "documents.lod-matrix.page": "LOD matrisini sitede okuyun",
  "documents.survey-brief.title": "Ölçüm şartnamesi şablonu",
  "documents.survey-brief.text": "Her firmanın aynı kapsamı fiyatlandırmasını sağlayan sorular: amaç, alan, çıktılar, detay seviyesi, doğruluk, koordinat sistemi, erişim ve iş programı. Ekranda ya da kâğıt üzerinde doldurabilirsiniz.",
  "documents.site-access-checklist.title": "Saha erişimi, izinler ve güvenlik kontrol listesi",
  "documents.site-access-checklist.text": "Ölçüm ekibi bir tesise, otele veya kullanımdaki bir binaya gelmeden önce ayarlanması gerekenler: saha giriş eğitimleri, iş izinleri, tehlikeli alanlar, refakatçiler, anahtarlar ve çalışma saatleri.",
  "documents.delivery-checklist.title": "Teslim kontrol listesi",
  "documents.delivery-checklist.text": "Veriler geldiğinde kontrol edilecekler: formatlar, koordinat sistemi, dosya adlandırma, birleştirme raporu ve RMSE, kapsama ve modelin kararlaştırılan detay seviyesine uygunluğu.",

  "notes.heading": "Dosyalar hakkında",
  "notes.blocks.made-from-data": "Her dosya bu sitenin dayandığı verilerden üretilir; bu yüzden içindeki rakamlar hizmet sayfalarımızda yazanlarla aynıdır. Dosyalar bu sayfanın dilindedir: İngilizce, Macarca veya Almanca sürümleri için sayfanın üst kısmından dili değiştirin.",
  "notes.blocks.samples-for-your-project": "### Projenize uygun örnekler",
  "notes.blocks.comparable-work": "Örnek set tek bir cepheyi gösterir. Bir proses tesisi, bir otel ya da bir gemi gibi sizinkine benzer işlerden çıktılar görmek isterseniz bize yazın: benzer projelerden, müşteri bilgileri çıkarılmış nokta bulutu bölümleri, modeller, çizimler ve raporlar gönderelim.",

  "cta.heading": "Projeniz için örnek set isteyin",
  "cta.text": "Planladığınız işi anlatın, benzer projelerden çıktılar gönderelim; ya da şartnamenizi harita mühendislerimizden biriyle birlikte gözden geçirmek için görüşme ayarlayın.",
  "cta.actions.contact": "Örnek isteyin",
  "cta.actions.talk-to-an-expert": "Bir uzmanla görüşün",
} satisfies SameKeys<typeof en>;

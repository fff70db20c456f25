import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Tarihi yapı rölövesi ve HBIM",
    lead: "Tarihi yapıların temassız lazer taraması ve fotogrametrisi; koruma ve restorasyon için nokta bulutu, rektifiye görüntü ve HBIM modeli olarak teslim edilir.",
    facts: [
      "Nokta bulutu hassasiyeti",
      "HBIM model toleransı",
      "En yüksek görüntü çözünürlüğü",
      "Rölöve başına kat alanı",
    ],
    alt: "Kubbeli ve üç kemerli açıklığı olan tarihi bir yapının çizgi çizimi; tarama noktalarıyla dolu, yatay bir lazer tarama çizgisiyle kesiliyor, yanında sehpa üzerinde bir lazer tarayıcı",
    actions: [
      "Teklif Alın",
      "Örnek Çıktılar",
      "Telefon Görüşmesi Planlayın",
    ],
  },
  definition: {
    nav: "Genel Bakış",
    heading: "Tarihi yapı rölövesi nedir?",
    term: "Tarihi yapı rölövesi (HBIM)",
    text: "Tarihi yapı rölövesi, bir yapıyı bugünkü haliyle ve ona dokunmadan kayıt altına alır. Lazer taramalar geometriyi, yüksek çözünürlüklü fotoğraflar yüzeyi ve rengi yakalar; ikisi birleştirilerek restorasyon mimarlarının, mühendislerin ve koruma kurullarının üzerinde çalışabileceği nokta bulutu, rektifiye görüntüler ve bir tarihi yapı bilgi modeli (HBIM) elde edilir.",
    points: [
      "Elektronik takeometre ve GNSS/RTK ile kontrol ağına bağlanan yersel lazer tarama ve fotogrametri",
      "Düzensiz duvarlar, tonozlar, silmeler ve deformasyonlar idealize edilmeden, olduğu gibi kaydedilir",
      "Revit ve IFC formatında HBIM; elemanlar koruma ve bakım planlaması için sınıflandırılır",
      "Müdahale öncesi özgün dokunun kalıcı kaydı; kurul başvuruları ve arşivler için",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Tarihi doku neden bu yöntemle belgelenmeli?",
    intro: "Sahada kısa süre, eksiksiz bir kayıt ve koruma çalışmalarının gerektirdiği detay seviyesinde modeller.",
    cards: [
      {
        title: "Sahada kısa süre",
        text: "1.500 m²'ye kadar bir yapı 1–2 günde taranır; ibadet yapıları, müzeler ve ofisler çok az aksamayla açık kalır.",
        metric: "sahada",
      },
      {
        title: "İlk sonuçlar haftalar değil, günler içinde",
        text: "Önce birleştirilmiş nokta bulutları ve rektifiye görüntüler, ardından çizimler ve HBIM modeli teslim edilir.",
        metric: "ilk çıktılara kadar (iş günü)",
      },
      {
        title: "Doğru detayda HBIM",
        text: "Modeller standart olarak LOD 300'de teslim edilir. Kütle çalışması için LOD 200 veya detaylı elemanlar için LOD 350 ek hizmet olarak sunulur.",
        metric: "HBIM standardı; LOD 200–350 ek hizmet",
      },
      {
        title: "Hassas doku için güvenli",
        text: "Veri toplama tamamen temassızdır: sıvaya, fresklere veya taşa hedef yapıştırılmaz, kırılgan yüzeylere yük bindirilmez.",
        metric: "dokuya dokunmadan nokta bulutu",
      },
    ],
  },
  deliverables: {
    nav: "Çıktılar",
    heading: "Neler teslim alırsınız?",
    intro: "Tüm çıktılar aynı kontrol ağına bağlıdır; çizimler, görüntüler ve model birbiriyle örtüşür.",
    items: [
      {
        title: "HBIM modeli",
        text: "Nokta bulutuna göre ±10 mm içinde, LOD 300 seviyesinde Revit ve IFC modeli; duvarlar, tonozlar, açıklıklar ve süslemeler mevcut haliyle modellenir.",
      },
      {
        title: "Birleştirilmiş nokta bulutu",
        text: "Kontrol ağına birleştirilmiş, ±3 mm hassasiyette renkli nokta bulutu; Revit, AutoCAD veya kullandığınız görüntüleyici için hazır.",
      },
      {
        title: "Ortofotolar ve rektifiye görüntüler",
        text: "Taş taş analiz için görünüşlerin, tavanların ve döşemelerin 1 mm GSD'ye varan, ölçekli ve geometriye sadık görüntüleri.",
      },
      {
        title: "2D görünüşler ve kesitler",
        text: "Nokta bulutundan çizilen ölçülü görünüşler, kesitler ve planlar; sizin katman standardınızda ve belirttiğiniz ölçekte.",
      },
      {
        title: "Bozulma ve hasar haritalaması",
        text: "Çatlaklar, malzeme kayıpları, nem ve önceki onarımlar ortofoto ve görünüşler üzerinde işlenir; restorasyon raporları ve maliyet planları için.",
      },
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Sıkça sorulan sorular",
    items: [
      {
        q: "Lazer tarama, kırılgan tarihi doku için güvenli mi?",
        a: "Evet. Lazer tarama ve fotogrametri tamamen temassız yöntemlerdir. Sıvaya, boyaya veya taşa hiçbir hedef sabitlemeyiz; cihazları yalnızca yapının sorumlusunun onay verdiği yerlere kurarız.",
      },
      {
        q: "Tarihi yapı rölövesi ne kadar hassastır?",
        a: "Birleştirilmiş nokta bulutu ±3 mm hassasiyettedir, HBIM modeli ±10 mm içinde teslim edilir. Rektifiye görüntülerde çözünürlük 1 mm GSD'ye kadar çıkar; bu, tek tek alet izlerini ve derzleri okumaya yeter. Ulaşılan değerler QA/QC raporunda belirtilir.",
      },
      {
        q: "Sahada ne kadar süre çalışmanız gerekir?",
        a: "1.500 m²'ye kadar bir yapıda saha çalışması genellikle 1–2 gün sürer. Daha büyük yapı toplulukları etaplar halinde planlanır ve sabit fiyatla teklif edilir. Erişim saatlerini önceden kararlaştırırız; böylece ibadetler, ziyaretler ve sergiler aksamadan sürer.",
      },
      {
        q: "Çıktıları ne zaman teslim alırız?",
        a: "İlk çıktılar, genellikle birleştirilmiş nokta bulutu ve rektifiye görüntüler, taramadan sonraki 5–7 iş günü içinde elinize ulaşır. Çizimler, bozulma haritaları ve HBIM modeli, teklifte kararlaştırılan takvime göre teslim edilir.",
      },
      {
        q: "HBIM modelinin detay seviyesi nedir?",
        a: "HBIM standart olarak LOD 300'de teslim edilir; duvarlar, tonozlar, açıklıklar ve ana süslemeler ölçülmüş geometrilerine göre modellenir. Kütle çalışmaları için LOD 200 veya detaylı elemanlar için LOD 350 ek hizmet olarak sunulur.",
      },
      {
        q: "Hangi dosya formatlarında teslim ediyorsunuz?",
        a: "HBIM modelleri Revit (RVT) ve IFC, nokta bulutları E57 ve RCP, çizimler DWG ve PDF olarak teslim edilir. Ortofotolar ve rektifiye görüntüler yüksek çözünürlüklü TIFF veya JPG olarak, raporlar için PDF paftalarla birlikte verilir.",
      },
      {
        q: "Yapının mevcut durumunu ve hasarlarını da belgeleyebilir misiniz?",
        a: "Evet. Çatlakları, malzeme kayıplarını, nem lekelerini ve önceki onarımları, restorasyon mimarınızın kullandığı kategorilerle ortofotolar ve görünüşler üzerinde işliyoruz. Bu haritalama, izleme çalışmaları ve restorasyon işlerinin maliyetlendirilmesi için bir başlangıç kaydı oluşturur.",
      },
      {
        q: "Rölöve siparişi vermeden önce örnek çıktıları görebilir miyiz?",
        a: "Evet. İletişim formu üzerinden örnek talep edin; benzer bir projeden HBIM modelinden bir bölüm, nokta bulutu ve rektifiye bir görünüş gönderelim. Kendi yapınız için sabit fiyatlı teklif, talebinizden sonraki 48 saat içinde elinizde olur.",
      },
    ],
  },
  cta: {
    heading: "Çalışmalar başlamadan yapınızı belgeleyin",
    text: "Adresi, yaklaşık kat alanını ve rölövenin amacını bize iletin. 48 saat içinde sabit fiyatlı teklifimizi gönderelim; dilerseniz önce bir ölçüm uzmanımızla görüşün.",
    actions: [
      "Teklif Alın",
      "Örnek Çıktılar",
      "Telefon Görüşmesi Planlayın",
    ],
  },
} satisfies SameShape<typeof en>;

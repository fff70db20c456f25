import type { Catalogue } from "./en";

export const tr: Catalogue = {
  nav: {
    mainLabel: "Ana menü",
    home: "Ana Sayfa",
    services: "Hizmetler",
    sectors: "Sektörler",
    projects: "Projeler",
    resources: "Kaynaklar",
    about: "Hakkımızda",
    offices: "Ofislerimiz",
    contact: "İletişim",
    getAQuote: "Teklif Alın",
    talkToAnExpert: "Uzmanla Görüşün",
    allServices: "Tüm hizmetler",
    allSectors: "Tüm sektörler",
    allResources: "Tüm kaynaklar",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    menuTitle: "Menü",
    language: "Dil",
    skipToContent: "Ana içeriğe geç",
    callUs: "Bizi arayın",
    emailUs: "Bize e‑posta gönderin",
    regions: "Avrupa, Türkiye ve Orta Doğu'da hizmet veriyoruz",
    quoteClaim: "48 saat içinde sabit fiyatlı teklif",
    breadcrumb: "Sayfa yolu",
    homeLinkLabel: "Pontos 3D ana sayfası",
    groupBlurbs: {
      aec: "Mimarlar, mühendisler ve plancılar için hassas rölöve çalışmaları.",
      industrial: "Tesis lazer taraması, 3D modeller ve uygulama kontrolleri.",
      construction: "Scan to BIM, CAD çizimleri ve şantiyede ilerleme takibi.",
      maritime: "Gemi ve yat gövdeleri, makine daireleri ve iç mekânlar.",
      drone: "Havadan ortofoto, arazi modeli ve vaziyet planları.",
    },
  },
  footer: {
    tagline:
      "2007'den bu yana 3D lazer tarama ve ölçüm: Scan to BIM ve CAD, mevcut durum ve tarihi yapı rölöveleri, endüstriyel tesisler, gemiler ve drone fotogrametrisi.",
    offices: "Ofislerimiz",
    headquarters: "Genel Merkez",
    quickLinks: "Hızlı bağlantılar",
    legal: "Yasal",
    languages: "Diller",
    follow: "Bizi takip edin",
    phone: "Telefon",
    email: "E‑posta",
    viewOnMap: "Haritada Görüntüle",
    opensInNewTab: "yeni sekmede açılır",
    rights: "© {{year}} {{company}} Tüm hakları saklıdır.",
  },
  cookies: {
    title: "Gizliliğiniz",
    text: "İzleme veya reklam çerezi kullanmıyoruz. Dil tercihiniz ve bu seçiminiz yalnızca tarayıcınızda saklanır.",
    policyLink: "Çerez politikası",
    accept: "Kabul et",
    decline: "Reddet",
    savedTitle: "Tercihiniz kaydedildi",
    savedAccepted:
      "Çerezleri kabul ettiniz. Bu tercihinizi dilediğiniz zaman tarayıcınızdaki site verilerini temizleyerek değiştirebilirsiniz.",
    savedDeclined: "Çerezleri reddettiniz. Bu cihazda size bir daha sormayacağız.",
  },
  common: {
    inThisSection: "Bu bölümde",
    officesHeading: "Ofislerimiz",
    notFoundTitle: "Sayfa Bulunamadı",
    notFoundText: "Aradığınız sayfa mevcut değil veya taşınmış olabilir.",
    goHome: "Ana Sayfaya Dön",
    errorTitle: "Bir sorun oluştu",
    errorText: "Sayfa görüntülenemedi. Lütfen birazdan tekrar deneyin.",
    redirectTitle: "Diliniz belirleniyor",
    redirectText: "Sayfanın sizin dilinizdeki sürümüne yönlendiriliyorsunuz.",
    redirectLink: "İngilizce sürümle devam edin",
    notifications: "Bildirimler",
    close: "Kapat",
    comingUp: "Bu sayfaya yakında yeni içerikler eklenecek",
    getAQuoteLead: "Sahanızı ve ihtiyaçlarınızı bize anlatın, 48 saat içinde sabit fiyatlı teklifinizi alın.",
  },
  pages: {
    home: {
      label: "Ana Sayfa",
      title: "Pontos 3D | 3D Lazer Tarama, Scan to BIM ve Ölçüm",
      h1: "Her türlü yapı ve tesis için hassas 3D lazer tarama ve Scan to BIM",
      description:
        "Pontos 3D, binaları, tesisleri, gemileri ve arazileri milimetrik hassasiyetle tarar; BIM, CAD ve nokta bulutu olarak teslim eder. 48 saatte sabit fiyatlı teklif.",
    },
    services: {
      label: "Hizmetler",
      title: "Hizmetlerimiz: 3D Lazer Tarama, Scan to BIM ve Rölöve",
      h1: "Ölçüm ve 3D dijitalleştirme hizmetleri",
      description:
        "Mimari ve tarihi yapı rölövesinden endüstriyel tesislere, inşaatta BIM'den gemilere ve drone ölçümüne: tüm hizmetlerimiz, çıktılarımız ve doğruluk değerlerimiz.",
    },
    aec: {
      label: "AEC Çözümleri",
      title: "AEC Çözümleri: Tasarım Ekipleri için Hassas Rölöve",
      h1: "Mimarlar, mühendisler ve plancılar için AEC çözümleri",
      description:
        "Mimari, tarihi yapı ve cephe rölövesi, ağaç envanteri, arazi ölçümü ve inşaat aplikasyonu: tasarım ekiplerinin güvenle kullanabileceği doğru mevcut durum verisi.",
    },
    "aec/architectural-survey": {
      label: "Mimari Rölöve",
      title: "3D Lazer Tarama ile Mimari Rölöve",
      h1: "Mimari rölöve: projenize sağlam bir temel oluşturan çizimler ve modeller",
      description:
        "Lazer taramayla üretilen kat planları, kesitler, görünüşler ve BIM modelleri; ±6 mm planimetrik hassasiyet ve teslimden sonra 48 saatlik revizyon süresi.",
    },
    "aec/heritage-survey": {
      label: "Tarihi Yapı Rölövesi",
      title: "Tarihi Yapılar için Rölöve ve HBIM",
      h1: "Tarihi yapı rölövesi: özgün dokuya dokunmadan belgeleme",
      description:
        "Tescilli yapıların temassız lazer taraması ve fotogrametrisi: ±3 mm hassasiyette nokta bulutları, GSD'si 1 mm'ye varan görüntüler ve LOD 300 HBIM modelleri.",
    },
    "aec/facade-survey": {
      label: "Cephe Rölövesi",
      title: "Cephe Rölövesi: Görünüşler, Ortofotolar ve Modeller",
      h1: "Cephe rölövesi: her cephe yerden ölçülür",
      description:
        "Cephelerin lazer taraması: ±5 mm hassasiyette nokta bulutu, GSD'si 2 mm'ye varan ortofotolar ve 3–5 iş gününde CAD görünüş çizimleri. İskele gerekmez.",
    },
    "aec/tree-survey": {
      label: "Ağaç Envanteri",
      title: "Planlama ve Tasarım için BS 5837 Ağaç Envanteri",
      h1: "BS 5837:2012'ye uygun ağaç envanteri",
      description:
        "BS 5837:2012'ye uygun ağaç envanteri: A, B, C ve U kategorileri, kök koruma alanları ve ağaç kısıtlamaları planı; fiyat ağaç sayısına göre belirlenir.",
    },
    "aec/construction-setting-out": {
      label: "İnşaat Aplikasyonu",
      title: "İnşaat Aplikasyonu ve Saha Mühendisliği",
      h1: "İnşaat aplikasyonu: 24–48 saat içinde sahadayız",
      description:
        "Takeometre ve GNSS/RTK ile ±3–5 mm hassasiyette aks, kot ve ankraj bulonu aplikasyonu; her kontrolün ardından bir saat içinde sapma raporu.",
    },
    "aec/land-surveying": {
      label: "Arazi Ölçümü",
      title: "Arazi Ölçümü: Topografik Harita ve Arazi Modelleri",
      h1: "Arazi ölçümü ve topografik haritalar",
      description:
        "Yatayda ±20 mm, düşeyde ±25 mm RMSE ile topografik haritalar, arazi modelleri ve eş yükselti eğrili planlar; drone ile havadan veya GNSS/RTK ile yerden.",
    },
    industrial: {
      label: "Endüstriyel Tesisler",
      title: "Endüstriyel Tesis Taraması ve Mevcut Durum Modelleri",
      h1: "Mevcut tesislerdeki projeler için endüstriyel lazer tarama",
      description:
        "Proses tesisleri, borulama ve çelik yapıların lazer taraması, akıllı 3D modeller; ekipleriniz ve yükleniciler için web tabanlı Visual Plant görüntüleyicisi.",
    },
    "industrial/scan-to-bim": {
      label: "Endüstriyel Scan to BIM",
      title: "Endüstriyel Scan to BIM: Borulama, Ekipman ve Çelik",
      h1: "Endüstriyel tesisler için Scan to BIM",
      description:
        "Lazer taramadan LOD 300 seviyesinde modellenen borulama, ekipman ve çelik konstrüksiyon; hat bağlantıları, çakışma kontrolü ve duruş planlaması için hazır.",
    },
    "industrial/as-built-qaqc": {
      label: "Uygulama Kontrolü (QA/QC)",
      title: "Endüstriyel Tesisler için Uygulama Kontrolü (QA/QC)",
      h1: "Uygulama kontrolü (QA/QC): sahada yapılanı projeyle karşılaştırın",
      description:
        "Yeni montajlarda tarama ile model arasındaki sapmaların kontrolü; renk kodlu raporlar ve taramadan sonra 24 saat içinde kısa bir QA değerlendirme notu.",
    },
    construction: {
      label: "İnşaat ve BIM",
      title: "İnşaat ve BIM: Scan to BIM, CAD ve İlerleme Takibi",
      h1: "Ölçümden teslime kadar inşaat ve BIM hizmetleri",
      description:
        "Scan to BIM, Scan to CAD, mevcut durum ve ilerleme raporlaması, AR entegreli BIM: tasarım, şantiye ve model ilk günden itibaren uyum içinde ilerler.",
    },
    "construction/scan-to-bim": {
      label: "Scan to BIM",
      title: "Scan to BIM: Lazer Taramadan Revit ve IFC Modelleri",
      h1: "Mevcut binalar için Scan to BIM",
      description:
        "Lazer taramalardan LOD 200–400 seviyesinde Revit ve IFC modelleri; mimari, yapısal ve MEP kapsamında, taahhüt edilen ±5–10 mm toleransla.",
    },
    "construction/scan-to-cad": {
      label: "Scan to CAD",
      title: "Scan to CAD: Planlar, Kesitler ve Görünüşler",
      h1: "Lazer taramadan Scan to CAD çizimleri",
      description:
        "Nokta bulutlarından 1:50, 1:100 veya 1:200 ölçekte, DWG formatında planlar, kesitler ve görünüşler; yaklaşık ±5 mm çizim hassasiyeti.",
    },
    "construction/as-built-progress": {
      label: "Mevcut Durum ve İlerleme Takibi",
      title: "Mevcut Durum Ölçümleri ve İnşaat İlerleme Raporları",
      h1: "Mevcut durum ölçümleri ve inşaat ilerleme takibi",
      description:
        "Haftalık, iki haftalık veya iş aşamalarına göre yapılan taramalar modelle karşılaştırılır; gösterge panelleri ve kısa raporlar 24 saat içinde teslim edilir.",
    },
    "construction/ar-integrated-bim": {
      label: "AR Entegreli BIM",
      title: "Şantiyede AR Entegreli BIM",
      h1: "AR entegreli BIM: modeli inşa edileceği yerde görün",
      description:
        "Artırılmış gerçeklikle BIM modelini sahaya yansıtın; konumları, boşlukları ve tesisat hatlarını imalattan önce yerinde kontrol edin.",
    },
    maritime: {
      label: "Denizcilik",
      title: "Gemi ve Yatlar için 3D Lazer Tarama",
      h1: "Tersaneler ve armatörler için denizcilikte 3D tarama",
      description:
        "Tadilat ve modernizasyon projeleri için gövde, makine dairesi ve iç mekân lazer taraması; kuru havuz çalışmalarında çıktılar 24–48 saat içinde teslim edilir.",
    },
    "maritime/ship-yacht-scanning": {
      label: "Gemi ve Yat Taraması",
      title: "Gemi ve Yatların 3D Lazer Taraması",
      h1: "Tadilat ve modernizasyon için gemi ve yat taraması",
      description:
        "İç mekânlarda ±5–10 mm, gövdede ±10–20 mm hassasiyet; limanda veya kuru havuzda taranır, nokta bulutu, CAD ve 3D model olarak teslim edilir.",
    },
    drone: {
      label: "Drone Fotogrametrisi",
      title: "Drone Fotogrametrisi: Ortofotolar ve 3D Modeller",
      h1: "Drone fotogrametrisi ve havadan haritalama",
      description:
        "Piksel başına 1–5 cm çözünürlükle havadan ortofotolar, 3D modeller, halihazır haritalar ve vaziyet planları; 24–72 saat içinde teslim edilir.",
    },
    "drone/3d-modelling": {
      label: "3D Modelleme",
      title: "Saha ve Yapıların Drone ile 3D Modellemesi",
      h1: "Drone fotogrametrisiyle 3D modelleme",
      description:
        "Hava görüntülerinden sahaların, çatıların ve yapıların dokulu 3D mesh modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",
    },
    "drone/existing-map": {
      label: "Halihazır Harita",
      title: "Drone Ölçümüyle Halihazır Harita",
      h1: "Havadan halihazır harita üretimi",
      description:
        "Drone görüntüleri ve yer kontrol noktalarıyla 2–5 cm mutlak hassasiyette halihazır haritalar; planlama ve tasarım için kullanıma hazır.",
    },
    "drone/site-plans": {
      label: "Vaziyet Planları",
      title: "Drone Fotogrametrisiyle Vaziyet Planları",
      h1: "Drone fotogrametrisiyle vaziyet planları",
      description:
        "DWG, SHP veya GeoJSON formatında vaziyet planları ve GeoTIFF ortofotolar; havadan ölçülür, sahada kontrol edilerek teslim edilir.",
    },
    sectors: {
      label: "Sektörler",
      title: "Hizmet Verdiğimiz Sektörler",
      h1: "Hizmet verdiğimiz sektörler",
      description:
        "Endüstriyel tesisler, ticari ve konaklama yapıları, altyapı, kültürel miras alanları ve denizcilik: 3D lazer taramanın her birine sağladığı katkılar.",
    },
    "sectors/industrial-plants": {
      label: "Endüstriyel Tesisler",
      title: "Endüstriyel Tesisler için 3D Tarama",
      h1: "Endüstriyel tesisler için 3D tarama",
      description:
        "Kimya, ilaç, enerji ve üretim tesislerinde iyileştirme projeleri, hat bağlantıları ve planlı duruşlar için doğru mevcut durum verisi.",
    },
    "sectors/commercial-hospitality": {
      label: "Ticari Yapılar ve Konaklama",
      title: "Ticari ve Konaklama Yapıları için 3D Tarama",
      h1: "Ticari ve konaklama yapıları için 3D tarama",
      description:
        "Oteller, ofisler ve mağazalar için rölöve ve BIM; ölçümler, misafirleri ve kiracıları en az düzeyde etkileyecek şekilde gerçekleştirilir.",
    },
    "sectors/infrastructure-transportation": {
      label: "Altyapı ve Ulaşım",
      title: "Altyapı ve Ulaşım Projeleri için 3D Tarama",
      h1: "Altyapı ve ulaşım projeleri için 3D tarama",
      description:
        "Köprü, istasyon, tünel ve yolların lazer tarayıcı ve drone ile ölçümü; tasarım, bakım ve varlık yönetimi için güvenilir veri.",
    },
    "sectors/heritage-culture": {
      label: "Kültürel Miras",
      title: "Kültürel Miras Alanları için 3D Tarama",
      h1: "Tarihi yapılar ve kültürel miras alanları için 3D tarama",
      description:
        "Anıtlar, kiliseler ve müzeler için temassız belgeleme: koruma, restorasyon ve HBIM çalışmalarına yönelik hassas ve eksiksiz veri.",
    },
    "sectors/maritime": {
      label: "Denizcilik",
      title: "Denizcilik Sektörü için 3D Tarama",
      h1: "Tersaneler, armatörler ve marinalar için 3D tarama",
      description:
        "Her boyutta gemi ve tekne için tadilat ve modernizasyon verisi: gövde, makine dairesi, iç mekânlar ve güverte ekipmanları limanda veya kuru havuzda taranır.",
    },
    projects: {
      label: "Projeler",
      title: "Projeler ve Vaka Çalışmaları",
      h1: "Projeler ve vaka çalışmaları",
      description:
        "Macaristan ve Almanya'dan seçtiğimiz 3D tarama projeleri: endüstriyel Scan to BIM, inşaat ilerleme takibi ve bir otel cephesi rölövesi.",
    },
    "projects/tiszachem-as-built-progress": {
      label: "TiszaChem, Tiszaújváros: İlerleme Takibi",
      title: "TiszaChem Tiszaújváros: İnşaat İlerleme Takibi",
      h1: "TiszaChem'in Tiszaújváros tesisinde inşaat ilerleme takibi",
      description:
        "Tiszaújváros'taki bir kimya tesisinin genişletme projesi, modelle karşılaştırılan düzenli lazer taramalar sayesinde nasıl takvime uygun ilerledi?",
    },
    "projects/tiszachem-scan-to-bim": {
      label: "TiszaChem, Tiszaújváros: Scan to BIM",
      title: "TiszaChem: Scan to BIM ile Mevcut Durum Modeli",
      h1: "TiszaChem'in Tiszaújváros tesisi için Scan to BIM ile mevcut durum modeli",
      description:
        "Tiszaújváros'taki proses ünitelerinin, tesis iyileştirme projesi için lazer taramalardan oluşturulan LOD 300 mevcut durum modeli.",
    },
    "projects/alfold-pharma-scan-to-bim": {
      label: "Alföld Pharma, Debrecen: Scan to BIM",
      title: "Alföld Pharma: Scan to BIM ile Mevcut Durum Modeli",
      h1: "Alföld Pharma'nın Debrecen tesisi için Scan to BIM ile mevcut durum modeli",
      description:
        "Debrecen'deki temiz odalı bir üretim binası, tesis çalışırken yürütülecek yenileme projesi için taranıp modellendi.",
    },
    "projects/rheinblick-hotel-facade": {
      label: "Rheinblick Hotel, Krefeld: Cephe Rölövesi",
      title: "Rheinblick Hotel Krefeld: Scan to CAD Cephe Rölövesi",
      h1: "Krefeld'deki Rheinblick Hotel için Scan to CAD cephe rölövesi",
      description:
        "Krefeld'deki bir otel cephesinin görünüş çizimleri ve ortofotoları; iskele kurulmadan ve otel kapatılmadan elde edildi.",
    },
    resources: {
      label: "Kaynaklar",
      title: "Kaynaklar: Blog, Rehberler ve İndirmeler",
      h1: "Kaynaklar",
      description:
        "3D lazer tarama, Scan to BIM ve ölçüm üzerine makaleler, uygulamalı rehberler ve indirilebilir örnek dosyalar.",
    },
    "resources/blog": {
      label: "Blog",
      title: "Blog",
      h1: "Blog",
      description:
        "Ölçüm ve BIM modelleme uzmanlarımızdan projeler, yöntemler ve sahadan edindiğimiz deneyimler üzerine yazılar. Çok yakında.",
    },
    "resources/guides": {
      label: "Rehberler",
      title: "Rehberler",
      h1: "Rehberler",
      description:
        "Lazer tarama şartnamesi hazırlama, doğru LOD seçimi ve Scan to BIM projesinin kapsamını belirleme üzerine uygulamalı rehberler. Çok yakında.",
    },
    "resources/downloads": {
      label: "İndirmeler",
      title: "İndirmeler",
      h1: "İndirmeler",
      description: "İndirilebilir örnek çıktılar, şartname şablonları ve kontrol listeleri. Çok yakında.",
    },
    about: {
      label: "Hakkımızda",
      title: "Pontos 3D Hakkında",
      h1: "Pontos 3D hakkında",
      description:
        "Budapeşte ve İstanbul'daki 12 kişilik ölçüm ve BIM uzmanı ekibimizle 2007'den bu yana binaları, tesisleri ve gemileri ölçüyoruz.",
    },
    "about/company": {
      label: "Şirket",
      title: "Şirketimiz",
      h1: "Şirketimiz",
      description:
        "2007'de Budapeşte'de kurulan Pontos 3D, İstanbul'daki ikinci ofisiyle birlikte 15'ten fazla ülkede 100'ü aşkın proje tamamladı.",
    },
    "about/methodology": {
      label: "Metodoloji",
      title: "Ölçüm Metodolojimiz",
      h1: "Metodolojimiz",
      description:
        "Planlama, tarama, birleştirme, kontrol ve teslim: kontrol ağları, ≤3 mm RMSE ile nokta bulutu birleştirme ve her projede belgelenmiş QA/QC.",
    },
    "about/equipment": {
      label: "Ekipman",
      title: "Ölçüm Ekipmanlarımız",
      h1: "Ekipmanlarımız",
      description:
        "İki farklı üreticiye ait üç yersel lazer tarayıcı, iki el tipi LiDAR cihazı, bir ölçüm drone'u ve GNSS/RTK destekli bir takeometre.",
    },
    "about/certifications": {
      label: "Sertifikalar",
      title: "Sertifikalar ve Standartlar",
      h1: "Sertifikalar ve standartlar",
      description:
        "BS 5837:2012 ağaç envanterinden LOD şartnamelerine ve ulusal koordinat sistemlerine kadar çalışmalarımızda esas aldığımız standartlar.",
    },
    "about/clients": {
      label: "Müşteriler",
      title: "Müşterilerimiz",
      h1: "Müşterilerimiz",
      description:
        "Avrupa, Türkiye ve Orta Doğu'da mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersanelerle çalışıyoruz. Bizimle çalışanların görüşlerini okuyun.",
    },
    contact: {
      label: "İletişim",
      title: "Bize Ulaşın",
      h1: "Pontos 3D ile iletişime geçin",
      description:
        "Budapeşte ve İstanbul ofislerimize telefon, e‑posta veya iletişim formu aracılığıyla ulaşın. 24–48 saat içinde yanıt veriyoruz.",
    },
    "get-a-quote": {
      label: "Teklif Alın",
      title: "Teklif Alın",
      h1: "Sabit fiyatlı teklif alın",
      description:
        "Sahanızı ve ihtiyaç duyduğunuz çıktıları anlatın, çizim veya fotoğraf ekleyin; 48 saat içinde sabit fiyatlı teklifinizi alın.",
    },
    "talk-to-an-expert": {
      label: "Uzmanla Görüşün",
      title: "Uzmanla Görüşün",
      h1: "Bir uzmanla görüşün",
      description:
        "Ölçüm veya BIM uzmanlarımızdan biriyle, size uygun gün ve saatte 20–30 dakikalık bir görüşme planlayın; karar vermeden önce yöntemi, hassasiyeti, takvimi ve maliyeti birlikte konuşalım.",
    },
    privacy: {
      label: "Gizlilik Politikası",
      title: "Gizlilik Politikası",
      h1: "Gizlilik politikası",
      description:
        "Pontos 3D Kft. olarak kişisel verilerinizi GDPR kapsamında nasıl topladığımız, kullandığımız ve koruduğumuz.",
    },
    cookies: {
      label: "Çerez Politikası",
      title: "Çerez Politikası",
      h1: "Çerez politikası",
      description:
        "Bu web sitesinin kullandığı çerezler ve tarayıcı depolama alanı ile tercihinizi nasıl değiştirebileceğiniz.",
    },
    terms: {
      label: "Kullanım Koşulları",
      title: "Kullanım Koşulları",
      h1: "Kullanım koşulları",
      description: "Bu web sitesinin kullanımı ve teklif talepleri için geçerli olan koşullar.",
    },
  },
};

import type { Catalogue } from "./en";

export const tr: Catalogue = {
  nav: {
    mainLabel: "Ana menü",
    services: "Hizmetler",
    sectors: "Sektörler",
    projects: "Projeler",
    resources: "Kaynaklar",
    about: "Hakkımızda",
    offices: "Ofislerimiz",
    contact: "İletişim",
    allServices: "Tüm hizmetler",
    allSectors: "Tüm sektörler",
    allResources: "Tüm kaynaklar",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    menuTitle: "Menü",
    language: "Dil",
    skipToContent: "Ana içeriğe geç",
    emailUs: "Bize e‑posta gönderin",
    regions: "Avrupa, Türkiye ve Orta Doğu'da hizmet veriyoruz",
    quoteClaim: "İş günlerinde {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklif",
    quoteShort: "Teklif",
    submenu: "alt menü",
    breadcrumb: "Sayfa yolu",
    homeLinkLabel: "Pontos 3D ana sayfası",
    groupBlurbs: {
      aec: "Mimarlar, mühendisler ve plancılar için rölöve ve ölçüm hizmetleri.",
      industrial: "Tesis lazer taraması, 3D modeller ve uygulama kontrolleri.",
      construction: "Scan to BIM, CAD çizimleri ve şantiyede ilerleme takibi.",
      maritime: "Gemi ve yat gövdeleri, makine daireleri ve iç mekânlar.",
      drone: "Havadan ortofoto, arazi modeli ve vaziyet planları.",
    },
  },
  footer: {
    tagline:
      "{{foundingYear}} yılından bu yana 3D lazer tarama ve ölçüm: Scan to BIM ve CAD, mevcut durum ve tarihi yapı rölöveleri, endüstriyel tesisler, gemiler ve drone fotogrametrisi.",
    offices: "Ofislerimiz",
    headquarters: "Genel merkez",
    officeHours: "Çalışma saatleri",
    quickLinks: "Hızlı bağlantılar",
    legal: "Yasal",
    languages: "Diller",
    follow: "Bizi takip edin",
    email: "E‑posta",
    viewOnMap: "Haritada görüntüle",
    opensInNewTab: "yeni sekmede açılır",
    rights: "© {{year}} {{company}} Tüm hakları saklıdır.",
  },
  cookies: {
    title: "Dil tercihiniz hatırlansın mı?",
    text: "Bu site çerez kullanmaz ve başka şirketlerden hiçbir şey yüklemez.",
    offer: "Kabul ederseniz, ana adresin bir dahaki sefere bu dilde açılması için dil tercihinizi bu cihazda hatırlar.",
    private: "Bize hiçbir veri gönderilmez.",
    policyLink: "Çerez politikası",
    accept: "Kabul et",
    decline: "Reddet",
    savedTitle: "Tercihiniz kaydedildi",
    savedAccepted:
      "Dil tercihiniz bu cihazda hatırlanacak. Bunu geri almak için çerez politikası sayfasını kullanabilir ya da tarayıcınızda bu sitenin verilerini silebilirsiniz.",
    savedDeclined: "Dil tercihiniz bu cihazda saklanmayacak.",
    memoryHeading: "Dil tercihi sorusuna verdiğiniz yanıt",
    memoryAccepted: "Dil tercihiniz bu cihazda hatırlanıyor.",
    memoryDeclined: "Dil tercihiniz bu cihazda saklanmıyor.",
    memoryUnanswered: "Dil tercihi sorusunu henüz yanıtlamadınız. Dil tercihiniz bu cihazda saklanmıyor.",
    memoryRemember: "Dil tercihimi hatırla",
    memoryForget: "Dil tercihimi unut",
  },
  figures: {
    hours: "{{n}} saat",
    days: "{{n}} gün",
    workingDays: "{{n}} iş günü",
    /** The quote promise: hours counted on working days only. */
    hoursOnWorkingDays: "{{n}} saat (iş günü)",
    upTo: "En fazla {{n}}",
    moreThan: "{{n}}+",
  },
  content: {
    onThisPage: "Bu sayfada",
    includedAsStandard: "Standart olarak dahil",
    optionalAddOns: "İsteğe bağlı ek hizmetler",
    lastUpdated: "Son güncelleme",
    comingSoon: "Çok yakında",
    sideMenu: "Bu bölümde",
    challenge: "Zorluk",
    solution: "Çözüm",
    viewSamples: "Örnekleri görüntüleyin",
    filterByCountry: "Ülkeye göre filtrele",
    allProjects: "Tüm projeler",
    projectsIn: { hungary: "Macaristan'daki projeler", germany: "Almanya'daki projeler" },
    projectsLead: {
      hungary:
        "Macaristan'dan vaka çalışmaları: müşterinin neye ihtiyacı vardı, nasıl ölçtük, hangi doğruluğa ulaştık ve projede neyi değiştirdi.",
      germany:
        "Almanya'dan vaka çalışmaları: müşterinin neye ihtiyacı vardı, nasıl ölçtük, hangi doğruluğa ulaştık ve projede neyi değiştirdi.",
    },
    noProjectsFrom: "{{country}} için henüz yayımlanmış bir vaka çalışmamız yok. Benzer projelerimizi bize sorun.",
    noProjectsMatch: "“{{value}}” ile eşleşen, vaka çalışması bulunan bir ülke yok. Benzer projelerimizi bize sorun.",
    talkToTeam: "Ekibimizle görüşün",
    client: "Müşteri",
    servicesUsed: "Hizmetler",
  },
  common: {
    inThisSection: "Bu bölümde",
    officesHeading: "Ofislerimiz",
    notFoundTitle: "Sayfa bulunamadı",
    notFoundText: "Aradığınız sayfa mevcut değil veya taşınmış olabilir.",
    notFoundSuggestions: "Bunu mu demek istediniz?",
    goHome: "Ana sayfaya dön",
    errorTitle: "Bir sorun oluştu",
    errorText: "Sayfa görüntülenemedi. Lütfen birazdan tekrar deneyin.",
    busyText: "Site şu anda çok yoğun. Lütfen birkaç saniye sonra yeniden deneyin.",
    redirectTitle: "Diliniz belirleniyor",
    redirectText: "Sayfanın sizin dilinizdeki sürümüne yönlendiriliyorsunuz.",
    redirectLink: "İngilizce sürümle devam edin",
    notifications: "Bildirimler",
    close: "Kapat",
  },
  pages: {
    home: {
      label: "Ana sayfa",
      title: "Pontos 3D | 3D lazer tarama, Scan to BIM ve ölçüm",
      h1: "Her türlü yapı ve tesis için hassas 3D lazer tarama ve Scan to BIM",
      description:
        "Pontos 3D, binaları, tesisleri, gemileri ve arazileri milimetrik doğrulukla tarar; BIM, CAD ve nokta bulutu olarak teslim eder. İş günlerinde {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklif.",
    },
    services: {
      label: "Hizmetler",
      title: "Hizmetlerimiz: 3D lazer tarama, Scan to BIM ve rölöve",
      h1: "Ölçüm ve 3D dijitalleştirme hizmetleri",
      description:
        "Mimari ve tarihi yapı rölövesinden endüstriyel tesislere, inşaatta BIM'den gemilere ve drone ölçümüne: tüm hizmetlerimiz, çıktılarımız ve doğruluk değerlerimiz.",
    },
    aec: {
      label: "AEC çözümleri",
      title: "AEC çözümleri: tasarım ekipleri için rölöve",
      h1: "Mimarlar, mühendisler ve plancılar için AEC çözümleri",
      description:
        "Mimari, tarihi yapı ve cephe rölövesi, ağaç envanteri, arazi ölçümü ve inşaat aplikasyonu: tasarım ekiplerinin güvenle kullanabileceği doğru mevcut durum verisi.",
    },
    "aec/architectural-survey": {
      label: "Mimari rölöve",
      title: "3D lazer tarama ile mimari rölöve",
      h1: "Mimari rölöve: projenize sağlam bir temel oluşturan çizimler ve modeller",
      description:
        "Lazer taramayla üretilen kat planları, kesitler, görünüşler ve BIM modelleri; {{architecturalPlanimetric}} planimetrik doğruluk ve teslimden sonra {{revisionWindowHours}} saatlik revizyon süresi.",
    },
    "aec/heritage-survey": {
      label: "Tarihi yapı rölövesi",
      title: "Tarihi yapılar için rölöve ve HBIM",
      h1: "Tarihi yapı rölövesi: özgün dokuya dokunmadan belgeleme",
      description:
        "Tescilli yapıların temassız lazer taraması ve fotogrametrisi: {{heritagePointCloud}} doğrulukta nokta bulutları, GSD'si {{heritageGsd}}'ye varan görüntüler ve {{heritageLod}} HBIM modelleri.",
    },
    "aec/facade-survey": {
      label: "Cephe rölövesi",
      title: "Cephe rölövesi: görünüşler, ortofotolar ve modeller",
      h1: "Cephe rölövesi: her cephe yerden ölçülür",
      description:
        "Cephelerin lazer taraması: {{facadePointCloud}} doğrulukta nokta bulutu, GSD'si {{facadeGsd}}'ye varan ortofotolar ve {{facadeTurnaroundDays}} iş gününde CAD görünüş çizimleri. İskele gerekmez.",
    },
    "aec/tree-survey": {
      label: "Ağaç envanteri",
      title: "Planlama ve tasarım için {{treeStandardShort}} ağaç envanteri",
      h1: "{{treeStandard}} standardına uygun ağaç envanteri",
      description:
        "{{treeStandard}} standardına uygun ağaç envanteri: A, B, C ve U kategorileri, kök koruma alanları ve ağaç kısıtlamaları planı; fiyat ağaç sayısına göre belirlenir.",
    },
    "aec/construction-setting-out": {
      label: "İnşaat aplikasyonu",
      title: "İnşaat aplikasyonu ve saha mühendisliği",
      h1: "İnşaat aplikasyonu: {{settingOutMobilisationHours}} saat içinde sahadayız",
      description:
        "Takeometre ve GNSS/RTK ile {{settingOutAccuracy}} doğrulukta aks, kot ve ankraj bulonu aplikasyonu; her kontrolün ardından {{deviationReportHours}} saat içinde sapma raporu.",
    },
    "aec/land-surveying": {
      label: "Arazi ölçümü",
      title: "Arazi ölçümü: topografik harita ve arazi modelleri",
      h1: "Arazi ölçümü ve topografik haritalar",
      description:
        "Yatayda {{landHorizontal}}, düşeyde {{landVertical}} RMSE ile topografik haritalar, arazi modelleri ve eş yükselti eğrili planlar; drone ile havadan veya GNSS/RTK ile yerden.",
    },
    industrial: {
      label: "Endüstriyel tesisler",
      title: "Endüstriyel tesis taraması ve mevcut durum modelleri",
      h1: "Mevcut tesislerdeki projeler için endüstriyel lazer tarama",
      description:
        "Proses tesisleri, borulama ve çelik yapıların lazer taraması, akıllı 3D modeller; ekipleriniz ve yükleniciler için web tabanlı Visual Plant görüntüleyicisi.",
    },
    "industrial/scan-to-bim": {
      label: "Scan to BIM – tesisler",
      title: "Endüstriyel Scan to BIM: borulama, ekipman ve çelik",
      h1: "Endüstriyel tesisler için Scan to BIM",
      description:
        "Lazer taramadan {{lodIndustrial}} seviyesinde modellenen borulama, ekipman ve çelik konstrüksiyon; hat bağlantıları, çakışma kontrolü ve duruş planlaması için hazır.",
    },
    "industrial/as-built-qaqc": {
      label: "Uygulama kontrolü (QA/QC)",
      title: "Endüstriyel tesisler için uygulama kontrolü (QA/QC)",
      h1: "Uygulama kontrolü (QA/QC): sahada yapılanı projeye göre kontrol ettirin",
      description:
        "Yeni montajlarda tarama ile model arasındaki sapmaların kontrolü; renk kodlu raporlar ve taramadan sonra {{qaMemoHours}} saat içinde kısa bir kalite kontrol notu.",
    },
    construction: {
      label: "İnşaat ve BIM",
      title: "İnşaat ve BIM: Scan to BIM, CAD ve ilerleme takibi",
      h1: "Ölçümden teslime kadar inşaat ve BIM hizmetleri",
      description:
        "Scan to BIM, Scan to CAD, mevcut durum ve ilerleme raporlaması, AR entegre BIM: tasarım, şantiye ve model ilk günden itibaren uyum içinde ilerler.",
    },
    "construction/scan-to-bim": {
      label: "Scan to BIM – binalar",
      title: "Scan to BIM: lazer taramadan Revit ve IFC modelleri",
      h1: "Mevcut binalar için Scan to BIM",
      description:
        "Lazer taramalardan {{scanToBimLodRange}} seviyesinde Revit ve IFC modelleri; mimari, yapısal ve MEP kapsamında, taahhüt edilen {{bimTolerance}} toleransla.",
    },
    "construction/scan-to-cad": {
      label: "Scan to CAD",
      title: "Scan to CAD: planlar, kesitler ve görünüşler",
      h1: "Lazer taramadan Scan to CAD çizimleri",
      description:
        "Nokta bulutlarından DWG formatında planlar, kesitler ve görünüşler; ihtiyacınız olan ölçekte ({{drawingScales}}) ve yaklaşık {{scanToCadAccuracy}} çizim doğruluğuyla.",
    },
    "construction/as-built-progress": {
      label: "Mevcut durum ve ilerleme takibi",
      title: "Mevcut durum ölçümleri ve inşaat ilerleme raporları",
      h1: "Mevcut durum ölçümleri ve inşaat ilerleme takibi",
      description:
        "Haftalık, iki haftalık veya iş aşamalarına göre yapılan taramalar modelle karşılaştırılır; gösterge panelleri ve özet raporlar {{smallReportHours}} saat içinde teslim edilir.",
    },
    "construction/ar-integrated-bim": {
      label: "AR entegre BIM",
      title: "Şantiyede AR entegre BIM",
      h1: "AR entegre BIM: modeli inşa edileceği yerde görün",
      description:
        "Artırılmış gerçeklikle BIM modelini sahaya yansıtın; konumları, boşlukları ve tesisat hatlarını imalattan önce yerinde kontrol edin.",
    },
    maritime: {
      label: "Denizcilik",
      title: "Gemi ve yatlar için 3D lazer tarama",
      h1: "Tersaneler ve armatörler için denizcilikte 3D tarama",
      description:
        "Tadilat ve modernizasyon projeleri için gövde, makine dairesi ve iç mekân lazer taraması; kuru havuz çalışmalarında çıktılar {{dryDockTurnaroundHours}} saat içinde teslim edilir.",
    },
    "maritime/ship-yacht-scanning": {
      label: "Gemi ve yat taraması",
      title: "Gemi ve yatların 3D lazer taraması",
      h1: "Tadilat ve modernizasyon için gemi ve yat taraması",
      description:
        "İç mekânlarda {{vesselInteriorAccuracy}}, gövdede {{vesselHullAccuracy}} doğruluk; limanda veya kuru havuzda taranır, nokta bulutu, CAD ve 3D model olarak teslim edilir.",
    },
    drone: {
      label: "Drone fotogrametrisi",
      title: "Drone fotogrametrisi: ortofotolar ve 3D modeller",
      h1: "Drone fotogrametrisi ve havadan haritalama",
      description:
        "Piksel başına {{droneGsd}} çözünürlükle havadan ortofotolar, 3D modeller, halihazır haritalar ve vaziyet planları; {{constructionDroneTurnaroundHours}} saat içinde teslim edilir.",
    },
    "drone/3d-modelling": {
      label: "3D modelleme",
      title: "Saha ve yapıların drone ile 3D modellemesi",
      h1: "Drone fotogrametrisiyle 3D modelleme",
      description:
        "Hava görüntülerinden sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",
    },
    "drone/existing-map": {
      label: "Halihazır harita",
      title: "Drone ölçümüyle halihazır harita",
      h1: "Havadan halihazır harita üretimi",
      description:
        "Drone görüntüleri ve yer kontrol noktalarıyla {{existingMapAccuracy}} mutlak doğrulukta halihazır haritalar; planlama ve tasarım için kullanıma hazır.",
    },
    "drone/site-plans": {
      label: "Vaziyet planları",
      title: "Drone fotogrametrisiyle vaziyet planları",
      h1: "Drone fotogrametrisiyle vaziyet planları",
      description:
        "DWG, SHP veya GeoJSON formatında vaziyet planları ve GeoTIFF ortofotolar; havadan ölçülür, sahada kontrol edilerek teslim edilir.",
    },
    sectors: {
      label: "Sektörler",
      title: "Hizmet verdiğimiz sektörler",
      h1: "Hizmet verdiğimiz sektörler",
      description:
        "Endüstriyel tesisler, ticari ve konaklama yapıları, altyapı, kültürel miras alanları ve denizcilik: 3D lazer taramanın her birine sağladığı katkılar.",
    },
    "sectors/industrial-plants": {
      label: "Endüstriyel tesisler",
      title: "Endüstriyel tesisler için 3D tarama",
      h1: "Endüstriyel tesisler için 3D tarama",
      description:
        "Kimya, ilaç, enerji ve üretim tesislerinde iyileştirme projeleri, hat bağlantıları ve planlı duruşlar için doğru mevcut durum verisi.",
    },
    "sectors/commercial-hospitality": {
      label: "Ticari yapılar ve konaklama",
      title: "Ticari ve konaklama yapıları için 3D tarama",
      h1: "Ticari ve konaklama yapıları için 3D tarama",
      description:
        "Oteller, ofisler ve mağazalar için rölöve ve BIM; ölçümler, misafirleri ve kiracıları en az düzeyde etkileyecek şekilde gerçekleştirilir.",
    },
    "sectors/infrastructure-transportation": {
      label: "Altyapı ve ulaşım",
      title: "Altyapı ve ulaşım projeleri için 3D tarama",
      h1: "Altyapı ve ulaşım projeleri için 3D tarama",
      description:
        "Köprü, istasyon, tünel ve yolların lazer tarayıcı ve drone ile ölçümü; tasarım, bakım ve varlık yönetimi için güvenilir veri.",
    },
    "sectors/heritage-culture": {
      label: "Kültürel miras",
      title: "Kültürel miras alanları için 3D tarama",
      h1: "Tarihi yapılar ve kültürel miras alanları için 3D tarama",
      description:
        "Anıtlar, kiliseler ve müzeler için temassız belgeleme: koruma, restorasyon ve HBIM çalışmalarına yönelik doğru ve eksiksiz veri.",
    },
    "sectors/maritime": {
      label: "Denizcilik",
      title: "Denizcilik sektörü için 3D tarama",
      h1: "Tersaneler, armatörler ve marinalar için 3D tarama",
      description:
        "Her boyutta gemi ve tekne için tadilat ve modernizasyon verisi: gövde, makine dairesi, iç mekânlar ve güverte ekipmanları limanda veya kuru havuzda taranır.",
    },
    projects: {
      label: "Projeler",
      title: "Projeler ve vaka çalışmaları",
      h1: "Projeler ve vaka çalışmaları",
      description:
        "Macaristan ve Almanya'dan seçtiğimiz 3D tarama projeleri: endüstriyel Scan to BIM, inşaat ilerleme takibi ve bir otel cephesi rölövesi.",
    },
    "projects/tiszachem-as-built-progress": {
      label: "Tiszachem, Tiszaújváros: ilerleme takibi",
      title: "Tiszachem Tiszaújváros: inşaat ilerleme takibi",
      h1: "Tiszachem'in Tiszaújváros tesisinde inşaat ilerleme takibi",
      description:
        "Tiszaújváros'taki bir kimya tesisinin genişletme projesi, modelle karşılaştırılan düzenli lazer taramalar sayesinde nasıl takvime uygun ilerledi?",
    },
    "projects/tiszachem-scan-to-bim": {
      label: "Tiszachem, Tiszaújváros: Scan to BIM",
      title: "Tiszachem: Scan to BIM ile mevcut durum modeli",
      h1: "Tiszachem'in Tiszaújváros tesisi için Scan to BIM ile mevcut durum modeli",
      description:
        "Tiszaújváros'taki proses ünitelerinin, tesis iyileştirme projesi için lazer taramalardan oluşturulan {{lodIndustrial}} mevcut durum modeli.",
    },
    "projects/alfold-pharma-scan-to-bim": {
      label: "Alföld Pharma, Debrecen: Scan to BIM",
      title: "Alföld Pharma: Scan to BIM ile mevcut durum modeli",
      h1: "Alföld Pharma'nın Debrecen tesisi için Scan to BIM ile mevcut durum modeli",
      description: "Debrecen'deki temiz odalı bir üretim binası, tesis çalışırken yürütülecek yenileme projesi için taranıp modellendi.",
    },
    "projects/rheinblick-hotel-facade": {
      label: "Rheinblick Hotel, Krefeld: cephe rölövesi",
      title: "Rheinblick Hotel Krefeld: Scan to CAD cephe rölövesi",
      h1: "Krefeld'deki Rheinblick Hotel için Scan to CAD cephe rölövesi",
      description:
        "Krefeld'deki bir otel cephesinin görünüş çizimleri ve ortofotoları; iskele kurulmadan ve otel kapatılmadan elde edildi.",
    },
    resources: {
      label: "Kaynaklar",
      title: "Kaynaklar: blog, rehberler ve indirmeler",
      h1: "Kaynaklar",
      description: "3D lazer tarama, Scan to BIM ve ölçüm üzerine makaleler, uygulamalı rehberler ve indirilebilir örnek dosyalar.",
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
      title: "Pontos 3D hakkında",
      h1: "Pontos 3D hakkında",
      description:
        "Budapeşte ve İstanbul'daki {{teamSize}} kişilik ölçüm ve BIM uzmanı ekibimizle {{foundingYear}} yılından bu yana binaları, tesisleri ve gemileri ölçüyoruz.",
    },
    "about/company": {
      label: "Şirket",
      title: "Şirketimiz",
      h1: "Şirketimiz",
      // The suffixes follow the figures as they are read (15'ten, 100'ü): check them when those facts change.
      description:
        "{{foundingYear}} yılında Budapeşte'de kurulan Pontos 3D, İstanbul'daki ikinci ofisiyle birlikte {{countriesWorkedIn}}'ten fazla ülkede {{projectsCompleted}}'ü aşkın proje tamamladı.",
    },
    "about/methodology": {
      label: "Metodoloji",
      title: "Ölçüm metodolojimiz",
      h1: "Metodolojimiz",
      description:
        "Planlama, tarama, birleştirme, kontrol ve teslim: kontrol ağları, {{registrationRmseStrict}} RMSE ile nokta bulutu birleştirme ve her projede belgelenmiş QA/QC.",
    },
    "about/equipment": {
      label: "Ekipman",
      title: "Ölçüm ekipmanlarımız",
      h1: "Ekipmanlarımız",
      description:
        "{{scannerManufacturers}} farklı üreticiye ait {{terrestrialScanners}} yersel lazer tarayıcı, {{handheldLidarUnits}} el tipi LiDAR cihazı, bir ölçüm drone'u ve GNSS/RTK destekli bir takeometre.",
    },
    "about/certifications": {
      label: "Sertifikalar",
      title: "Sertifikalar ve standartlar",
      h1: "Sertifikalar ve standartlar",
      description:
        "{{treeStandard}} ağaç envanterinden LOD şartnamelerine ve ulusal koordinat sistemlerine kadar çalışmalarımızda esas aldığımız standartlar.",
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
      title: "Bize ulaşın",
      h1: "Pontos 3D ile iletişime geçin",
      description:
        "Budapeşte ve İstanbul ofislerimize telefon, e‑posta veya iletişim formu aracılığıyla ulaşın. {{contactReplyHours}} saat içinde yanıt veriyoruz.",
    },
    "get-a-quote": {
      label: "Teklif alın",
      title: "Teklif alın",
      h1: "Sabit fiyatlı teklif alın",
      description:
        "Sahanızı ve ihtiyaç duyduğunuz çıktıları anlatın, çizim veya fotoğraf ekleyin; iş günlerinde {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi alın.",
    },
    "talk-to-an-expert": {
      label: "Uzmanla görüşün",
      title: "Uzmanla görüşün",
      h1: "Bir uzmanla görüşün",
      description:
        "Ölçüm veya BIM uzmanlarımızdan biriyle, size uygun gün ve saatte {{callLengthMinutes}} dakikalık bir görüşme planlayın; karar vermeden önce yöntemi, doğruluğu, takvimi ve maliyeti birlikte konuşalım.",
    },
    privacy: {
      label: "Gizlilik politikası ve KVKK aydınlatma metni",
      title: "Gizlilik politikası ve KVKK aydınlatma metni",
      h1: "Gizlilik politikası ve KVKK aydınlatma metni",
      description:
        "Pontos 3D Kft.'nin kişisel verilerinizi GDPR ve KVKK kapsamında nasıl işlediği: amaçlar, hukuki sebepler, saklama süreleri ve haklarınız.",
    },
    cookies: {
      label: "Çerez politikası",
      title: "Çerez politikası",
      h1: "Çerez politikası",
      description:
        "Bu web sitesinin neden çerez kullanmadığı, tarayıcınızın depolama alanında neyi sakladığı ve bunu nasıl silebileceğiniz.",
    },
    terms: {
      label: "Kullanım koşulları",
      title: "Kullanım koşulları",
      h1: "Kullanım koşulları",
      description: "Bu web sitesinin kullanımı ve teklif talepleri için geçerli olan koşullar.",
    },
    imprint: {
      label: "Künye",
      title: "Künye ve yasal bilgiler",
      h1: "Künye",
      description:
        "Bu web sitesini işleten Pontos 3D Kft.: merkez adresi, ticaret sicil ve vergi bilgileri, genel müdürü ve iletişim bilgileri.",
    },
  },
};

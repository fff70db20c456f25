import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "services.aec.summary": "Mevcut durumu güvenilir biçimde bilmesi gereken tasarım ekipleri için mimari, tarihi yapı ve cephe rölövesi, ağaç envanteri, arazi ölçümü ve inşaat aplikasyonu.",
  "services.aec.metric": "mimari rölöve, planimetrik",
  "services.aec.serviceType": "AEC rölöve ve ölçüm hizmetleri",

  "services.aec/architectural-survey.summary": "Mevcut binaların planları, kesitleri, görünüşleri ve BIM modelleri; doğrudan üzerinde tasarım yapılabilir.",
  "services.aec/architectural-survey.metric": "planimetrik doğruluk",
  "services.aec/architectural-survey.serviceType": "Mimari rölöve",

  "services.aec/heritage-survey.summary": "Tarihi dokunun temassız belgelenmesi; {{heritageLod}} HBIM ve {{heritageGsd}} GSD'ye varan görüntüler.",
  "services.aec/heritage-survey.metric": "nokta bulutu doğruluğu",
  "services.aec/heritage-survey.serviceType": "Tarihi yapı rölövesi ve HBIM",

  "services.aec/facade-survey.summary": "Her cephenin CAD görünüş çizimleri ve ortofotoları; iskele kurmadan, yerden ölçülür.",
  "services.aec/facade-survey.metric": "nokta bulutu doğruluğu",
  "services.aec/facade-survey.serviceType": "Cephe rölövesi",

  "services.aec/tree-survey.summary": "A, B, C ve U kategorileri ve kök koruma alanlarıyla {{treeStandard}}'ye uygun envanter; fiyat ağaç sayısına göre belirlenir.",
  "services.aec/tree-survey.metric": "sahada günde incelenen ağaç",
  "services.aec/tree-survey.serviceType": "{{treeStandardShort}} ağaç envanteri",

  "services.aec/construction-setting-out.summary": "Takeometre ve GNSS/RTK ile aks, kot ve ankraj bulonu aplikasyonu; her kontrolden sonra {{deviationReportHours}} saat içinde sapma raporu.",
  "services.aec/construction-setting-out.metric": "aplikasyon doğruluğu",
  "services.aec/construction-setting-out.serviceType": "İnşaat aplikasyonu",

  "services.aec/land-surveying.summary": "Drone ile havadan veya yerden topografik ölçüm ve arazi modelleri; {{landControl}} doğruluklu bir kontrol ağına bağlı.",
  "services.aec/land-surveying.metric": "yatay RMSE",
  "services.aec/land-surveying.serviceType": "Arazi ölçümü",

  "services.industrial.summary": "Çalışan tesislerde borulama, ekipman ve çelik yapıların taranması; hat bağlantıları, çakışma kontrolü ve duruş planlaması için modellenmesi.",
  "services.industrial.metric": "endüstriyel model standardı",
  "services.industrial.serviceType": "Endüstriyel tesis lazer taraması",

  "services.industrial/scan-to-bim.summary": "Hat bağlantıları, çakışma kontrolü ve duruş planlaması için modellenen borulama, ekipman ve çelik konstrüksiyon.",
  "services.industrial/scan-to-bim.metric": "endüstriyel model standardı",
  "services.industrial/scan-to-bim.serviceType": "Endüstriyel tesisler için Scan to BIM",

  "services.industrial/as-built-qaqc.summary": "Yeni montajlarda tarama ile proje arasındaki sapmaların kontrolü; {{qaMemoHours}} saat içinde kısa bir kalite kontrol notu.",
  "services.industrial/as-built-qaqc.metric": "takeometre ile QA/QC",
  "services.industrial/as-built-qaqc.serviceType": "Uygulama kalite kontrolü",

  "services.construction.summary": "Tasarımı, şantiyeyi ve modeli uyum içinde tutan Scan to BIM, Scan to CAD, mevcut durum ve ilerleme takibi ile AR entegre BIM.",
  "services.construction.metric": "ilerleme taraması veya iş aşamasına göre",
  "services.construction.serviceType": "İnşaat ve BIM hizmetleri",

  "services.construction/scan-to-bim.summary": "Mimari, yapısal ve MEP kapsamında Revit ve IFC modelleri; standart olarak {{lodStandard}}.",
  "services.construction/scan-to-bim.metric": "model toleransı",
  "services.construction/scan-to-bim.serviceType": "Scan to BIM",

  "services.construction/scan-to-cad.summary": "Nokta bulutlarından ihtiyacınız olan ölçekte ({{drawingScales}}) çizilen planlar, kesitler ve görünüşler; DWG olarak teslim edilir.",
  "services.construction/scan-to-cad.metric": "tipik çizim doğruluğu",
  "services.construction/scan-to-cad.serviceType": "Scan to CAD",

  "services.construction/as-built-progress.summary": "Şantiye belirlenen aralıklarla taranıp modelle karşılaştırılır; özet raporlar {{smallReportHours}} saat içinde hazırdır.",
  "services.construction/as-built-progress.metric": "ilerleme taraması veya iş aşamasına göre",
  "services.construction/as-built-progress.serviceType": "Mevcut durum ölçümü ve inşaat ilerleme takibi",

  "services.construction/ar-integrated-bim.summary": "BIM modeli artırılmış gerçeklikle sahaya yansıtılır; konumlar, boşluklar ve tesisat hatları imalattan önce kontrol edilir.",
  "services.construction/ar-integrated-bim.metric": "sahada gerçek ölçekte gösterilen model",
  "services.construction/ar-integrated-bim.serviceType": "AR entegre BIM",

  "services.maritime.summary": "Tadilat ve modernizasyon için limanda veya kuru havuzda gövde, makine dairesi ve iç mekân taraması.",
  "services.maritime.metric": "kuru havuzda çıktı teslimi",
  "services.maritime.serviceType": "Denizcilikte 3D lazer tarama",

  "services.maritime/ship-yacht-scanning.summary": "Gemilerin nokta bulutu, CAD ve 3D modelleri; iç mekânlarda {{vesselInteriorAccuracy}}, kuru havuzda çıktılar {{dryDockTurnaroundHours}} saatte.",
  "services.maritime/ship-yacht-scanning.metric": "gövde doğruluğu",
  "services.maritime/ship-yacht-scanning.serviceType": "Gemi ve yat 3D lazer taraması",

  "services.drone.summary": "Yer kontrol noktalarına bağlı, havadan üretilen ortofotolar, 3D modeller, halihazır haritalar ve vaziyet planları.",
  "services.drone.metric": "piksel başına yer örnekleme aralığı",
  "services.drone.serviceType": "Drone fotogrametrisi",

  "services.drone/3d-modelling.summary": "Sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",
  "services.drone/3d-modelling.metric": "yer kontrol noktalarıyla doğruluk",
  "services.drone/3d-modelling.serviceType": "Drone ile 3D modelleme",

  "services.drone/existing-map.summary": "Drone görüntüleri ve yer kontrolüyle üretilen halihazır haritalar; planlama ve tasarıma hazır.",
  "services.drone/existing-map.metric": "mutlak doğruluk",
  "services.drone/existing-map.serviceType": "Halihazır harita üretimi",

  "services.drone/site-plans.summary": "Havadan ölçülüp sahada kontrol edilen DWG, SHP veya GeoJSON vaziyet planları ve GeoTIFF ortofotolar.",
  "services.drone/site-plans.metric": "piksel başına yer örnekleme aralığı",
  "services.drone/site-plans.serviceType": "Drone fotogrametrisiyle vaziyet planı",

  "projects.projects/tiszachem-as-built-progress.kind": "Kimya tesisi",
  "projects.projects/tiszachem-as-built-progress.summary": "Tesis genişletmesi düzenli olarak taranıp tasarım modeliyle karşılaştırıldı; sapmalar, sonraki ekip üzerine imalat yapmadan yakalandı.",
  "projects.projects/tiszachem-as-built-progress.metric": "ilerleme taraması ve sapma raporu",

  "projects.projects/tiszachem-scan-to-bim.kind": "Kimya tesisi",
  "projects.projects/tiszachem-scan-to-bim.summary": "Çalışan bir kimya tesisinin proses üniteleri tarandı ve mevcut durumuyla modellendi; böylece tesis yenilemesi ölçülmüş boru hatları ve çelik yapı üzerine tasarlandı.",
  "projects.projects/tiszachem-scan-to-bim.metric": "proses ünitelerinin mevcut durum modeli",

  "projects.projects/alfold-pharma-scan-to-bim.kind": "İlaç tesisi",
  "projects.projects/alfold-pharma-scan-to-bim.summary": "Temiz odalı bir üretim binası, üretim sürerken tarandı ve yenileme projesi için modellendi.",
  "projects.projects/alfold-pharma-scan-to-bim.metric": "birleştirme RMSE'si",

  "projects.projects/rheinblick-hotel-facade.kind": "Konaklama",
  "projects.projects/rheinblick-hotel-facade.summary": "Bir otel cephesinin görünüş çizimleri ve ortofotoları; iskele kurmadan ve oteli kapatmadan, yerden elde edildi.",
  "projects.projects/rheinblick-hotel-facade.metric": "cephe nokta bulutu doğruluğu",

  "sectors.industrial-plants.summary": "Tesis sahipleri ve EPC yüklenicileri; hat bağlantıları, planlı duruşlar ve dijital ikizler için tesis çalışırken ölçülmüş borulama, ekipman ve çelik verisine ihtiyaç duyar.",
  "sectors.commercial-hospitality.summary": "Otel ve gayrimenkul sahipleri, tadilatı misafirleri, kiracıları ve çalışma saatlerini aksatmadan ölçülmüş doğru çizim ve modeller üzerinde planlamak ister.",
  "sectors.infrastructure-transportation.summary": "Demiryolu ve karayolu idareleri; güzergâhların, yapıların ve arazinin kısa trafik kapatma süreleri içinde ölçülüp ulusal koordinat sistemine bağlanmasını ister.",
  "sectors.heritage-culture.summary": "Koruma kurulları ve restorasyon mimarları, tescilli yapıların temassız olarak, rölöve ve HBIM'in gerektirdiği ayrıntıda belgelenmesine ihtiyaç duyar.",
  "sectors.maritime.summary": "Tersaneler ve armatörler, tadilatın gemi gelmeden tasarlanabilmesi için gövdenin, makine dairelerinin ve iç mekânların kuru havuz süresi içinde ölçülmesini ister.",
} satisfies SameKeys<typeof en>;

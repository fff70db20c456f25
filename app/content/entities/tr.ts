import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  services: {
    aec: {
      summary: "Mevcut durumu güvenilir biçimde bilmesi gereken tasarım ekipleri için mimari, tarihi yapı ve cephe rölövesi, ağaç envanteri, arazi ölçümü ve inşaat aplikasyonu.",
      metric: "mimari rölöve, planimetrik",
    },
    "aec/architectural-survey": {
      summary: "Mevcut binaların planları, kesitleri, görünüşleri ve BIM modelleri; doğrudan üzerinde tasarım yapılabilir.",
      metric: "planimetrik doğruluk",
    },
    "aec/heritage-survey": {
      summary: "Tarihi dokunun temassız belgelenmesi; {{heritageLod}} HBIM ve {{heritageGsd}} GSD'ye varan görüntüler.",
      metric: "nokta bulutu doğruluğu",
    },
    "aec/facade-survey": {
      summary: "Her cephenin CAD görünüş çizimleri ve ortofotoları; iskele kurmadan, yerden ölçülür.",
      metric: "nokta bulutu doğruluğu",
    },
    "aec/tree-survey": {
      summary: "A, B, C ve U kategorileri ve kök koruma alanlarıyla {{treeStandard}}'ye uygun envanter; fiyat ağaç sayısına göre belirlenir.",
      metric: "sahada günde incelenen ağaç",
    },
    "aec/construction-setting-out": {
      summary: "Elektronik takeometre ve GNSS/RTK ile aks, kot ve ankraj bulonu aplikasyonu; her kontrolden sonra {{deviationReportHours}} saat içinde sapma raporu.",
      metric: "aplikasyon doğruluğu",
    },
    "aec/land-surveying": {
      summary: "Drone ile havadan veya yerden topografik ölçüm ve arazi modelleri; {{landControl}} doğruluklu bir kontrol ağına bağlı.",
      metric: "yatay RMSE",
    },
    industrial: {
      summary: "Çalışan tesislerde borulama, ekipman ve çelik yapıların taranması; hat bağlantıları, çakışma kontrolü ve duruş planlaması için modellenmesi.",
      metric: "endüstriyel model standardı",
    },
    "industrial/scan-to-bim": {
      summary: "Hat bağlantıları, çakışma kontrolü ve duruş planlaması için modellenen borulama, ekipman ve çelik konstrüksiyon.",
      metric: "endüstriyel model standardı",
    },
    "industrial/as-built-qaqc": {
      summary: "Yeni montajlarda tarama ile proje arasındaki sapmaların kontrolü; {{qaMemoHours}} saat içinde kısa bir QA değerlendirme notu.",
      metric: "takeometre ile QA/QC",
    },
    construction: {
      summary: "Tasarımı, şantiyeyi ve modeli uyum içinde tutan Scan to BIM, Scan to CAD, mevcut durum ve ilerleme takibi ile AR entegreli BIM.",
      metric: "ilerleme taraması veya iş aşamasına göre",
    },
    "construction/scan-to-bim": {
      summary: "Mimari, yapısal ve MEP kapsamında Revit ve IFC modelleri; standart olarak {{lodStandard}}.",
      metric: "model toleransı",
    },
    "construction/scan-to-cad": {
      summary: "Nokta bulutlarından ihtiyacınız olan ölçekte ({{drawingScales}}) çizilen planlar, kesitler ve görünüşler; DWG olarak teslim edilir.",
      metric: "tipik çizim doğruluğu",
    },
    "construction/as-built-progress": {
      summary: "Şantiye belirlenen aralıklarla taranıp modelle karşılaştırılır; özet raporlar {{smallReportHours}} saat içinde hazırdır.",
      metric: "ilerleme taraması veya iş aşamasına göre",
    },
    "construction/ar-integrated-bim": {
      summary: "BIM modeli artırılmış gerçeklikle sahaya yansıtılır; konumlar, boşluklar ve tesisat hatları imalattan önce kontrol edilir.",
      metric: "sahada gerçek ölçekte gösterilen model",
    },
    maritime: {
      summary: "Tadilat ve modernizasyon için limanda veya kuru havuzda gövde, makine dairesi ve iç mekân taraması.",
      metric: "kuru havuzda çıktı teslimi",
    },
    "maritime/ship-yacht-scanning": {
      summary: "Gemilerin nokta bulutu, CAD ve 3D modelleri; iç mekânlarda {{vesselInteriorAccuracy}}, kuru havuzda çıktılar {{dryDockTurnaroundHours}} saatte.",
      metric: "gövde doğruluğu",
    },
    drone: {
      summary: "Yer kontrol noktalarına bağlı, havadan üretilen ortofotolar, 3D modeller, halihazır haritalar ve vaziyet planları.",
      metric: "piksel başına yer örnekleme aralığı",
    },
    "drone/3d-modelling": {
      summary: "Sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",
      metric: "yer kontrol noktalarıyla doğruluk",
    },
    "drone/existing-map": {
      summary: "Drone görüntüleri ve yer kontrolüyle üretilen halihazır haritalar; planlama ve tasarıma hazır.",
      metric: "mutlak doğruluk",
    },
    "drone/site-plans": {
      summary: "Havadan ölçülüp sahada kontrol edilen DWG, SHP veya GeoJSON vaziyet planları ve GeoTIFF ortofotolar.",
      metric: "piksel başına yer örnekleme aralığı",
    },
  },
  projects: {
    "projects/tiszachem-as-built-progress": {
      kind: "Kimya tesisi",
      summary: "Tesis genişletmesi düzenli olarak taranıp tasarım modeliyle karşılaştırıldı; sapmalar, sonraki ekip üzerine imalat yapmadan yakalandı.",
      metric: "ilerleme taraması ve sapma raporu",
    },
    "projects/tiszachem-scan-to-bim": {
      kind: "Kimya tesisi",
      summary: "Çalışan bir kimya tesisinin proses üniteleri tarandı ve mevcut durumuyla modellendi; böylece tesis yenilemesi ölçülmüş boru hatları ve çelik yapı üzerine tasarlandı.",
      metric: "proses ünitelerinin mevcut durum modeli",
    },
    "projects/alfold-pharma-scan-to-bim": {
      kind: "İlaç tesisi",
      summary: "Temiz odalı bir üretim binası, üretim sürerken tarandı ve yenileme projesi için modellendi.",
      metric: "birleştirme RMSE'si",
    },
    "projects/rheinblick-hotel-facade": {
      kind: "Konaklama",
      summary: "Bir otel cephesinin görünüş çizimleri ve ortofotoları; iskele kurmadan ve oteli kapatmadan, yerden elde edildi.",
      metric: "cephe nokta bulutu doğruluğu",
    },
  },
} satisfies SameShape<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Ekipman",
  "page.title": "Ölçüm ekipmanlarımız",
  "page.h1": "Ekipmanlarımız",
  "page.description": "{{scannerManufacturers}} farklı üreticiye ait {{terrestrialScanners}} yersel lazer tarayıcı, {{handheldLidarUnits}} el tipi LiDAR cihazı, bir ölçüm drone'u ve GNSS/RTK destekli bir takeometre.",

  "hero.eyebrow": "Ölçüm cihazlarımız",
  "hero.lead": "Ölçümde kullandığımız her cihaz bize aittir ve bakımını kendimiz yaparız: {{scannerManufacturers}} farklı üreticiye ait {{terrestrialScanners}} yersel lazer tarayıcı, {{handheldLidarUnits}} el tipi LiDAR cihazı, bir ölçüm drone'u ve GNSS/RTK alıcısıyla birlikte bir takeometre. Cihazı, teslim edilecek çıktının gerektirdiği doğruluğa göre seçeriz; tersine değil.",
  "hero.facts.terrestrialScanners": "Yersel lazer tarayıcı",
  "hero.facts.handheldLidarUnits": "El tipi LiDAR cihazı",
  "hero.facts.drones": "Ölçüm drone'u",
  "hero.facts.pointCloudAccuracy": "Birleştirilmiş nokta bulutu doğruluğu",

  "sections.instruments.heading": "Hangi cihaz ne için kullanılır?",
  "sections.instruments.intro": "Beş cihaz sınıfı; her birinin en iyi yaptığı iş ve sağladığı doğruluk.",
  "sections.instruments.cards.terrestrial-laser-scanners.title": "Yersel lazer tarayıcılar",
  "sections.instruments.cards.terrestrial-laser-scanners.text": "Sehpa üzerine kurulan ve her konumdan milyonlarca nokta ölçen tarayıcılar. İkisi aynı üreticiye, biri başka bir üreticiye aittir; böylece iki ekip aynı cihazla çalışabilir, biz de bir markanın sonuçlarını diğeriyle sınayabiliriz. Binalarda, cephelerde, tarihi yapılarda, tesislerde ve gemilerde yaptığımız ölçümlerin temelini bu cihazlar oluşturur.",
  "sections.instruments.cards.terrestrial-laser-scanners.metric": "birleştirilmiş nokta bulutu",
  "sections.instruments.cards.handheld-lidar.title": "El tipi LiDAR",
  "sections.instruments.cards.handheld-lidar.text": "Merdiven kovalarında, asma tavan boşluklarında, tesisat şaftlarında ve makine dairesi köşelerinde, sehpanın sığmadığı yerlerde elde taşınarak kullanılan tarayıcılar. Verileri yersel taramalara ve kontrol ağına bağlanır; doğruluğunun yettiği işlerde kullanılır: güzergâh belirleme, kütle modelleri ve başka türlü görülemeyen köşeler.",
  "sections.instruments.cards.handheld-lidar.metric": "el tipi tarama, bağıl doğruluk",
  "sections.instruments.cards.total-station.title": "Takeometre",
  "sections.instruments.cards.total-station.text": "Tekil noktalara açı ve mesafeyi elimizdeki en yüksek doğrulukla ölçer. Kontrol ağının poligon ölçümünü yapar, hat bağlantı noktalarını ve flanşları ölçer, şantiyede aplikasyon yapar ve QA/QC sürecimizin bağımsız kontrol noktalarını ölçer.",
  "sections.instruments.cards.total-station.metric": "kontrol ölçümleri",
  "sections.instruments.cards.gnss-rtk-receiver.title": "GNSS/RTK alıcısı",
  "sections.instruments.cards.gnss-rtk-receiver.text": "Gerçek zamanlı düzeltmelerle uydu konumlaması. Kontrol ağını ulusal koordinat sistemine bağlar, drone için yer kontrol noktalarının konumunu belirler ve açık arazide hızlı detay alımı yapar. Takeometreyle birlikte, bir arazi ölçümünün kontrol ağını gösterilen değerde tutar.",
  "sections.instruments.cards.gnss-rtk-receiver.metric": "kontrol ağı, takeometreyle birlikte",
  "sections.instruments.cards.survey-drone.title": "Ölçüm drone'u",
  "sections.instruments.cards.survey-drone.text": "Sahaların, çatıların ve cephelerin üst kısımlarının ortofotoları, arazi modelleri ve 3D yüzey modelleri için bindirmeli fotoğraflar çeker. GNSS/RTK ile ölçülen yer kontrol noktalarıyla gösterilen doğruluğa ulaşır; bu noktalar olmadan doğruluk {{droneAccuracyWithoutGcp}} olur.",
  "sections.instruments.cards.survey-drone.metric": "yer kontrol noktalarıyla",

  "sections.which-instrument.heading": "Hangi ölçüm için hangi cihaz?",
  "sections.which-instrument.blocks.most-projects-combine": "Çoğu projede birden fazla cihaz aynı kontrol ağı üzerinde birlikte kullanılır. Tabloda her ölçüm türünde genellikle hangi cihazların öne çıktığı ve çıktıların hangi doğrulukla tanımlandığı görülür.",
  "sections.which-instrument.blocks.table-main-instruments": "Table: Ölçüm türüne göre ana cihazlar ve tanımlanan doğruluk\n| Ölçüm türü | Ana cihazlar | Tanımlanan doğruluk |\n| --- | --- | --- |\n| Mimari rölöve | Yersel tarayıcı, takeometre | {{architecturalPlanimetric}} yatay |\n| Cephe rölövesi | Yersel tarayıcı, çatılar için drone | {{facadePointCloud}} nokta bulutu |\n| Tarihi yapı rölövesi | Yersel tarayıcı, yakın mesafe fotogrametri | {{heritagePointCloud}} nokta bulutu |\n| Endüstriyel tesis | Yersel tarayıcı, el tipi LiDAR, takeometre | {{bimTolerance}} model |\n| Gemi ve yatlar | Yersel tarayıcı, el tipi LiDAR | İç mekânlar {{vesselInteriorAccuracy}}, gövde {{vesselHullAccuracy}} |\n| İnşaat aplikasyonu | Takeometre, GNSS/RTK | {{settingOutAccuracy}} |\n| Arazi ölçümü | Drone, GNSS/RTK, takeometre | {{landHorizontal}} yatay, {{landVertical}} düşey |",
  "sections.which-instrument.blocks.swap-tripod-scan": "Şartname sehpa üzerinde taramayı öngörüyorsa el tipi taramaya, yerden ölçümü öngörüyorsa drone uçuşuna geçmeyiz. Bir cihazın verisi diğerlerinden daha düşük bir doğruluğu destekliyorsa bu, çıktılarda ve QA/QC raporunda açıkça belirtilir.",

  "sections.care-and-checks.heading": "Kalibrasyon ve saha kontrolleri",
  "sections.care-and-checks.blocks.instrument-calibrated-manufacturer": "Her cihaz, üreticinin belirlediği aralıklarla ve her düşme ya da darbeden sonra üreticinin yetkili servisinde kalibre edilir. Her projenin QA/QC raporunda kullanılan cihazlar ve son kalibrasyon tarihleri yer alır.",
  "sections.care-and-checks.blocks.between-calibrations-crews": "Ekiplerimiz iki kalibrasyon arasında cihazlarını sahada da kontrol eder:",
  "sections.care-and-checks.blocks.scanners-known-distances": "- tarayıcılar: her projeden önce hedefler arasındaki bilinen mesafelerin ölçülmesi ve her taramanın birleştirme değerleri\n- takeometre: kontrol ağı ölçülmeden önce iki yüzlü ölçüm, kolimasyon ve kompansatör kontrolleri\n- GNSS/RTK: her günün başında ve sonunda koordinatı bilinen bir kontrol noktasında ölçüm\n- drone: her uçuştan önce kamera ve konumlama kontrolleri, yerde bağımsız kontrol noktaları",
  "sections.care-and-checks.blocks.instruments-travel-crews": "Cihazlar ekipleriyle birlikte Budapeşte ile İstanbul arasında yer değiştirir; böylece iki pazardaki projeler de aynı ekipmanla ölçülür ve aynı şekilde kontrol edilir.",

  "cta.heading": "Projeniz için hangi cihazın uygun olduğundan emin değil misiniz?",
  "cta.text": "Ölçümün ne için yapılacağını ve neleri teslim almak istediğinizi bize anlatın. Cihazları biz seçer, doğruluğu teklifte belirtir ve QA/QC raporunda kanıtlarız.",
} satisfies SameKeys<typeof en>;

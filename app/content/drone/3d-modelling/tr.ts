import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "3D modelleme",
  "page.title": "Saha ve yapıların drone ile 3D modellemesi",
  "page.h1": "Drone fotogrametrisiyle 3D modelleme",
  "page.description": "Hava görüntülerinden sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",

  "hero.eyebrow": "Drone ile 3D modelleme",
  "hero.lead": "Sahaların, çatıların ve yapıların hava fotoğraflarından üretilen, yer kontrol noktalarına bağlı, {{droneAccuracyWithGcp}} doğrulukta dokulu 3D yüzey modelleri ve nokta bulutları.",
  "hero.facts.droneAccuracyWithGcp": "Yer kontrol noktalarıyla doğruluk",
  "hero.facts.droneGsd": "Piksel başına yer örnekleme aralığı",
  "hero.facts.constructionDroneTurnaroundHours": "Uçuştan sonra teslim süresi",
  "hero.alt": "Ölçüm ızgarasına bölünmüş ve noktalarla gölgelendirilmiş bir sahanın üzerinde bir drone; drone'dan ızgaranın kenarlarına uzanan kesikli görüş çizgileri",

  "scope.nav": "Kapsam",
  "scope.heading": "Model neleri kapsar?",
  "scope.intro": "Dik (nadir) ve eğik çekimler birlikte kullanılır; böylece zeminin yanı sıra cepheler ve çatılar da modellenir.",
  "scope.included.flight-plan-pilots": "Sahaya özel uçuş planı, pilotlar ve izinler",
  "scope.included.ground-control-points": "Ulusal koordinat sisteminde GNSS/RTK ile ölçülen yer kontrol noktaları",
  "scope.included.textured-mesh-dense": "Tüm sahanın dokulu yüzey modeli ve yoğun nokta bulutu",
  "scope.included.report-checkpoint-residuals": "Bağımsız kontrol noktalarında ulaşılan artık hataları içeren rapor",
  "scope.addOns.oblique-flights-around": "Yüksek binaların ve yapıların çevresinde eğik çekim uçuşları",
  "scope.addOns.terrestrial-scans-merged": "Drone'un göremediği yerlerde yersel taramaların modele eklenmesi",
  "scope.addOns.volumes-stockpiles-earthworks": "Stok yığınlarının ve hafriyatın hacim hesapları",
  "scope.addOns.repeat-flights-follow": "Sahayı zaman içinde izlemek için tekrarlanan uçuşlar",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.textured-3d-mesh.title": "Dokulu 3D yüzey modeli",
  "deliverables.items.textured-3d-mesh.text": "Tasarım, sunum ve planlama için sahanın fotoğraf dokulu modeli.",
  "deliverables.items.point-cloud.title": "Nokta bulutu",
  "deliverables.items.point-cloud.text": "CAD ve BIM'de ölçü almak ve modellemek için yoğun, jeoreferanslı noktalar.",
  "deliverables.items.surface-model.title": "Sayısal yüzey modeli",
  "deliverables.items.surface-model.text": "Zeminin ve yapıların yükseklik modeli; jeoreferanslı raster olarak.",
  "deliverables.items.accuracy-report.title": "Doğruluk raporu",
  "deliverables.items.accuracy-report.text": "Yer kontrol noktaları, bağımsız kontrol noktaları ve artık hatalar; sayısal değerlerle.",

  "cta.heading": "Sahanızın 3D modelini alın",
  "cta.text": "Saha sınırını ve modelin ne için kullanılacağını gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

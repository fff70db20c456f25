import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "3D modelleme",
  "page.title": "Saha ve yapıların drone ile 3D modellemesi",
  "page.h1": "Drone fotogrametrisiyle 3D modelleme",
  "page.description": "Hava görüntülerinden sahaların, çatıların ve yapıların dokulu 3D yüzey modelleri ve nokta bulutları; ulusal koordinat sisteminde jeoreferanslı.",

  "hero.eyebrow": "Drone ile 3D modelleme",
  "hero.lead": "Sahaların, çatıların ve yapıların hava fotoğraflarından üretilen, yer kontrol noktalarına bağlı, {{droneAccuracyWithGcp}} doğrulukta dokulu 3D yüzey modelleri ve nokta bulutları.",
  "hero.facts.0": "Yer kontrol noktalarıyla doğruluk",
  "hero.facts.1": "Piksel başına yer örnekleme aralığı",
  "hero.facts.2": "Uçuştan sonra teslim süresi",
  "hero.alt": "Ölçüm ızgarasına bölünmüş ve noktalarla gölgelendirilmiş bir sahanın üzerinde bir drone; drone'dan ızgaranın kenarlarına uzanan kesikli görüş çizgileri",

  "scope.nav": "Kapsam",
  "scope.heading": "Model neleri kapsar?",
  "scope.intro": "Dik (nadir) ve eğik çekimler birlikte kullanılır; böylece zeminin yanı sıra cepheler ve çatılar da modellenir.",
  "scope.included.0": "Sahaya özel uçuş planı, pilotlar ve izinler",
  "scope.included.1": "Ulusal koordinat sisteminde GNSS/RTK ile ölçülen yer kontrol noktaları",
  "scope.included.2": "Tüm sahanın dokulu yüzey modeli ve yoğun nokta bulutu",
  "scope.included.3": "Bağımsız kontrol noktalarında ulaşılan artık hataları içeren rapor",
  "scope.addOns.0": "Yüksek binaların ve yapıların çevresinde eğik çekim uçuşları",
  "scope.addOns.1": "Drone'un göremediği yerlerde yersel taramaların modele eklenmesi",
  "scope.addOns.2": "Stok yığınlarının ve hafriyatın hacim hesapları",
  "scope.addOns.3": "Sahayı zaman içinde izlemek için tekrarlanan uçuşlar",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "Dokulu 3D yüzey modeli",
  "deliverables.items.0.text": "Tasarım, sunum ve planlama için sahanın fotoğraf dokulu modeli.",
  "deliverables.items.1.title": "Nokta bulutu",
  "deliverables.items.1.text": "CAD ve BIM'de ölçü almak ve modellemek için yoğun, jeoreferanslı noktalar.",
  "deliverables.items.2.title": "Sayısal yüzey modeli",
  "deliverables.items.2.text": "Zeminin ve yapıların yükseklik modeli; jeoreferanslı raster olarak.",
  "deliverables.items.3.title": "Doğruluk raporu",
  "deliverables.items.3.text": "Yer kontrol noktaları, bağımsız kontrol noktaları ve artık hatalar; sayısal değerlerle.",

  "cta.heading": "Sahanızın 3D modelini alın",
  "cta.text": "Saha sınırını ve modelin ne için kullanılacağını gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

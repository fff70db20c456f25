import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Halihazır harita",
  "page.title": "Drone ölçümüyle halihazır harita",
  "page.h1": "Havadan halihazır harita üretimi",
  "page.description": "Drone görüntüleri ve yer kontrol noktalarıyla {{existingMapAccuracy}} mutlak doğrulukta halihazır haritalar; planlama ve tasarım için kullanıma hazır.",

  "hero.eyebrow": "Halihazır harita",
  "hero.lead": "Arazinin bugünkü durumunu gösteren haritalar; drone görüntüleri ve yer kontrol noktalarıyla {{existingMapAccuracy}} mutlak doğrulukta, başvuracağınız idarenin istediği koordinat sisteminde çizilir.",
  "hero.facts.existingMapAccuracy": "Mutlak doğruluk",
  "hero.facts.droneGsd": "Piksel başına yer örnekleme aralığı",
  "hero.facts.landDroneHectaresPerDayHa": "Bir günde kapsanan alan",
  "hero.facts.constructionDroneTurnaroundHours": "Uçuştan sonra teslim süresi",
  "hero.alt": "Binalar, bir yol ve ağaçlar bulunan bir sahanın tepeden görünen ortofoto karesi; üzerine bir koordinat ızgarası ve üçgen biçimli yer kontrol noktası işaretleri bindirilmiş",

  "scope.nav": "Kapsam",
  "scope.heading": "Harita neleri gösterir?",
  "scope.intro": "Bir plancının veya tasarımcının işe başlarken ihtiyaç duyduğu tüm detaylar, sahanın ulusal koordinat sisteminde: Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM.",
  "scope.included.buildings-roads-kerbs": "Binalar, yollar, bordürler, çitler ve kaplamalı yüzeyler",
  "scope.included.spot-heights-contours": "Arazinin nokta kotları ve eş yükselti eğrileri",
  "scope.included.visible-utilities-manholes": "Görünür altyapı: rögarlar, direkler, yangın hidrantları ve yağmur suyu ızgaraları",
  "scope.included.trees-vegetation-outlines": "Ağaçlar ve bitki örtüsü sınırları",
  "scope.addOns.underground-utilities-traced": "Yer altı altyapı hatlarının sahada tespit edilip haritaya eklenmesi",
  "scope.addOns.cadastral-boundaries-land": "Tapu ve kadastro verilerinden parsel sınırlarının haritaya bindirilmesi",
  "scope.addOns.ground-survey-total": "Ağaç örtüsü altında takeometreyle yersel ölçüm",
  "scope.addOns.map-layer-standard": "Katman standardınıza ve sembol setinize uygun harita",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.existing-condition-map.title": "Halihazır harita",
  "deliverables.items.existing-condition-map.text": "Detaylar, kotlar ve eş yükselti eğrileri; katmanlı bir CAD çizimi olarak.",
  "deliverables.items.orthophoto.title": "Ortofoto",
  "deliverables.items.orthophoto.text": "Harita altlığı olarak kullanılmak üzere sahanın tamamı, gerçek ölçekte.",
  "deliverables.items.gis-layers.title": "CBS katmanları",
  "deliverables.items.gis-layers.text": "Aynı detaylar, CBS'niz için vektör nesneler olarak.",
  "deliverables.items.survey-report.title": "Ölçüm raporu",
  "deliverables.items.survey-report.text": "Yer kontrol noktaları, bağımsız kontrol noktaları ve ulaşılan mutlak doğruluk.",

  "cta.heading": "Tasarımınıza doğru bir haritayla başlayın",
  "cta.text": "Saha sınırını ve çalıştığınız koordinat sistemini gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Halihazır harita",
  "page.title": "Drone ölçümüyle halihazır harita",
  "page.h1": "Havadan halihazır harita üretimi",
  "page.description": "Drone görüntüleri ve yer kontrol noktalarıyla {{existingMapAccuracy}} mutlak doğrulukta halihazır haritalar; planlama ve tasarım için kullanıma hazır.",

  "hero.eyebrow": "Halihazır harita",
  "hero.lead": "Arazinin bugünkü durumunu gösteren haritalar; drone görüntüleri ve yer kontrol noktalarıyla {{existingMapAccuracy}} mutlak doğrulukta, başvuracağınız idarenin istediği koordinat sisteminde çizilir.",
  "hero.facts.0": "Mutlak doğruluk",
  "hero.facts.1": "Piksel başına yer örnekleme aralığı",
  "hero.facts.2": "Bir günde kapsanan alan",
  "hero.facts.3": "Uçuştan sonra teslim süresi",
  "hero.alt": "Binalar, bir yol ve ağaçlar bulunan bir sahanın tepeden görünen ortofoto karesi; üzerine bir koordinat ızgarası ve üçgen biçimli yer kontrol noktası işaretleri bindirilmiş",

  "scope.nav": "Kapsam",
  "scope.heading": "Harita neleri gösterir?",
  "scope.intro": "Bir plancının veya tasarımcının işe başlarken ihtiyaç duyduğu tüm detaylar, sahanın ulusal koordinat sisteminde: Macaristan'da EOV/HD72, Türkiye'de TUREF/ITRF96, Almanya'da ETRS89/UTM.",
  "scope.included.0": "Binalar, yollar, bordürler, çitler ve kaplamalı yüzeyler",
  "scope.included.1": "Arazinin nokta kotları ve eş yükselti eğrileri",
  "scope.included.2": "Görünür altyapı: rögarlar, direkler, yangın hidrantları ve yağmur suyu ızgaraları",
  "scope.included.3": "Ağaçlar ve bitki örtüsü sınırları",
  "scope.addOns.0": "Yer altı altyapı hatlarının sahada tespit edilip haritaya eklenmesi",
  "scope.addOns.1": "Tapu ve kadastro verilerinden parsel sınırlarının haritaya bindirilmesi",
  "scope.addOns.2": "Ağaç örtüsü altında takeometreyle yersel ölçüm",
  "scope.addOns.3": "Katman standardınıza ve sembol setinize uygun harita",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "Halihazır harita",
  "deliverables.items.0.text": "Detaylar, kotlar ve eş yükselti eğrileri; katmanlı bir CAD çizimi olarak.",
  "deliverables.items.1.title": "Ortofoto",
  "deliverables.items.1.text": "Harita altlığı olarak kullanılmak üzere sahanın tamamı, gerçek ölçekte.",
  "deliverables.items.2.title": "CBS katmanları",
  "deliverables.items.2.text": "Aynı detaylar, CBS'niz için vektör nesneler olarak.",
  "deliverables.items.3.title": "Ölçüm raporu",
  "deliverables.items.3.text": "Yer kontrol noktaları, bağımsız kontrol noktaları ve ulaşılan mutlak doğruluk.",

  "cta.heading": "Tasarımınıza doğru bir haritayla başlayın",
  "cta.text": "Saha sınırını ve çalıştığınız koordinat sistemini gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

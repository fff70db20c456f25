import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Mevcut durum ve ilerleme takibi",
  "page.title": "Mevcut durum ölçümleri ve inşaat ilerleme raporları",
  "page.h1": "Mevcut durum ölçümleri ve inşaat ilerleme takibi",
  "page.description": "Haftalık, iki haftalık veya iş aşamalarına göre yapılan taramalar modelle karşılaştırılır; gösterge panelleri ve özet raporlar {{smallReportHours}} saat içinde teslim edilir.",

  "hero.eyebrow": "Mevcut durum ve ilerleme takibi",
  "hero.lead": "Şantiye haftada bir, iki haftada bir ya da her iş aşamasında taranır ve modelle karşılaştırılır; neyin yapıldığını, nerede sapma olduğunu ve işin ne kadar ilerlediğini görürsünüz.",
  "hero.facts.progressCadence": "Ya da iki haftalık veya iş aşamasına göre",
  "hero.facts.constructionAccuracy": "Ölçüm doğruluğu",
  "hero.facts.constructionDroneTurnaroundHours": "Taramadan sonra teslim süresi",
  "hero.facts.smallReportHours": "Özet raporlar ve gösterge panelleri",
  "hero.alt": "Lazer tarama noktalarıyla gölgelendirilmiş, yatay bir lazer tarama çizgisinin kestiği bir binanın tel kafes çizimi; sehpa üzerindeki bir tarayıcıdan binanın köşelerine ışınlar gidiyor",

  "scope.nav": "Kapsam",
  "scope.heading": "Her ziyaret neleri kapsar?",
  "scope.intro": "Seçtiğiniz sıklıkta şantiyede hep aynı güzergâh izlenir; böylece her rapor bir öncekiyle doğrudan karşılaştırılabilir.",
  "scope.included.scans-weekly-bi": "Haftalık, iki haftalık veya her iş aşamasında, aynı kontrol ağı üzerinde yapılan taramalar",
  "scope.included.comparison-work-place": "Yapılan imalatın modelle {{constructionAccuracy}} içinde karşılaştırılması",
  "scope.included.progress-zone-trade": "Bölge ve iş kalemi bazında ilerleme: tamamlanan, başlanan ve henüz başlanmayan işler",
  "scope.included.small-reports-dashboards": "{{smallReportHours}} saat içinde özet raporlar ve gösterge panelleri",
  "scope.addOns.drone-flights-earthworks": "Hafriyat hacimleri ve şantiyenin genel görünümü için drone uçuşları",
  "scope.addOns.photos-visit-linked": "Her ziyaretin plana bağlı 360° fotoğrafları",
  "scope.addOns.built-model-updates": "Teslim için son durum (as-built) modelinin güncellenmesi",
  "scope.addOns.concrete-flatness-level": "Döşemelerde beton düzlük ve kot kontrolleri",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.progress-dashboard.title": "İlerleme gösterge paneli",
  "deliverables.items.progress-dashboard.text": "Son ziyaretten bu yana bölge ve iş kalemi bazında ilerleme; çevrim içi ve PDF olarak.",
  "deliverables.items.deviation-report.title": "Sapma raporu",
  "deliverables.items.deviation-report.text": "Yapılan imalatın modelle renk kodlu karşılaştırması.",
  "deliverables.items.built-model.title": "Son durum (as-built) modeli",
  "deliverables.items.built-model.text": "Teslim ve işletme için, yapılana göre güncellenmiş model.",
  "deliverables.items.registered-point-clouds.title": "Birleştirilmiş nokta bulutları",
  "deliverables.items.registered-point-clouds.text": "Her ziyaretin tarihli taramaları; şantiyenin zaman içindeki kaydı olarak.",

  "cta.heading": "Şantiyenizin ilerlemesini her hafta görün",
  "cta.text": "Projeyi, iş programını ve ihtiyacınız olan tarama sıklığını bize anlatın. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Mevcut durum ve ilerleme takibi",
  "page.title": "Mevcut durum ölçümleri ve inşaat ilerleme raporları",
  "page.h1": "Mevcut durum ölçümleri ve inşaat ilerleme takibi",
  "page.description": "Haftalık, iki haftalık veya iş aşamalarına göre yapılan taramalar modelle karşılaştırılır; gösterge panelleri ve özet raporlar {{smallReportHours}} saat içinde teslim edilir.",

  "hero.eyebrow": "Mevcut durum ve ilerleme takibi",
  "hero.lead": "Şantiye haftada bir, iki haftada bir ya da her iş aşamasında taranır ve modelle karşılaştırılır; neyin yapıldığını, nerede sapma olduğunu ve işin ne kadar ilerlediğini görürsünüz.",
  "hero.facts.0": "Ya da iki haftalık veya iş aşamasına göre",
  "hero.facts.1": "Ölçüm doğruluğu",
  "hero.facts.2": "Taramadan sonra teslim süresi",
  "hero.facts.3": "Özet raporlar ve gösterge panelleri",
  "hero.alt": "Lazer tarama noktalarıyla gölgelendirilmiş, yatay bir lazer tarama çizgisinin kestiği bir binanın tel kafes çizimi; sehpa üzerindeki bir tarayıcıdan binanın köşelerine ışınlar gidiyor",

  "scope.nav": "Kapsam",
  "scope.heading": "Her ziyaret neleri kapsar?",
  "scope.intro": "Seçtiğiniz sıklıkta şantiyede hep aynı güzergâh izlenir; böylece her rapor bir öncekiyle doğrudan karşılaştırılabilir.",
  "scope.included.0": "Haftalık, iki haftalık veya her iş aşamasında, aynı kontrol ağı üzerinde yapılan taramalar",
  "scope.included.1": "Yapılan imalatın modelle {{constructionAccuracy}} içinde karşılaştırılması",
  "scope.included.2": "Bölge ve iş kalemi bazında ilerleme: tamamlanan, başlanan ve henüz başlanmayan işler",
  "scope.included.3": "{{smallReportHours}} saat içinde özet raporlar ve gösterge panelleri",
  "scope.addOns.0": "Hafriyat hacimleri ve şantiyenin genel görünümü için drone uçuşları",
  "scope.addOns.1": "Her ziyaretin plana bağlı 360° fotoğrafları",
  "scope.addOns.2": "Teslim için son durum (as-built) modelinin güncellenmesi",
  "scope.addOns.3": "Döşemelerde beton düzlük ve kot kontrolleri",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "İlerleme gösterge paneli",
  "deliverables.items.0.text": "Son ziyaretten bu yana bölge ve iş kalemi bazında ilerleme; çevrim içi ve PDF olarak.",
  "deliverables.items.1.title": "Sapma raporu",
  "deliverables.items.1.text": "Yapılan imalatın modelle renk kodlu karşılaştırması.",
  "deliverables.items.2.title": "Son durum (as-built) modeli",
  "deliverables.items.2.text": "Teslim ve işletme için, yapılana göre güncellenmiş model.",
  "deliverables.items.3.title": "Birleştirilmiş nokta bulutları",
  "deliverables.items.3.text": "Her ziyaretin tarihli taramaları; şantiyenin zaman içindeki kaydı olarak.",

  "cta.heading": "Şantiyenizin ilerlemesini her hafta görün",
  "cta.text": "Projeyi, iş programını ve ihtiyacınız olan tarama sıklığını bize anlatın. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

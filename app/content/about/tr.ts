import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Hakkımızda",
  "page.title": "Pontos 3D hakkında",
  "page.h1": "Pontos 3D hakkında",
  "page.description": "Budapeşte ve İstanbul'daki {{teamSize}} kişilik ölçüm ve BIM uzmanı ekibimizle {{foundingYear}} yılından bu yana binaları, tesisleri ve gemileri ölçüyoruz.",

  "hero.eyebrow": "Harita mühendisleri ve BIM uzmanları",
  "hero.lead": "Budapeşte ve İstanbul'da harita mühendisleri, BIM modelleyicileri ve CAD teknikerlerinden oluşan {{teamSize}} kişilik bir ekibiz. {{foundingYear}} yılından bu yana binaları, tesisleri, gemileri ve arazileri ölçüyor; müşterilerimizin üzerinde tasarım yapıp inşa ettiği modelleri ve çizimleri teslim ediyoruz.",
  "hero.facts.0": "Budapeşte'de kuruldu",
  "hero.facts.1": "Tamamlanan proje",
  "hero.facts.2": "Çalıştığımız ülke",
  "hero.facts.3": "Harita mühendisi ve BIM uzmanı",

  "sections.0.heading": "Üzerine inşa edebileceğiniz ölçüm verisi",
  "sections.0.blocks.0": "Pontos 3D, {{foundingYear}} yılında Budapeşte'de tek bir amaçla kurulan bir ölçüm bürosu olarak yola çıktı: tasarımcılara binayı arşiv çizimlerinde göründüğü gibi değil, bugün durduğu hâliyle vermek. Pontos, Macarcada “kesin, doğru” demektir ve bu ad bugün de kendimize koyduğumuz ölçüttür.",
  "sections.0.blocks.1": "Bugün mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler için mevcut binaları, cepheleri, tarihi yapıları, proses tesislerini, gemileri ve arazileri tarıyor ve modelliyoruz. Genel merkezimiz Budapeşte'de, ikinci ofisimiz İstanbul'da; Avrupa, Türkiye ve Orta Doğu'da {{projectsCompleted}}'ü aşkın proje tamamladık.",
  "sections.0.blocks.2": "Neyi ölçersek ölçelim yöntem aynıdır: ilk taramadan önce kurulan bir kontrol ağı, bu ağa göre denetlenen birleştirme, teklifte kararlaştırılan detay seviyesinde modelleme ve elde edilen doğruluğu belgeleyen bir QA/QC raporu. Fiyat mobilizasyondan önce sabitlenir; sahanızı tarayan ekip modeli de hazırlar.",

  "sections.1.heading": "Bizi daha yakından tanıyın",
  "sections.1.intro": "Kim olduğumuz, nasıl ölçtüğümüz, hangi ekipmanla çalıştığımız, hangi standartlara uyduğumuz ve kimler için çalıştığımız.",
  "sections.1.texts.0": "Hikâyemiz, {{teamSize}} kişilik ekibimiz, Budapeşte ve İstanbul'daki ofislerimiz ve müşterilerimizin bizden neler bekleyebileceği.",
  "sections.1.texts.1": "Her projede kontrol ağı ve QA/QC raporuyla nasıl planladığımız, ölçtüğümüz, birleştirdiğimiz, kontrol ettiğimiz ve teslim ettiğimiz.",
  "sections.1.texts.2": "{{terrestrialScanners}} yersel lazer tarayıcı, {{handheldLidarUnits}} el tipi LiDAR cihazı, bir ölçüm drone'u, takeometre ve GNSS/RTK alıcısı.",
  "sections.1.texts.3": "Detay seviyelerinden {{treeStandardShort}} ağaç envanterine ve ulusal koordinat sistemlerine kadar uyduğumuz standartlar.",
  "sections.1.texts.4": "Çalıştığımız mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler ile onların bizimle ilgili görüşleri.",

  "cta.heading": "Ölçülmesini istediğiniz yapıyı bize anlatın",
  "cta.text": "Çizimleri, fotoğrafları veya bir adresi ve ihtiyaç duyduğunuz çıktıları gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir; dilerseniz projeyi önce harita mühendislerimizden biriyle konuşun.",
} satisfies SameKeys<typeof en>;

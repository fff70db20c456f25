import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Hakkımızda",
  "page.title": "Pontos 3D hakkında",
  "page.h1": "Pontos 3D hakkında",
  "page.description": "Budapeşte ve İstanbul'daki {{teamSize}} kişilik ölçüm ve BIM uzmanı ekibimizle {{foundingYear}} yılından bu yana binaları, tesisleri ve gemileri ölçüyoruz.",

  "hero.eyebrow": "Harita mühendisleri ve BIM uzmanları",
  "hero.lead": "Budapeşte ve İstanbul'da harita mühendisleri, BIM modelleyicileri ve CAD teknikerlerinden oluşan {{teamSize}} kişilik bir ekibiz. {{foundingYear}} yılından bu yana binaları, tesisleri, gemileri ve arazileri ölçüyor; müşterilerimizin üzerinde tasarım yapıp inşa ettiği modelleri ve çizimleri teslim ediyoruz.",
  "hero.facts.foundingYear": "Budapeşte'de kuruldu",
  "hero.facts.projects": "Tamamlanan proje",
  "hero.facts.countries": "Çalıştığımız ülke",
  "hero.facts.teamSize": "Harita mühendisi ve BIM uzmanı",

  "sections.introduction.heading": "Üzerine inşa edebileceğiniz ölçüm verisi",
  "sections.introduction.blocks.pontos-3d-started": "Pontos 3D, {{foundingYear}} yılında Budapeşte'de tek bir amaçla kurulan bir ölçüm bürosu olarak yola çıktı: tasarımcılara binayı arşiv çizimlerinde göründüğü gibi değil, bugün durduğu hâliyle vermek. Pontos, Macarcada “kesin, doğru” demektir ve bu ad bugün de kendimize koyduğumuz ölçüttür.",
  "sections.introduction.blocks.today-scan-model": "Bugün mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler için mevcut binaları, cepheleri, tarihi yapıları, proses tesislerini, gemileri ve arazileri tarıyor ve modelliyoruz. Genel merkezimiz Budapeşte'de, ikinci ofisimiz İstanbul'da; Avrupa, Türkiye ve Orta Doğu'da {{projectsCompleted}}'ü aşkın proje tamamladık.",
  "sections.introduction.blocks.whatever-measure-discipline": "Neyi ölçersek ölçelim yöntem aynıdır: ilk taramadan önce kurulan bir kontrol ağı, bu ağa göre denetlenen birleştirme, teklifte kararlaştırılan detay seviyesinde modelleme ve elde edilen doğruluğu belgeleyen bir QA/QC raporu. Fiyat mobilizasyondan önce sabitlenir; sahanızı tarayan ekip modeli de hazırlar.",

  "sections.about-pages.heading": "Bizi daha yakından tanıyın",
  "sections.about-pages.intro": "Kim olduğumuz, nasıl ölçtüğümüz, hangi ekipmanla çalıştığımız, hangi standartlara uyduğumuz ve kimler için çalıştığımız.",
  "sections.about-pages.texts.about/company": "Hikâyemiz, {{teamSize}} kişilik ekibimiz, Budapeşte ve İstanbul'daki ofislerimiz ve müşterilerimizin bizden neler bekleyebileceği.",
  "sections.about-pages.texts.about/methodology": "Her projede kontrol ağı ve QA/QC raporuyla nasıl planladığımız, ölçtüğümüz, birleştirdiğimiz, kontrol ettiğimiz ve teslim ettiğimiz.",
  "sections.about-pages.texts.about/equipment": "{{terrestrialScanners}} yersel lazer tarayıcı, {{handheldLidarUnits}} el tipi LiDAR cihazı, bir ölçüm drone'u, takeometre ve GNSS/RTK alıcısı.",
  "sections.about-pages.texts.about/certifications": "Detay seviyelerinden {{treeStandardShort}} ağaç envanterine ve ulusal koordinat sistemlerine kadar uyduğumuz standartlar.",
  "sections.about-pages.texts.about/clients": "Çalıştığımız mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler ile onların bizimle ilgili görüşleri.",

  "cta.heading": "Ölçülmesini istediğiniz yapıyı bize anlatın",
  "cta.text": "Çizimleri, fotoğrafları veya bir adresi ve ihtiyaç duyduğunuz çıktıları gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir; dilerseniz projeyi önce harita mühendislerimizden biriyle konuşun.",
} satisfies SameKeys<typeof en>;

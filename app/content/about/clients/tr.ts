import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Müşteriler",
  "page.title": "Müşterilerimiz",
  "page.h1": "Müşterilerimiz",
  "page.description": "Avrupa, Türkiye ve Orta Doğu'da mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersanelerle çalışıyoruz. Bizimle çalışanların görüşlerini okuyun.",

  "hero.eyebrow": "Müşteriler ve sektörler",
  "hero.lead": "Avrupa, Türkiye ve Orta Doğu'da mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler: bir şeyi değiştirmeden önce orada tam olarak ne olduğunu bilmesi gerekenler.",
  "hero.facts.projects": "Tamamlanan proje",
  "hero.facts.countries": "Çalıştığımız ülke",
  "hero.facts.foundingYear": "Budapeşte'de kuruldu",

  "sections.clients.heading": "Birlikte çalıştığımız firmalardan bazıları",

  "sections.who-we-work-for.heading": "Kimler için çalışıyoruz?",
  "sections.who-we-work-for.blocks.clients-design-build": "Müşterilerimiz yapıları ve tesisleri tasarlayan, inşa eden, işleten ve onaranlardır. Küçük mimarlık ofislerinden kendi mühendislik birimi olan tesis işletmecilerine kadar uzanırlar; projelerinin çoğunun ortak noktası ise çizimleri sahadaki gerçek durumu artık yansıtmayan mevcut bir bina, tesis ya da gemidir.",
  "sections.who-we-work-for.blocks.sector": "### Sektörlere göre",
  "sections.who-we-work-for.blocks.industrial-plants-chemical": "- Endüstriyel tesisler: mevcut tesis revizyonları için mevcut durum modeline, yeni montajlar için kalite kontrole ihtiyaç duyan kimya, ilaç ve proses tesisleri\n- Ticari yapılar ve konaklama: tadilat, ek bina ve cephe yenilemesi planlayan mal sahipleri, yatırımcılar ve mimarlar\n- Altyapı ve ulaşım: karayolu, demiryolu, köprü ve şehir altyapısı projelerinde çalışan mühendisler ve yükleniciler\n- Kültürel miras: restorasyon mimarları, koruma kurumları, vakıf yönetimleri ve müzeler\n- Denizcilik: tadilat, dönüşüm ve onarım hazırlayan tersaneler, armatörler ve yat üreticileri",
  "sections.who-we-work-for.blocks.what-ask": "### Bizden ne bekliyorlar?",
  "sections.who-we-work-for.blocks.few-clients-need": "Nokta bulutuna kendisi için ihtiyaç duyan müşteri azdır. İstenen; tasarım ekibinin güvenebileceği bir model, binayla örtüşen çizimler ya da yeni çeliğin tasarımdaki yerine oturduğunu kanıtlayan bir rapordur. Bunları müşterilerimizin zaten kullandığı formatlarda ve standartlarda teslim ediyoruz. Vaka çalışmalarımız bu işlerden üçünü ayrıntılı anlatıyor: Tiszaújváros'ta bir kimya tesisi, Debrecen'de bir ilaç tesisi ve Krefeld'de bir otel cephesi.",

  "sections.testimonials.heading": "Müşterilerimiz ne diyor?",
  "sections.testimonials.items.plant-never-stops.quote": "Tesisimiz hiç durmuyor; sahadaki her saatin işletmeyle önceden kararlaştırılması gerekiyordu. Pontos 3D proses ünitelerini vardiyalarımıza göre taradı. Mühendislerimiz artık yeni boru hatlarını imalattan önce mevcut durum modeli üzerinde kontrol ediyor.",
  "sections.testimonials.items.plant-never-stops.role": "Mühendislik Müdürü, Tiszaújváros",
  "sections.testimonials.items.dry-dock-time.quote": "Kuru havuz süresi, bir armatörün satın aldığı en pahalı zamandır. Makine dairesi gemi gelmeden haftalar önce limanda tarandığı için boru atölyemiz parçaları karada imal etti ve havuzlama sırasında monte etti; gemide neredeyse hiç kesim yapılmadı.",
  "sections.testimonials.items.dry-dock-time.role": "Donatım Müdürü, Tuzla",

  "cta.heading": "Projenizi başlatın",
  "cta.text": "Çizimleri, fotoğrafları veya bir adresi ve ihtiyaç duyduğunuz çıktıları gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

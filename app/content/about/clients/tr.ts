import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Müşteriler",
  "page.title": "Müşterilerimiz",
  "page.h1": "Müşterilerimiz",
  "page.description": "Avrupa, Türkiye ve Orta Doğu'da mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersanelerle çalışıyoruz. Bizimle çalışanların görüşlerini okuyun.",

  "hero.eyebrow": "Müşteriler ve sektörler",
  "hero.lead": "Avrupa, Türkiye ve Orta Doğu'da mimarlar, mühendisler, yükleniciler, tesis sahipleri ve tersaneler: bir şeyi değiştirmeden önce orada tam olarak ne olduğunu bilmesi gerekenler.",
  "hero.facts.0": "Tamamlanan proje",
  "hero.facts.1": "Çalıştığımız ülke",
  "hero.facts.2": "Budapeşte'de kuruldu",

  "sections.0.heading": "Birlikte çalıştığımız firmalardan bazıları",

  "sections.1.heading": "Kimler için çalışıyoruz?",
  "sections.1.blocks.0": "Müşterilerimiz yapıları ve tesisleri tasarlayan, inşa eden, işleten ve onaranlardır. Küçük mimarlık ofislerinden kendi mühendislik birimi olan tesis işletmecilerine kadar uzanırlar; projelerinin çoğunun ortak noktası ise çizimleri sahadaki gerçek durumu artık yansıtmayan mevcut bir bina, tesis ya da gemidir.",
  "sections.1.blocks.1": "### Sektörlere göre",
  "sections.1.blocks.2": "- Endüstriyel tesisler: mevcut tesis revizyonları için mevcut durum modeline, yeni montajlar için kalite kontrole ihtiyaç duyan kimya, ilaç ve proses tesisleri\n- Ticari yapılar ve konaklama: tadilat, ek bina ve cephe yenilemesi planlayan mal sahipleri, yatırımcılar ve mimarlar\n- Altyapı ve ulaşım: karayolu, demiryolu, köprü ve şehir altyapısı projelerinde çalışan mühendisler ve yükleniciler\n- Kültürel miras: restorasyon mimarları, koruma kurumları, vakıf yönetimleri ve müzeler\n- Denizcilik: tadilat, dönüşüm ve onarım hazırlayan tersaneler, armatörler ve yat üreticileri",
  "sections.1.blocks.3": "### Bizden ne bekliyorlar?",
  "sections.1.blocks.4": "Nokta bulutuna kendisi için ihtiyaç duyan müşteri azdır. İstenen; tasarım ekibinin güvenebileceği bir model, binayla örtüşen çizimler ya da yeni çeliğin tasarımdaki yerine oturduğunu kanıtlayan bir rapordur. Bunları müşterilerimizin zaten kullandığı formatlarda ve standartlarda teslim ediyoruz. Vaka çalışmalarımız bu işlerden üçünü ayrıntılı anlatıyor: Tiszaújváros'ta bir kimya tesisi, Debrecen'de bir ilaç tesisi ve Krefeld'de bir otel cephesi.",

  "sections.2.heading": "Müşterilerimiz ne diyor?",
  "sections.2.items.0.quote": "Tesisimiz hiç durmuyor; sahadaki her saatin işletmeyle önceden kararlaştırılması gerekiyordu. Pontos 3D proses ünitelerini vardiyalarımıza göre taradı. Mühendislerimiz artık yeni boru hatlarını imalattan önce mevcut durum modeli üzerinde kontrol ediyor.",
  "sections.2.items.0.role": "Mühendislik Müdürü, Tiszaújváros",
  "sections.2.items.1.quote": "Kuru havuz süresi, bir armatörün satın aldığı en pahalı zamandır. Makine dairesi gemi gelmeden haftalar önce limanda tarandığı için boru atölyemiz parçaları karada imal etti ve havuzlama sırasında monte etti; gemide neredeyse hiç kesim yapılmadı.",
  "sections.2.items.1.role": "Donatım Müdürü, Tuzla",

  "cta.heading": "Projenizi başlatın",
  "cta.text": "Çizimleri, fotoğrafları veya bir adresi ve ihtiyaç duyduğunuz çıktıları gönderin. Sabit fiyatlı teklifiniz iş günlerinde {{quoteTurnaroundHours}} saat içinde gelir.",
} satisfies SameKeys<typeof en>;

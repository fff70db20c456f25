import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  pageOf: "Sayfa {page}/{pages}",
  project: "Proje",
  checkedBy: "Kontrol eden",
  date: "Tarih",
  notes: "Notlar",

  "site-access.title": "Saha erişimi, izinler ve iş güvenliği kontrol listesi",
  "site-access.intro":
    "Ölçüm ekibi bir tesise, otele veya kullanımdaki bir binaya gelmeden önce ayarlanması gerekenler. Önceden çözülen her madde, kapıda beklemek yerine taramaya ayrılan bir saattir.",
  "site-access.before.heading": "Ziyaretten önce",
  "site-access.before.site-contact":
    "Erişim izni veren ve izinleri imzalayan bir saha sorumlusu belirlenmiş; ölçüm süresince ulaşılabilecek bir telefon numarası verilmiş.",
  "site-access.before.rules-induction": "Saha kuralları ve saha giriş eğitimi belgeleri önceden gönderilmiş, eğitim ilk sabaha planlanmış.",
  "site-access.before.hours":
    "Çalışma saatleri kararlaştırılmış; yalnızca boşken taranabilecek alanlar için gece veya hafta sonu çalışması da dahil.",
  "site-access.before.passes": "Ekipteki kişiler için isme giriş kartları düzenlenmiş; araç, park ve yükleme-boşaltma için kaydedilmiş.",
  "site-access.before.occupants": "Kiracılar, çalışanlar veya otel resepsiyonu, ekibin ne zaman ve nerede çalışacağından haberdar.",
  "site-access.permits.heading": "İzinler ve tehlikeli alanlar",
  "site-access.permits.permit-to-work":
    "Proses alanları için iş izni, tesisin izin ofisi tarafından ve saha gerektiriyorsa her vardiya için düzenleniyor.",
  "site-access.permits.atex":
    "ATEX bölgeleri bir plan üzerinde işaretlenmiş. Lazer tarayıcılar patlama korumalı (Ex) değildir: her bölge için gazsızlık belgesi ve sıcak çalışma izni ya da planlı bir duruş aralığı ayarlanmış.",
  "site-access.permits.confined-spaces":
    "Kapalı alanlar (tanklar, çukurlar, menfezler) listelenmiş; giriş yalnızca izinle ve dışarıda bekleyen bir gözcüyle.",
  "site-access.permits.height":
    "Yüksekte çalışma planlanmış: çatıya erişim, kenar koruması veya ankraj noktaları ve tarama konumları gerektiriyorsa mobil çalışma platformu.",
  "site-access.permits.drone":
    "Drone uçuşu için: hava sahası gerektiriyorsa sivil havacılık otoritesinin (Türkiye'de SHGM) izni, mülk sahibinin onayı ve sahanın uçuş bölgesi ile saati için verdiği onay.",
  "site-access.permits.photography":
    "Taranması veya fotoğraflanması yasak alanlar belirtilmiş: güvenlik odaları, veri merkezleri, kullanımdaki misafir odaları, gizlilik kapsamındaki üretim hatları.",
  "site-access.on-site.heading": "Sahada",
  "site-access.on-site.ppe":
    "Gereken KKD belirtilmiş: baret, iş ayakkabısı, reflektörlü yelek, gözlük ve kulak koruyucu; gerekiyorsa özel donanım da (alev almaz giysi, gaz dedektörü).",
  "site-access.on-site.keys-escort":
    "Kilitli odalar, makine daireleri, elektrik odaları ve çatı erişimi için anahtar veya refakatçi ayarlanmış.",
  "site-access.on-site.ceilings": "Hangi asma tavan plakalarının kaldırılabileceği ve bunları kimin yerine takacağı kararlaştırılmış.",
  "site-access.on-site.risers": "Düşey tesisat şaftları ve servis kapakları, gerekiyorsa tesis yöneticisi eşliğinde açılabiliyor.",
  "site-access.on-site.equipment-route":
    "Ekipman için bir asansör ve taşıma güzergâhı, geceleri saklamak için de kilitlenebilir bir oda var.",
  "site-access.on-site.clean-areas": "Temiz odalar, mutfaklar ve laboratuvarlar için giyinme ve hijyen kuralları biliniyor.",
  "site-access.on-site.emergency": "Toplanma noktası, ilk yardım sorumlusu ve planlı alarm testleri ekip tarafından biliniyor.",

  "delivery.title": "Teslim kontrol listesi",
  "delivery.intro":
    "Ölçümden önce nelerin kararlaştırılacağı ve veriler geldiğinde nelerin kontrol edileceği; böylece model güvene değil, kanıta dayanarak kabul edilir.",
  "delivery.agreed.heading": "Ölçümden önce kararlaştırılanlar",
  "delivery.agreed.formats": "Dosya formatları ve yazılım sürümleri: nokta bulutu (E57, RCP), model (RVT, IFC), çizimler (DWG, PDF).",
  "delivery.agreed.coordinates": "Koordinat sistemi, yükseklik datumu ve modelin proje başlangıç noktası.",
  "delivery.agreed.naming": "Dosya adlandırma ve klasör yapısı ya da uyulacak kendi adlandırma standardınız.",
  "delivery.agreed.lod": "Her elemanın veya bölgenin detay seviyesi (LOD matrisine atıfla) ve her seviyenin toleransı.",
  "delivery.agreed.handover": "Verilerin nasıl teslim edileceği: indirme bağlantısı, ortak veri ortamınız veya harici bir disk.",
  "delivery.arrival.heading": "Veriler geldiğinde",
  "delivery.arrival.files-open": "Her dosya kararlaştırılan yazılım sürümünde açılıyor ve çıktı listesindeki hiçbir şey eksik değil.",
  "delivery.arrival.registration":
    "Birleştirme raporunda RMSE {{registrationRmse}}, kontrol noktalarındaki artık hatalar {{controlResiduals}}.",
  "delivery.arrival.coverage": "Kapsamdaki her oda ve alan taranmış; her eksik alan gerekçesiyle listelenmiş.",
  "delivery.arrival.position":
    "Nokta bulutu ve model kararlaştırılan koordinat sisteminde: bilinen bir nokta veya aksla yapılan kontrol tutuyor.",
  "delivery.arrival.lod-check": "Modelin detay seviyesi, LOD matrisinde kararlaştırılan sütunla eleman eleman örtüşüyor.",
  "delivery.arrival.deviation": "QA/QC raporu model–nokta bulutu karşılaştırmasını gösteriyor ve toleransı aşan her sapma açıklanmış.",
  "delivery.arrival.assumed": "Tarayıcının göremediği elemanlar “varsayım” ya da “projeden alındı” olarak işaretlenmiş.",
  "delivery.arrival.template": "Adlar, katlar, akslar ve çalışma kümeleri (workset) şablonunuza uyuyor.",
  "delivery.sign-off.heading": "Revizyonlar, onay ve imza",
  "delivery.sign-off.comments": "Yorumlar tek bir liste hâlinde, {{revisionWindowHours}} saatlik revizyon süresi içinde gönderiliyor.",
  "delivery.sign-off.sign-off":
    "Kontroller tamamlanınca teslim yazılı olarak onaylanıp imzalanıyor ve QA/QC raporu modelle birlikte saklanıyor.",
  "delivery.sign-off.archive":
    "Birleştirilmiş nokta bulutu arşivleniyor: sonradan çıkan soruları yeni bir saha ziyareti gerektirmeden yanıtlar.",
} satisfies SameKeys<typeof en>;

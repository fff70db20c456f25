import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Ölçüm şartnamesi",
  subtitle: "Her ölçüm firmasının aynı kapsama teklif vermesini sağlayan sorular",
  intro:
    "Bildiklerinizi yanıtlayın, gerisini boş bırakın: boş kalan her alan, teklif vermeden önce size soracağımız bir sorudur. Aynı şartnameyi teklif istediğiniz her firmaya gönderin; gelen teklifleri kalem kalem karşılaştırabilirsiniz. Formu ekranda doldurabilir veya yazdırabilirsiniz.",
  pageOf: "Sayfa {page}/{pages}",
  send: "Doldurduğunuz şartnameyi, varsa planlar veya fotoğraflarla birlikte şu adrese gönderin:",

  "project.heading": "Proje ve saha",
  "project.hint": "Adres ve yapı türü, sahaya nasıl ulaşılacağını ve sahada bir günde ne kadar iş çıkacağını gösterir.",
  "project.name": "Proje adı",
  "project.address": "Saha adresi",
  "project.building": "Yapı türü ve mevcut kullanımı",
  "project.existing": "Kullanabileceğimiz mevcut bilgiler",
  "project.existing.drawings": "Projeler (planlar, kesitler, görünüşler)",
  "project.existing.model": "Daha önce yapılmış bir model (Revit, IFC)",
  "project.existing.earlier-survey": "Daha önce yapılmış bir rölöve veya nokta bulutu",
  "project.existing.none": "Güvenilir bir bilgi yok",

  "purpose.heading": "Ölçümün amacı",
  "purpose.hint":
    "Amaç, detay seviyesini ve toleransı belirler: mekân planlaması için yapılan bir model ile prefabrikasyon için yapılan bir modelin maliyeti birkaç kat farklıdır.",
  "purpose.uses": "Model veya çizimler şu amaçla kullanılacak",
  "purpose.uses.refurbishment": "Tadilat veya iç mekân düzenlemesi projesi",
  "purpose.uses.permit": "Ruhsat veya imar başvurusu projeleri",
  "purpose.uses.facility": "Tesis veya varlık yönetimi",
  "purpose.uses.coordination": "Yeni tesisatın mevcut yapıyla koordinasyonu",
  "purpose.uses.prefabrication": "Yerine tam oturması gereken elemanların prefabrikasyonu",
  "purpose.uses.heritage": "Tescilli veya tarihî bir yapının belgelenmesi",
  "purpose.other": "Başka bir amaç ya da ölçümün dayanak olacağı karar",

  "extent.heading": "Alan ve kapsam",
  "extent.hint":
    "Ölçüm firmasının fiyatlandırdığı şey, alan ve kapsama dahil bölümlerdir; şartnamede unutulan bir oda, bütün tekliflerde eksik kalan bir odadır.",
  "extent.area": "Ölçülecek brüt inşaat alanı (m²)",
  "extent.floors": "Bodrum ve teknik katlar dahil kat sayısı",
  "extent.includes": "Kapsama ayrıca dahil",
  "extent.includes.facades": "Cepheler",
  "extent.includes.roof": "Çatı ve çatı üstü ekipmanlar",
  "extent.includes.basements": "Bodrumlar ve otoparklar",
  "extent.includes.risers": "Düşey tesisat hatları ve şaftlar",
  "extent.includes.ceiling-voids": "Asma tavan içi (plakalar kaldırılacak)",
  "extent.includes.site": "Dış alanlar ve arazi",
  "extent.excluded": "Kapsam dışı veya erişilemeyen alanlar",

  "deliverables.heading": "Çıktılar ve dosya formatları",
  "deliverables.hint":
    "Dosya formatlarını ve yazılım sürümlerini şimdi belirtin; teslimden sonra bir modeli dönüştürmek zaman alır ve bilgi kaybına yol açar.",
  "deliverables.files": "Teslim edilecek dosyalar",
  "deliverables.files.point-cloud": "Birleştirilmiş nokta bulutu (E57, RCP)",
  "deliverables.files.revit": "Revit modeli (RVT)",
  "deliverables.files.ifc": "IFC modeli",
  "deliverables.files.drawings": "Planlar, kesitler ve görünüşler (DWG, PDF)",
  "deliverables.files.navisworks": "Koordinasyon modeli (NWD)",
  "deliverables.files.qa-report": "Kalite kontrol (QA/QC) raporu",
  "deliverables.software": "Dosyaların açılması gereken yazılım ve sürüm",
  "deliverables.template": "Uyulacak şablon, aileler veya adlandırma standardı",

  "lod.heading": "Eleman veya bölge bazında detay seviyesi",
  "lod.hint":
    "Tek başına “{{lod300}}” her teklif veren tarafından farklı okunur. LOD matrisimizin satırlarına eleman eleman atıf yapın ve daha yüksek seviye gerektiren bölgeleri bir plan üzerinde işaretleyin.",
  "lod.by-element": "Eleman bazında seviye (duvarlar, döşemeler, taşıyıcı sistem, MEP…), LOD matrisinde olduğu gibi",
  "lod.by-area": "Daha yüksek veya daha düşük seviyedeki bölgeler (makine daireleri, şaftlar, bağlantı bölgeleri)",
  "lod.smallest": "Modellenecek en küçük kanal, boru veya kablo tavası",

  "accuracy.heading": "Doğruluk ve tolerans",
  "accuracy.hint":
    "Amacın gerektirdiğinden dar bir tolerans saha ve ofis süresini katlar; daha geniş bir tolerans ise ölçümü yeniden yaptırmanıza yol açar. Standardımız: {{lod300}} seviyesinde nokta bulutuna göre {{bimTolerance}}.",
  "accuracy.tolerance": "LOD matrisindekinden farklıysa, istenen model–nokta bulutu toleransı",
  "accuracy.checks": "Doğruluk kanıtı",
  "accuracy.checks.checkpoints": "Takeometreyle ölçülmüş bağımsız denetim noktaları",
  "accuracy.checks.report-per-element": "QA/QC raporunda eleman bazında sapma raporu",

  "coordinates.heading": "Koordinat sistemi ve yükseklik datumu",
  "coordinates.hint":
    "Yanlış koordinatlardaki bir model ne tasarımla ne de vaziyet planıyla örtüşür; sonradan taşımak her disiplinde hata riski doğurur.",
  "coordinates.system": "Verilerin konumlandırılacağı sistem",
  "coordinates.system.national": "Ulusal koordinat sistemi (TUREF, EOV, ETRS89/UTM…)",
  "coordinates.system.local-grid": "Yapıya veya şantiyeye ait yerel aks sistemi",
  "coordinates.system.architect-base-point": "Mimarın verdiği proje başlangıç noktası",
  "coordinates.system.not-needed": "Belirli bir sistem gerekmiyor",
  "coordinates.datum": "Yükseklik datumu (TUDKA-99, Baltık yükseklikleri, DHHN…) veya yerel bir kot",
  "coordinates.control": "Sahadaki mevcut poligon ve röper noktaları",

  "access.heading": "Erişim ve kısıtlar",
  "access.hint":
    "Çalışma saatleri, refakat ve izinler taramanın kaç gün süreceğini belirler; saha erişimi kontrol listemiz nelerin ayarlanması gerektiğini sıralar.",
  "access.conditions": "Bu sahada",
  "access.conditions.occupied": "Bina ölçüm sırasında kullanımda",
  "access.conditions.out-of-hours": "Çalışma yalnızca mesai saatleri dışında mümkün",
  "access.conditions.induction": "Saha giriş eğitimi gerekli",
  "access.conditions.permit-to-work": "İş izni gerekli (tesisler, tehlikeli alanlar)",
  "access.conditions.escort": "Bazı alanlar için refakatçi veya anahtar gerekli",
  "access.conditions.drone": "Çatılar veya saha için drone uçuşu isteniyor",
  "access.notes": "Çalışma saatleri, kısıtlı alanlar, KKD ve bilmemiz gereken diğer her şey",

  "schedule.heading": "Takvim",
  "schedule.hint": "Teslim tarihi ekibin büyüklüğünü belirler; tekliften sonra kayan bir tarih çoğu zaman fiyatı da değiştirir.",
  "schedule.site-from": "Sahanın müsait olduğu en erken tarih",
  "schedule.delivery-by": "Çıktıların gerektiği tarih",
  "schedule.milestones": "Ara teslimler veya kilometre taşları (örneğin incelemeye sunulacak ilk kat)",

  "contacts.heading": "İrtibat kişileri",
  "contacts.hint": "Kapsama karar veren bir kişi ve kapıları açan bir kişi: aynı gün yanıtlanan sorular ölçümü takvimde tutar.",
  "contacts.client": "İşveren temsilcisi: ad, görev, telefon, e-posta",
  "contacts.site": "Saha sorumlusu: ad, telefon",
  "contacts.bim": "Modeli teslim alacak kişi (BIM yöneticisi): ad, e-posta",
} satisfies SameKeys<typeof en>;

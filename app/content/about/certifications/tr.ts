import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Sertifikalar",
  "page.title": "Sertifikalar ve standartlar",
  "page.h1": "Sertifikalar ve standartlar",
  "page.description": "{{treeStandard}} ağaç envanterinden LOD şartnamelerine ve ulusal koordinat sistemlerine kadar çalışmalarımızda esas aldığımız standartlar.",

  "hero.eyebrow": "Standartlar ve güvenceler",
  "hero.lead": "Çalışmalarımızda esas aldığımız standartlar ve şartnameler; Macaristan, Türkiye ve Almanya'da tabi olduğumuz ulusal ölçüm kuralları ve her sözleşmede yer alan güvenceler. Her birini teslim ettiğimiz çıktılarda, QA/QC raporunda ya da sözleşmenin kendisinde kontrol edebilirsiniz.",
  "hero.facts.treeStandard": "Ağaç envanterinde esas alınan standart",
  "hero.facts.lodStandard": "Standart detay seviyesi",

  "sections.what-this-page-covers.heading": "Kontrol edebileceğiniz standartlar",
  "sections.what-this-page-covers.blocks.standard-only-worth": "Bir standardı anmak, ancak işin ona uyduğu görülebiliyorsa anlamlıdır. Bu sayfadaki her standardın kanıtı çıktıların içindedir: ağaç listesi ve kategorileri, her model elemanının detay seviyesi, QA/QC raporundaki doğruluk değerleri, her dosyanın koordinat sistemi.",
  "sections.what-this-page-covers.blocks.where-project-sets": "Projenizin kendi gereklilikleri varsa, örneğin bir BIM uygulama planı, firmanızın CAD standardı ya da bir tesisin mühendislik şartnamesi, önce onlar gelir. Bunları iş başlamadan şartnameye yazar, çıktıları da onlara göre kontrol ederiz.",

  "sections.standards.heading": "Çalışmalarımızda esas aldığımız standartlar",
  "sections.standards.cards.tree-surveys.title": "Ağaç envanteri",
  "sections.standards.cards.tree-surveys.text": "Ağaç envanteri {{treeStandard}} standardına göre yapılır: her ağaç etiketlenir, ölçülür, bir koruma kategorisine ({{treeCategories}}) ayrılır ve kök koruma alanıyla birlikte plana işlenir. Yerel yönetim kendi çizelgesini istiyorsa onu da çıktılara ekleriz.",
  "sections.standards.cards.tree-surveys.metric": "ağaç envanteri standardı",
  "sections.standards.cards.levels-detail.title": "Detay seviyeleri",
  "sections.standards.cards.levels-detail.text": "Model içeriği BIMForum LOD Şartnamesi'nin eleman tanımlarıyla belirlenir: standart olarak {{lodStandard}}, talep üzerine {{lodOnRequest}}; teklifte eleman eleman kararlaştırılır.",
  "sections.standards.cards.levels-detail.metric": "standart detay seviyesi",
  "sections.standards.cards.stated-accuracy.title": "Belirtilen doğruluk",
  "sections.standards.cards.stated-accuracy.text": "Doğruluk, USIBD Doğruluk Seviyesi (LOA) Şartnamesi'nin yaklaşımıyla ölçülmüş toleranslar olarak belirtilir: kontrol ağı, nokta bulutu ve modelin nokta bulutuna göre konumu için. Ulaşılan her değer QA/QC raporunda yer alır.",
  "sections.standards.cards.stated-accuracy.metric": "birleştirilmiş nokta bulutu",
  "sections.standards.cards.open-exchange-formats.title": "Açık veri değişim formatları",
  "sections.standards.cards.open-exchange-formats.text": "Modeller Revit'in yanı sıra buildingSMART'ın açık formatı IFC ile, nokta bulutları RCP'nin yanı sıra E57 ile teslim edilir. Verileriniz başka yazılımlarda da, yıllar sonra da okunabilir kalır.",

  "sections.national-rules.heading": "Üç pazarımızda ulusal ölçüm kuralları",
  "sections.national-rules.intro": "Her ölçümü bulunduğu ülkenin ulusal referans sistemine bağlar, orada ölçme işlerine uygulanan kurallara uyarız.",
  "sections.national-rules.blocks.hungary": "### Macaristan",
  "sections.national-rules.blocks.coordinates-unified-national": "Koordinatlar Macar ulusal projeksiyonunda (EOV/HD72), yükseklikler Baltık yükseklik sisteminde verilir; ölçümler ulusal kontrol ağına ve ulusal GNSS düzeltme servisine bağlanır. Harita ve ölçme işlerinde Macaristan'ın kadastro ve haritacılık kurallarına, verimizin tapu ve kadastro birimlerinin verisiyle buluştuğu her yerde de onların uygulamalarına uyarız.",
  "sections.national-rules.blocks.turkiye": "### Türkiye",
  "sections.national-rules.blocks.coordinates-turef-itrf96": "Koordinatlar üç derecelik Transversal Merkatör dilimlerinde TUREF/ITRF96 sisteminde verilir; gerçek zamanlı düzeltmeler ulusal CORS ağından (TUSAGA-Aktif) alınır. Büyük ölçekli ölçümler, Büyük Ölçekli Harita ve Harita Bilgileri Üretim Yönetmeliği'ne göre yapılır.",
  "sections.national-rules.blocks.germany": "### Almanya",
  "sections.national-rules.blocks.coordinates-etrs89-utm": "Koordinatlar, Almanya'daki haritacıların ve resmî kurumların kullandığı gibi ETRS89/UTM sisteminde, yükseklikler DHHN'de verilir; düzeltmeler eyalet ölçme dairelerinin SAPOS servisinden alınır. Sözleşmede belirtildiğinde mühendislik ölçmeleri ilgili DIN standartlarına göre yapılır.",
  "sections.national-rules.blocks.cadastral-boundary-work": "### Kadastro ve sınır işleri",
  "sections.national-rules.blocks.countries-surveys-create": "Üç ülkede de yasal bir sınırı oluşturan ya da değiştiren veya tapu siciline işlenecek ölçümler, kanunla yetkili haritacılara, Almanya'da ise kamu adına yetkilendirilmiş ölçme mühendislerine (ÖbVI) ve ölçme dairelerine ayrılmıştır. Bizim sınır ve çit hattı ölçümlerimiz sahada mevcut olanı kayıt altına alır. Tescile esas bir ölçüm gerektiğinde, sizin yetkili haritacınızla aynı kontrol ağı üzerinde birlikte çalışırız.",
  "sections.national-rules.blocks.drone-flights": "### Drone uçuşları",
  "sections.national-rules.blocks.drone-flights-follow": "Drone uçuşları Macaristan ve Almanya'da AB drone kurallarına, Türkiye'de Sivil Havacılık Genel Müdürlüğü'nün kurallarına göre yapılır. Her uçuş hava sahasına ve sahaya göre planlanır ve yalnızca gerekli izinler alındıktan sonra gerçekleştirilir.",

  "sections.safeguards.heading": "Her sözleşmedeki güvenceler",
  "sections.safeguards.cards.confidentiality.title": "Gizlilik",
  "sections.safeguards.cards.confidentiality.text": "Proje ayrıntıları paylaşılmadan önce gizlilik sözleşmesi (NDA) imzalarız. Çizimler, taramalar ve modeller yalnızca projede adı geçen kişilerle paylaşılır; bir proje ancak yazılı onayınızla referanslarımız arasında yer alır.",
  "sections.safeguards.cards.data-protection.title": "Kişisel verilerin korunması",
  "sections.safeguards.cards.data-protection.text": "Kişisel veriler AB Genel Veri Koruma Tüzüğü'ne (GDPR), Türkiye'de ise Kişisel Verilerin Korunması Kanunu'na (KVKK) uygun olarak işlenir. Ölçümün amacı aksini gerektirmedikçe görüntülerdeki yüzler ve plakalar teslimden önce bulanıklaştırılır.",
  "sections.safeguards.cards.insurance.title": "Sigorta",
  "sections.safeguards.cards.insurance.text": "Ölçüm ve modelleme işlerimiz için mesleki sorumluluk sigortamız, sahadaki ekiplerimiz için üçüncü şahıs mali sorumluluk sigortamız vardır. İstenirse sigorta teminat yazısını teklifle birlikte göndeririz.",
  "sections.safeguards.cards.site-safety.title": "İş güvenliği",
  "sections.safeguards.cards.site-safety.text": "Ekiplerimiz kendi kişisel koruyucu donanımlarıyla gelir, saha giriş eğitiminize katılır ve iş izni sisteminize göre çalışır. ATEX bölgelerinde, kapalı alanlarda ve kuru havuzlarda yapılacak işler, biz sahaya gelmeden iş güvenliği ekibinizle planlanır.",

  "cta.heading": "İhale veya tedarikçi onayı için belgeye mi ihtiyacınız var?",
  "cta.text": "Sigorta teminat yazısını, gizlilik sözleşmemizi veya örnek bir QA/QC raporunu isteyin. Bunları iş günlerinde {{quoteTurnaroundHours}} saat içinde, isterseniz sabit fiyatlı bir teklifle birlikte göndeririz.",
  "cta.actions.contact": "Belge talep edin",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Sertifikalar",
  "page.title": "Sertifikalar ve standartlar",
  "page.h1": "Sertifikalar ve standartlar",
  "page.description": "{{treeStandard}} ağaç envanterinden LOD şartnamelerine ve ulusal koordinat sistemlerine kadar çalışmalarımızda esas aldığımız standartlar.",

  "hero.eyebrow": "Standartlar ve güvenceler",
  "hero.lead": "Çalışmalarımızda esas aldığımız standartlar ve şartnameler; Macaristan, Türkiye ve Almanya'da tabi olduğumuz ulusal ölçüm kuralları ve her sözleşmede yer alan güvenceler. Her birini teslim ettiğimiz çıktılarda, QA/QC raporunda ya da sözleşmenin kendisinde kontrol edebilirsiniz.",
  "hero.facts.0": "Ağaç envanterinde esas alınan standart",
  "hero.facts.1": "Standart detay seviyesi",

  "sections.0.heading": "Kontrol edebileceğiniz standartlar",
  "sections.0.blocks.0": "Bir standardı anmak, ancak işin ona uyduğu görülebiliyorsa anlamlıdır. Bu sayfadaki her standardın kanıtı çıktıların içindedir: ağaç listesi ve kategorileri, her model elemanının detay seviyesi, QA/QC raporundaki doğruluk değerleri, her dosyanın koordinat sistemi.",
  "sections.0.blocks.1": "Projenizin kendi gereklilikleri varsa, örneğin bir BIM uygulama planı, firmanızın CAD standardı ya da bir tesisin mühendislik şartnamesi, önce onlar gelir. Bunları iş başlamadan şartnameye yazar, çıktıları da onlara göre kontrol ederiz.",

  "sections.1.heading": "Çalışmalarımızda esas aldığımız standartlar",
  "sections.1.cards.0.title": "Ağaç envanteri",
  "sections.1.cards.0.text": "Ağaç envanteri {{treeStandard}} standardına göre yapılır: her ağaç etiketlenir, ölçülür, bir koruma kategorisine ({{treeCategories}}) ayrılır ve kök koruma alanıyla birlikte plana işlenir. Yerel yönetim kendi çizelgesini istiyorsa onu da çıktılara ekleriz.",
  "sections.1.cards.0.metric": "ağaç envanteri standardı",
  "sections.1.cards.1.title": "Detay seviyeleri",
  "sections.1.cards.1.text": "Model içeriği BIMForum LOD Şartnamesi'nin eleman tanımlarıyla belirlenir: standart olarak {{lodStandard}}, talep üzerine {{lodOnRequest}}; teklifte eleman eleman kararlaştırılır.",
  "sections.1.cards.1.metric": "standart detay seviyesi",
  "sections.1.cards.2.title": "Belirtilen doğruluk",
  "sections.1.cards.2.text": "Doğruluk, USIBD Doğruluk Seviyesi (LOA) Şartnamesi'nin yaklaşımıyla ölçülmüş toleranslar olarak belirtilir: kontrol ağı, nokta bulutu ve modelin nokta bulutuna göre konumu için. Ulaşılan her değer QA/QC raporunda yer alır.",
  "sections.1.cards.2.metric": "birleştirilmiş nokta bulutu",
  "sections.1.cards.3.title": "Açık veri değişim formatları",
  "sections.1.cards.3.text": "Modeller Revit'in yanı sıra buildingSMART'ın açık formatı IFC ile, nokta bulutları RCP'nin yanı sıra E57 ile teslim edilir. Verileriniz başka yazılımlarda da, yıllar sonra da okunabilir kalır.",

  "sections.2.heading": "Üç pazarımızda ulusal ölçüm kuralları",
  "sections.2.intro": "Her ölçümü bulunduğu ülkenin ulusal referans sistemine bağlar, orada ölçme işlerine uygulanan kurallara uyarız.",
  "sections.2.blocks.0": "### Macaristan",
  "sections.2.blocks.1": "Koordinatlar Macar ulusal projeksiyonunda (EOV/HD72), yükseklikler Baltık yükseklik sisteminde verilir; ölçümler ulusal kontrol ağına ve ulusal GNSS düzeltme servisine bağlanır. Harita ve ölçme işlerinde Macaristan'ın kadastro ve haritacılık kurallarına, verimizin tapu ve kadastro birimlerinin verisiyle buluştuğu her yerde de onların uygulamalarına uyarız.",
  "sections.2.blocks.2": "### Türkiye",
  "sections.2.blocks.3": "Koordinatlar üç derecelik Transversal Merkatör dilimlerinde TUREF/ITRF96 sisteminde verilir; gerçek zamanlı düzeltmeler ulusal CORS ağından (TUSAGA-Aktif) alınır. Büyük ölçekli ölçümler, Büyük Ölçekli Harita ve Harita Bilgileri Üretim Yönetmeliği'ne göre yapılır.",
  "sections.2.blocks.4": "### Almanya",
  "sections.2.blocks.5": "Koordinatlar, Almanya'daki haritacıların ve resmî kurumların kullandığı gibi ETRS89/UTM sisteminde, yükseklikler DHHN'de verilir; düzeltmeler eyalet ölçme dairelerinin SAPOS servisinden alınır. Sözleşmede belirtildiğinde mühendislik ölçmeleri ilgili DIN standartlarına göre yapılır.",
  "sections.2.blocks.6": "### Kadastro ve sınır işleri",
  "sections.2.blocks.7": "Üç ülkede de yasal bir sınırı oluşturan ya da değiştiren veya tapu siciline işlenecek ölçümler, kanunla yetkili haritacılara, Almanya'da ise kamu adına yetkilendirilmiş ölçme mühendislerine (ÖbVI) ve ölçme dairelerine ayrılmıştır. Bizim sınır ve çit hattı ölçümlerimiz sahada mevcut olanı kayıt altına alır. Tescile esas bir ölçüm gerektiğinde, sizin yetkili haritacınızla aynı kontrol ağı üzerinde birlikte çalışırız.",
  "sections.2.blocks.8": "### Drone uçuşları",
  "sections.2.blocks.9": "Drone uçuşları Macaristan ve Almanya'da AB drone kurallarına, Türkiye'de Sivil Havacılık Genel Müdürlüğü'nün kurallarına göre yapılır. Her uçuş hava sahasına ve sahaya göre planlanır ve yalnızca gerekli izinler alındıktan sonra gerçekleştirilir.",

  "sections.3.heading": "Her sözleşmedeki güvenceler",
  "sections.3.cards.0.title": "Gizlilik",
  "sections.3.cards.0.text": "Proje ayrıntıları paylaşılmadan önce gizlilik sözleşmesi (NDA) imzalarız. Çizimler, taramalar ve modeller yalnızca projede adı geçen kişilerle paylaşılır; bir proje ancak yazılı onayınızla referanslarımız arasında yer alır.",
  "sections.3.cards.1.title": "Kişisel verilerin korunması",
  "sections.3.cards.1.text": "Kişisel veriler AB Genel Veri Koruma Tüzüğü'ne (GDPR), Türkiye'de ise Kişisel Verilerin Korunması Kanunu'na (KVKK) uygun olarak işlenir. Ölçümün amacı aksini gerektirmedikçe görüntülerdeki yüzler ve plakalar teslimden önce bulanıklaştırılır.",
  "sections.3.cards.2.title": "Sigorta",
  "sections.3.cards.2.text": "Ölçüm ve modelleme işlerimiz için mesleki sorumluluk sigortamız, sahadaki ekiplerimiz için üçüncü şahıs mali sorumluluk sigortamız vardır. İstenirse sigorta teminat yazısını teklifle birlikte göndeririz.",
  "sections.3.cards.3.title": "İş güvenliği",
  "sections.3.cards.3.text": "Ekiplerimiz kendi kişisel koruyucu donanımlarıyla gelir, saha giriş eğitiminize katılır ve iş izni sisteminize göre çalışır. ATEX bölgelerinde, kapalı alanlarda ve kuru havuzlarda yapılacak işler, biz sahaya gelmeden iş güvenliği ekibinizle planlanır.",

  "cta.heading": "İhale veya tedarikçi onayı için belgeye mi ihtiyacınız var?",
  "cta.text": "Sigorta teminat yazısını, gizlilik sözleşmemizi veya örnek bir QA/QC raporunu isteyin. Bunları iş günlerinde {{quoteTurnaroundHours}} saat içinde, isterseniz sabit fiyatlı bir teklifle birlikte göndeririz.",
  "cta.actions.0": "Belge talep edin",
} satisfies SameKeys<typeof en>;

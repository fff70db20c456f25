import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Çerez politikası",
  "page.title": "Çerez politikası",
  "page.h1": "Çerez politikası",
  "page.description": "Bu web sitesinin neden çerez kullanmadığı, tarayıcınızın depolama alanında neyi sakladığı ve bunu nasıl silebileceğiniz.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesi hiçbir çerez kullanmaz ve üçüncü taraflardan hiçbir içerik yüklemez. Tarayıcınızın yerel depolama alanında en fazla iki küçük kayıt tutar ve bunlardan ikincisini yalnızca dil tercihinizin hatırlanmasını isterseniz oluşturur. Bu sayfa, bu kayıtların ne içerdiğini, ne kadar süre kaldığını, neden onay gerektirmediğini ve nasıl silineceğini açıklar.",

  "sections.0.heading": "Çerez yok, üçüncü taraf içeriği yok",
  "sections.0.blocks.0": "Çerez, bir web sitesinin tarayıcınızdan saklamasını ve sonraki her istekle birlikte geri göndermesini istediği küçük bir dosyadır. Bu web sitesi ne kendi çerezini ne de başka birinin çerezini kullanır.",
  "sections.0.blocks.1": "Site, başka şirketlerin sunucularından da hiçbir şey yüklemez. Sitede şunlar yoktur:",
  "sections.0.blocks.2": "- Analiz aracı veya ziyaretçi istatistiği\n- Reklam veya yeniden hedefleme\n- İçerik yükleyen sosyal medya eklentisi veya paylaşım düğmesi\n- Harici olarak barındırılan yazı tipi, video veya harita",
  "sections.0.blocks.3": "Google Maps'e ve sosyal medya sayfalarımıza verilen bağlantılar düz bağlantılardır. Siz bir bağlantıya tıklayana kadar bu hizmetlerden hiçbir şey yüklenmez; tıkladığınız andan itibaren o hizmetlerin kendi gizlilik ve çerez politikaları geçerli olur.",

  "sections.1.heading": "Site tarayıcınızda neler saklar?",
  "sections.1.blocks.0": "Yerel depolama, bir web sitesinin cihazınızda kısa metinler saklayabildiği, tarayıcınızdaki bir alandır. Çerezden farklı olarak buradaki bir kayıt, her istekle birlikte sunucuya gönderilmez. Dil tercihi sorusunu yanıtlayana kadar bu web sitesi burada hiçbir şey saklamaz. Yanıtınızdan sonra bir kayıt, kabul ederseniz iki kayıt tutar:",
  "sections.1.blocks.1": "Table: Bu web sitesinin tarayıcınızın yerel depolama alanında tuttuğu kayıtlar\n| Ad | İçeriği | Amacı | Saklama süresi |\n| cookie-consent | Dil tercihi sorusuna verdiğiniz yanıt: accepted (kabul edildi) veya declined (reddedildi) | Yanıt verdikten sonra sorunun yeniden görünmemesi | Tarayıcınızda sitenin verilerini silene kadar |\n| language | Yalnızca kabul ettiyseniz: kabul ettiğiniz sayfanın dili veya daha sonra dil menüsünde seçtiğiniz dil, kısa bir kodla: en, tr, hu veya de | Dil belirtilmeyen ana adrese döndüğünüzde sitenin sizin dilinizde açılması | Bu sayfada tercihinizi geri alana veya tarayıcınızda sitenin verilerini silene kadar |",
  "sections.1.blocks.2": "Site, tarayıcınızın oturum depolama alanında (session storage) hiçbir şey saklamaz ve çerez kullanmaz. İki kayıt da cihazınızda kalır. Site bunları ne sunucumuza ne de başka birine gönderir; biz de bu kayıtları okuyamayız. Hiçbiri, verdiğiniz yanıt ve dil dışında sizinle ilgili kişisel veri içermez.",

  "sections.2.heading": "Neden onayınızı istemiyoruz?",
  "sections.2.blocks.0": "Cihazınızda bilgi saklamak veya orada saklanan bilgilere erişmek, açıkça talep ettiğiniz bir hizmeti sunmak için kesinlikle gerekli olmadıkça onayınızı gerektirir (e-Gizlilik Direktifi m.\u00a05/3; Almanya'da TDDDG §\u00a025/2 bent\u00a02; Macaristan'da Elektronik Haberleşme Hakkında {{electronicCommunicationsAct}} m.\u00a0155/4). İki kayıt da bu istisnaya girer: biri verdiğiniz yanıtı, diğeri sitenin hatırlamasını istediğiniz dili saklar. Bunların dışında hiçbir şey saklamadığımız için onaya ihtiyacımız yoktur ve onay istemeyiz.",
  "sections.2.blocks.1": "### Dil tercihi sorusu",
  "sections.2.blocks.2": "İlk ziyaretinizde küçük bir kutu, sitenin dil tercihinizi hatırlayıp hatırlamayacağını sorar. Bunu bir onay talebi olarak değil, kolaylık olsun diye sunuyoruz. Kabul ederseniz site, bulunduğunuz sayfanın dilini ve daha sonra dil menüsünde seçtiğiniz her dili saklar; böylece ana adres bir dahaki sefere bu dilde açılır. Reddederseniz site hiçbir dil saklamaz, daha önce sakladığı dili siler ve sorunun yeniden görünmemesi için yalnızca yanıtınızı tutar. Hangisini seçerseniz seçin, site aynı şekilde çalışır.",
  "sections.2.blocks.3": "Tarayıcınız yerel depolamayı engelliyorsa site yine de çalışır. Bu durumda soru yalnızca bulunduğunuz sayfada kapanır ve bir sonraki sayfada yeniden görünebilir.",
  "sections.2.blocks.4": "Yanıtınızı dilediğiniz zaman değiştirebilirsiniz: JavaScript açıkken aşağıda görünen düğmeyle ya da tarayıcınızda bu sitenin verilerini silerek.",

  "sections.3.heading": "Kayıtları nasıl silebilirsiniz?",
  "sections.3.blocks.0": "İki kaydı da tarayıcınızda bu sitenin verilerini temizleyerek dilediğiniz zaman silebilirsiniz. Adımlar yaygın tarayıcıların hepsinde birbirine benzer; yalnızca menülerin adları biraz farklıdır:",
  "sections.3.blocks.1": "- Bilgisayarda Google Chrome ve Microsoft Edge: adres çubuğunda adresin solundaki simgeye tıklayın, site ayarlarını veya çerezler ve site verileri bölümünü açın ve bu sitenin verilerini silin.\n- Mozilla Firefox: adresin solundaki kilit simgesine tıklayın ve çerezleri ve site verilerini temizlemeyi seçin.\n- Mac'te Safari: Safari ayarlarını açın, Gizlilik bölümünde web sitesi verilerini yönetin, bu siteyi seçin ve kaldırın.\n- iPhone veya iPad'de Safari: Ayarlar uygulamasını açın, Safari'ye, ardından İleri Düzey ve Web Sitesi Verileri bölümüne gidin ve bu sitenin kaydını silin.\n- Android'de Chrome: menüyü açın, Ayarlar'a, ardından Site ayarları ve Tüm siteler bölümüne gidin, bu siteyi seçin ve verilerini temizleyin.",
  "sections.3.blocks.2": "Gizli veya özel tarama penceresinde tarayıcı, pencereyi kapattığınızda iki kaydı da kendiliğinden siler.",
  "sections.3.blocks.3": "Kayıtlar silindikten sonra dil tercihi sorusu bir sonraki ziyaretinizde yeniden görünür ve ana adres tarayıcınızın dilinde açılır.",

  "sections.4.heading": "Değişiklikler ve sorularınız",
  "sections.4.blocks.0": "Sitenin tarayıcınızda tuttuğu kayıtlar değiştiğinde bu politikayı güncelleriz; örneğin site bir gün çerez kullanmaya veya üçüncü taraflardan içerik yüklemeye başlarsa. Son güncelleme tarihi bu sayfada gösterilir.",
  "sections.4.blocks.1": "Formlar aracılığıyla gönderdiğiniz kişisel verileri nasıl işlediğimizi Gizlilik politikamız açıklar. Bu politikayla ilgili sorularınız için privacy@pontos3d.example adresine yazabilirsiniz.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesi hiçbir çerez kullanmaz ve üçüncü taraflardan hiçbir içerik yüklemez. Tarayıcınızın yerel depolama alanında yalnızca iki küçük kayıt tutar. Bu sayfa, bu kayıtların ne içerdiğini, ne kadar süre kaldığını ve nasıl silineceğini açıklar.",

  "sections.0.heading": "Çerez yok, üçüncü taraf içeriği yok",
  "sections.0.blocks.0": "Çerez, bir web sitesinin tarayıcınızdan saklamasını ve sonraki her istekle birlikte geri göndermesini istediği küçük bir dosyadır. Bu web sitesi ne kendi çerezini ne de başka birinin çerezini kullanır.",
  "sections.0.blocks.1": "Site, başka şirketlerin sunucularından da hiçbir şey yüklemez. Sitede şunlar yoktur:",
  "sections.0.blocks.2": "- Analiz aracı veya ziyaretçi istatistiği\n- Reklam veya yeniden hedefleme\n- İçerik yükleyen sosyal medya eklentisi veya paylaşım düğmesi\n- Harici olarak barındırılan yazı tipi, video veya harita",
  "sections.0.blocks.3": "Google Maps'e ve sosyal medya sayfalarımıza verilen bağlantılar düz bağlantılardır. Siz bir bağlantıya tıklayana kadar bu hizmetlerden hiçbir şey yüklenmez; tıkladığınız andan itibaren o hizmetlerin kendi gizlilik ve çerez politikaları geçerli olur.",

  "sections.1.heading": "Tarayıcınızın yerel depolama alanındaki iki kayıt",
  "sections.1.blocks.0": "Yerel depolama, bir web sitesinin cihazınızda kısa metinler saklayabildiği, tarayıcınızdaki bir alandır. Çerezden farklı olarak buradaki bir kayıt, her istekle birlikte sunucuya gönderilmez. Bu web sitesi burada iki kayıt tutar:",
  "sections.1.blocks.1": "Table: Bu web sitesinin tarayıcınızın yerel depolama alanında tuttuğu kayıtlar\n| Ad | İçeriği | Amacı | Saklama süresi |\n| language | Seçtiğiniz veya en son kullandığınız dil, kısa bir kodla: en, tr, hu veya de | Dil belirtilmeyen bir adrese döndüğünüzde siteyi kendi dilinizde açmak | Tarayıcınızda sitenin verilerini silene kadar |\n| cookie-consent | Gizlilik bildirimine verdiğiniz yanıt: accepted (kabul edildi) veya declined (reddedildi) | Yanıt verdikten sonra bildirimin yeniden görünmemesi | Tarayıcınızda sitenin verilerini silene kadar |",
  "sections.1.blocks.2": "İki kayıt da cihazınızda kalır. Site bunları ne sunucumuza ne de başka birine gönderir; biz de bu kayıtları okuyamayız. Hiçbiri, seçtiğiniz dil ve verdiğiniz yanıt dışında sizinle ilgili kişisel veri içermez.",

  "sections.2.heading": "Site neden yine de soruyor",
  "sections.2.blocks.0": "Çerez kullanmayan bir sitenin neden gizlilik bildirimi gösterdiğini merak edebilirsiniz. Bu bildirimi, ilk ziyaretinizde tercihimizi açıkça belirtmek için gösteriyoruz: izleme yok, reklam yok ve üçüncü taraflardan yüklenen içerik yok.",
  "sections.2.blocks.1": "Kabul etmeniz ya da reddetmeniz başka hiçbir şeyi değiştirmez. Hangisini seçerseniz seçin, site aynı şekilde çalışır ve fazladan hiçbir şey yüklemez. Yanıtınız yalnızca cookie-consent kaydında tutulur; böylece bildirim her sayfada yeniden karşınıza çıkmaz.",
  "sections.2.blocks.2": "Tarayıcınız yerel depolamayı engelliyorsa site yine de çalışır. Bu durumda bildirim yalnızca bulunduğunuz sayfada kapanır ve bir sonraki sayfada yeniden görünebilir.",

  "sections.3.heading": "Kayıtları nasıl silebilirsiniz",
  "sections.3.blocks.0": "İki kaydı da tarayıcınızda bu sitenin verilerini temizleyerek dilediğiniz zaman silebilirsiniz. Adımlar yaygın tarayıcıların hepsinde birbirine benzer; yalnızca menülerin adları biraz farklıdır:",
  "sections.3.blocks.1": "- Bilgisayarda Google Chrome ve Microsoft Edge: adres çubuğunda adresin solundaki simgeye tıklayın, site ayarlarını veya çerezler ve site verileri bölümünü açın ve bu sitenin verilerini silin.\n- Mozilla Firefox: adresin solundaki kilit simgesine tıklayın ve çerezleri ve site verilerini temizlemeyi seçin.\n- Mac'te Safari: Safari ayarlarını açın, Gizlilik bölümünde web sitesi verilerini yönetin, bu siteyi seçin ve kaldırın.\n- iPhone veya iPad'de Safari: Ayarlar uygulamasını açın, Safari'ye, ardından İleri Düzey ve Web Sitesi Verileri bölümüne gidin ve bu sitenin kaydını silin.\n- Android'de Chrome: menüyü açın, Ayarlar'a, ardından Site ayarları ve Tüm siteler bölümüne gidin, bu siteyi seçin ve verilerini temizleyin.",
  "sections.3.blocks.2": "Gizli veya özel tarama penceresinde tarayıcı, pencereyi kapattığınızda iki kaydı da kendiliğinden siler.",
  "sections.3.blocks.3": "Kayıtlar silindikten sonra gizlilik bildirimi bir sonraki ziyaretinizde yeniden görünür; site de dilini açtığınız adrese veya tarayıcınızın diline göre seçer.",

  "sections.4.heading": "Değişiklikler ve sorularınız",
  "sections.4.blocks.0": "Sitenin tarayıcınızda tuttuğu kayıtlar değiştiğinde bu politikayı güncelleriz; örneğin site bir gün çerez kullanmaya veya üçüncü taraflardan içerik yüklemeye başlarsa. Son güncelleme tarihi bu sayfada gösterilir.",
  "sections.4.blocks.1": "Formlar aracılığıyla gönderdiğiniz kişisel verileri nasıl işlediğimizi Gizlilik politikamız açıklar. Bu politikayla ilgili sorularınız için privacy@pontos3d.example adresine yazabilirsiniz.",
} satisfies SameKeys<typeof en>;

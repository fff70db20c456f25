import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft. tarafından işletilen bu web sitesini hangi koşullarla kullanabileceğiniz. Bu koşullar yalnızca sitedeki bilgileri ve içerikleri kapsar; yaptığımız her ölçüm işi kendi yazılı teklifine ve sözleşmesine tabidir.",

  "sections.0.heading": "Biz kimiz ve bu koşullar neyi kapsar",
  "sections.0.blocks.0": "Bu web sitesi, merkezi {{companySeat}}, Macaristan adresinde bulunan ve Macaristan'da tescilli bir limited şirket olan Pontos 3D Kft. tarafından işletilir. Şirketin tüm bilgileri Künye sayfamızda yer alır.",
  "sections.0.blocks.1": "Bu koşullar, siteyi ziyaret eden ve site üzerinden bize talep gönderen herkes için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş olursunuz. Bize gönderdiğiniz kişisel verileri nasıl işlediğimiz ayrıca Gizlilik politikamızda ve Çerez politikamızda açıklanır.",

  "sections.1.heading": "Sitenin kullanımı",
  "sections.1.blocks.0": "Site; ölçüm hizmetlerimizi, yöntemlerimizi ve tamamladığımız projeleri tanıtır. Siteyi çalışmalarımız hakkında bilgi edinmek, teklif istemek, bize mesaj göndermek veya harita mühendislerimizden biriyle görüşme planlamak için kullanabilirsiniz.",
  "sections.1.blocks.1": "Siteyi kullanırken lütfen:",
  "sections.1.blocks.2": "- Formlara doğru bilgi girin ve yalnızca bizimle paylaşma hakkına sahip olduğunuz dosyaları gönderin\n- Zararlı kod içeren dosyalar veya hukuka aykırı ya da başkalarının haklarını ihlal eden içerikler göndermeyin\n- Sitenin işleyişini bozmaya, siteyi otomatik isteklerle aşırı yüklemeye veya sitenin herkese açık olmayan bölümlerine erişmeye çalışmayın",
  "sections.1.blocks.3": "Bu kurallara aykırı talepleri reddedebilir veya silebilir, siteyi kötüye kullanan adreslerden erişimi engelleyebiliriz.",

  "sections.2.heading": "Fikrî mülkiyet",
  "sections.2.blocks.0": "Bu sitedeki metinler, çizimler, nokta bulutu görüntüleri, modeller, fotoğraflar ve görseller Pontos 3D Kft.'ye aittir veya sahiplerinin izniyle kullanılır. Bunlar telif hakkıyla korunur.",
  "sections.2.blocks.1": "Bunları görüntüleyebilir, kendi bilginiz için sayfaları yazdırabilir veya kaydedebilirsiniz. Bunların kendi belgelerinize, ihale dosyalarınıza veya web sitelerinize kopyalanması, düzenlenmesi ya da yayımlanması gibi her türlü başka kullanımı için önceden yazılı iznimiz gerekir. İzin istemek için info@pontos3d.example adresine yazabilirsiniz.",
  "sections.2.blocks.2": "Müşterilerimizin adları ile üçüncü taraf yazılımların ve dosya biçimlerinin adları sahiplerine aittir. Bu adların sitede geçmesi, size bunları kullanma hakkı vermez.",
  "sections.2.blocks.3": "Bir sözleşme kapsamında teslim ettiğimiz çizimler, modeller ve nokta bulutları ayrı bir konudur: bunları kullanma hakları o sözleşmede belirlenir.",

  "sections.3.heading": "Yazılı teklifimiz olmadan bağlayıcı bir icap yoktur",
  "sections.3.blocks.0": "Bu sitedeki hiçbir bilgi, sözleşme yapmak için bir icap niteliği taşımaz. Hizmetlerimizin tanımları, teslim edilen çıktılar, yanıt ve teslim süreleri ve gösterilen başlangıç fiyatları da buna dahildir.",
  "sections.3.blocks.1": "Bir form göndermek, bilgi veya teklif talebidir; ne sizi ne de bizi bağlar. Sözleşme, ancak size yazılı bir teklif gönderdiğimizde ve siz bu teklifi yazılı olarak kabul ettiğinizde kurulur. İşin kapsamı, fiyatı, takvimi, doğruluğu ve teslim edilecek çıktılar teklifte belirtildiği gibidir.",

  "sections.4.heading": "Bilgilerin doğruluğu",
  "sections.4.blocks.0": "Bu sitedeki bilgilerin doğru ve güncel olmasına özen gösteririz. Sitede verilen doğruluk değerleri, teslim süreleri, detay seviyeleri ve diğer rakamlar, tipik sahalarda elde edilen tipik sonuçları anlatır. Projenizde ulaşacağımız sonuç; sahaya, erişim koşullarına, ölçüm günündeki koşullara ve seçtiğiniz kapsama bağlıdır.",
  "sections.4.blocks.1": "Bizi bağlayan rakamlar, projeniz için verdiğimiz yazılı teklifte belirtilen rakamlardır. Sitedeki bir bilgi teklifinizden farklıysa teklif geçerlidir.",
  "sections.4.blocks.2": "Sitedeki bilgileri önceden haber vermeksizin dilediğimiz zaman değiştirebilir, bunlara ekleme yapabilir veya bunları kaldırabiliriz.",

  "sections.5.heading": "Sorumluluk",
  "sections.5.blocks.0": "Bu sitedeki bilgiler genel niteliktedir; projeniz için yapılacak bir ölçümün veya mesleki danışmanlığın yerini tutmaz. Kanunun izin verdiği ölçüde, sitedeki bilgilerin kullanımından veya sitenin bir süre erişilemez olmasından doğan kayıp ve zararlardan sorumlu değiliz.",
  "sections.5.blocks.1": "Bu sınırlama; kasten veya ağır ihmalle verilen zararlardan, hayata, vücut bütünlüğüne veya sağlığa verilen zararlardan doğan sorumluluğumuzu ve kanunen kaldırılamayan diğer sorumluluklarımızı kapsamaz. Yaptığımız işlerden doğan sorumluluğumuz, o işin sözleşmesine tabidir.",

  "sections.6.heading": "Başka web sitelerine bağlantılar",
  "sections.6.blocks.0": "Site; Google Maps ve sosyal ağlardaki sayfalarımız gibi başka web sitelerine bağlantılar içerir. Bu sitelerin içeriği, erişilebilirliği ve verileri nasıl işlediği üzerinde hiçbir denetimimiz yoktur ve bunlardan sorumlu değiliz. Bir bağlantıyı izlediğinizde o sitenin kendi koşulları ve gizlilik politikası geçerli olur.",

  "sections.7.heading": "Bu koşullardaki değişiklikler",
  "sections.7.blocks.0": "Bu koşulları, örneğin site veya mevzuat değiştiğinde güncelleyebiliriz. Bu sayfada yayımlanan sürüm geçerlidir; son güncelleme tarihi de burada gösterilir.",

  "sections.8.heading": "Uygulanacak hukuk ve yetkili mahkemeler",
  "sections.8.blocks.0": "Bu koşullara ve sitenin kullanımına Macar hukuku uygulanır.",
  "sections.8.blocks.1": "Kanunun yetki konusunda anlaşmaya izin verdiği hâllerde, bu koşullardan doğan uyuşmazlıklarda Budapeşte mahkemeleri yetkilidir. Tüketiciyseniz bu hüküm, ikamet ettiğiniz ülkenin emredici kurallarının size sağladığı korumayı ve o ülkenin mahkemelerinde dava açma hakkınızı ortadan kaldırmaz.",
} satisfies SameKeys<typeof en>;

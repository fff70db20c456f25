import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Kullanım koşulları",
  "page.title": "Kullanım koşulları",
  "page.h1": "Kullanım koşulları",
  "page.description": "Bu web sitesinin kullanımı ve teklif talepleri için geçerli olan koşullar.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft. tarafından işletilen bu web sitesini hangi koşullarla kullanabileceğiniz. Bu koşullar sitedeki bilgi ve içeriklerle site üzerinden gönderdiğiniz talepleri kapsar; yaptığımız her ölçüm işi kendi yazılı teklifine ve sözleşmesine tabidir.",

  "sections.0.heading": "Biz kimiz ve bu koşullar neyi kapsar?",
  "sections.0.blocks.0": "Bu web sitesi, merkezi {{companySeat}}, Macaristan adresinde bulunan ve Macaristan'da tescilli bir limited şirket olan Pontos 3D Kft. tarafından işletilir. Şirketin tüm bilgileri Künye sayfamızda yer alır.",
  "sections.0.blocks.1": "Bu koşullar, bu siteyi kullanımınız ve site üzerinden bize gönderdiğiniz talepler için geçerlidir. Bir ölçüm işi, kabul ettiğiniz yazılı teklife ve bu teklifte belirtilen koşullara tabidir. Hizmetlerimiz şirketlere, kamu kurumlarına ve diğer profesyonel müşterilere yöneliktir. Bize gönderdiğiniz kişisel verileri nasıl işlediğimiz ayrıca Gizlilik politikamızda ve Çerez politikamızda açıklanır.",

  "sections.1.heading": "Sitenin kullanımı",
  "sections.1.blocks.0": "Site; ölçüm hizmetlerimizi, yöntemlerimizi ve tamamladığımız projeleri tanıtır. Siteyi çalışmalarımız hakkında bilgi edinmek, teklif istemek, bize mesaj göndermek veya harita mühendislerimizden biriyle görüşme planlamak için kullanabilirsiniz.",
  "sections.1.blocks.1": "Siteyi kullanırken lütfen:",
  "sections.1.blocks.2": "- Formlara doğru bilgi girin ve yalnızca bizimle paylaşma hakkına sahip olduğunuz dosyaları gönderin\n- Zararlı kod içeren dosyalar veya hukuka aykırı ya da başkalarının haklarını ihlal eden içerikler göndermeyin\n- Sitenin işleyişini bozmaya, siteyi otomatik isteklerle aşırı yüklemeye veya sitenin herkese açık olmayan bölümlerine erişmeye çalışmayın",
  "sections.1.blocks.3": "Bu kurallara aykırı talepleri reddedebilir veya silebilir, siteyi kötüye kullanan adreslerden erişimi engelleyebiliriz.",
  "sections.1.blocks.4": "Gönderdiğiniz dosyaları yalnızca talebinizi değerlendirmek ve teklifimizi hazırlamak için kullanırız. Bu dosyaları gizli tutarız, şirketimiz ve veri işleyenlerimiz dışında kimseyle paylaşmayız ve talebinizle birlikte sileriz (bkz. Gizlilik politikamız). Çizimlerinizi göndermeden önce bir gizlilik sözleşmesi (NDA) yapılmasını istiyorsanız bunu mesajınızda belirtin.",

  "sections.2.heading": "Fikrî mülkiyet",
  "sections.2.blocks.0": "Bu sitedeki metinler, çizimler, nokta bulutu görüntüleri, modeller, fotoğraflar ve görseller Pontos 3D Kft.'ye aittir veya sahiplerinin izniyle kullanılır. Bunlar telif hakkıyla korunur.",
  "sections.2.blocks.1": "Bunları görüntüleyebilir, kendi bilginiz için sayfaları yazdırabilir veya kaydedebilirsiniz. Bunların kendi belgelerinize, ihale dosyalarınıza veya web sitelerinize kopyalanması, düzenlenmesi ya da yayımlanması gibi her türlü başka kullanımı için önceden iznimizi almanız gerekir; bu izin e-posta ile de verilebilir. İzin istemek için info@pontos3d.example adresine yazabilirsiniz.",
  "sections.2.blocks.2": "Müşterilerimizin adları ile üçüncü taraf yazılımların ve dosya biçimlerinin adları sahiplerine aittir. Bu adların sitede geçmesi, size bunları kullanma hakkı vermez.",
  "sections.2.blocks.3": "Bir sözleşme kapsamında teslim ettiğimiz çizimler, modeller ve nokta bulutları ayrı bir konudur: bunları kullanma hakları o sözleşmede belirlenir.",

  "sections.3.heading": "Sözleşme yalnızca kabul edilen bir teklifle kurulur",
  "sections.3.blocks.0": "Bu sitedeki hiçbir bilgi, sözleşme yapmak için bir icap niteliği taşımaz. Hizmetlerimizin tanımları, teslim edilen çıktılar, yanıt ve teslim süreleri ve gösterilen başlangıç fiyatları da buna dahildir.",
  "sections.3.blocks.1": "Bir form göndermek, bilgi veya teklif talebidir; ne sizi ne de bizi bağlar. Sözleşme, ancak size yazılı bir teklif gönderdiğimizde ve siz bu teklifi kabul ettiğinizde kurulur; teklif ve kabul e-posta ile de yapılabilir. Teklifimiz, aksi belirtilmedikçe {{quoteValidityDays}} gün süreyle bizi bağlar. İşin kapsamı, fiyatı, takvimi, doğruluğu ve teslim edilecek çıktılar teklifte belirtildiği gibidir.",

  "sections.4.heading": "Bilgilerin doğruluğu",
  "sections.4.blocks.0": "Bu sitedeki bilgilerin doğru ve güncel olmasına özen gösteririz. Sitede verilen doğruluk değerleri, teslim süreleri, detay seviyeleri ve diğer rakamlar, tipik sahalarda elde edilen tipik sonuçları anlatır. Projenizde ulaşacağımız sonuç; sahaya, erişim koşullarına, ölçüm günündeki koşullara ve seçtiğiniz kapsama bağlıdır.",
  "sections.4.blocks.1": "Bizi bağlayan rakamlar, projeniz için verdiğimiz yazılı teklifte belirtilen rakamlardır. Sitedeki bir bilgi teklifinizden farklıysa teklif geçerlidir.",
  "sections.4.blocks.2": "Sitedeki bilgileri önceden haber vermeksizin dilediğimiz zaman değiştirebilir, bunlara ekleme yapabilir veya bunları kaldırabiliriz.",

  "sections.5.heading": "Sorumluluk",
  "sections.5.blocks.0": "Bu sitedeki bilgiler genel niteliktedir; projeniz için yapılacak bir ölçümün veya mesleki danışmanlığın yerini tutmaz. Kanunun izin verdiği ölçüde, sitedeki bilgilerin kullanımından veya sitenin bir süre erişilemez olmasından doğan kayıp ve zararlardan sorumlu değiliz.",
  "sections.5.blocks.1": "Bu sınırlama; kasten veya ağır ihmalle verilen zararlardan, hayata, vücut bütünlüğüne veya sağlığa verilen zararlardan doğan sorumluluğumuzu ve kanunen kaldırılamayan diğer sorumluluklarımızı kapsamaz. Yaptığımız işlerden doğan sorumluluğumuz, o işin teklifine ve sözleşmesine tabidir.",

  "sections.6.heading": "Başka web sitelerine bağlantılar",
  "sections.6.blocks.0": "Site; Google Maps ve sosyal ağlardaki sayfalarımız gibi başka web sitelerine bağlantılar içerir. Bu sitelerin içeriği, erişilebilirliği ve verileri nasıl işlediği üzerinde hiçbir denetimimiz yoktur ve bunlardan sorumlu değiliz. Bir bağlantıyı izlediğinizde o sitenin kendi koşulları ve gizlilik politikası geçerli olur.",

  "sections.7.heading": "Bu koşullardaki değişiklikler",
  "sections.7.blocks.0": "Bu koşulları, örneğin site veya mevzuat değiştiğinde güncelleyebiliriz. Bir talebe, o talebi gönderdiğiniz sırada bu sayfada yayımlanmış olan sürüm uygulanır; sonraki bir değişiklik bunu etkilemez. Son güncelleme tarihi bu sayfada gösterilir.",

  "sections.8.heading": "Uygulanacak hukuk ve yetkili mahkeme",
  "sections.8.blocks.0": "Bu koşullara ve sitenin kullanımına Macar hukuku uygulanır.",
  "sections.8.blocks.1": "Kanunun yetki sözleşmesine izin verdiği hâllerde, bu koşullardan veya sitenin kullanımından doğan uyuşmazlıklarda Pontos 3D Kft.'nin Budapeşte'deki merkezinin bulunduğu yer mahkemesi yetkilidir. Bir ölçüm sözleşmesine uygulanacak hukuk ve yetkili mahkeme, o işin teklifinde veya sözleşmesinde belirlenir.",
  "sections.8.blocks.2": "Tüketiciyseniz bu hüküm, mutad meskeninizin bulunduğu ülkenin emredici kurallarının size sağladığı korumayı ve o ülkenin mahkemelerinde dava açma hakkınızı ortadan kaldırmaz.",
} satisfies SameKeys<typeof en>;

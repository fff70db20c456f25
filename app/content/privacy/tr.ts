import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft.'nin bu web sitesi üzerinden gönderdiğiniz kişisel verileri nasıl işlediği: hangi verileri, hangi amaçla ve ne kadar süreyle tuttuğumuz, bu verileri kimlerin görebildiği ve GDPR kapsamındaki haklarınızı nasıl kullanabileceğiniz.",

  "sections.0.heading": "Verilerinizden kim sorumludur",
  "sections.0.blocks.0": "Bu politika, bu web sitesi üzerinden bize ilettiğiniz kişisel verileri nasıl işlediğimizi açıklar. (AB) {{gdprRegulationNumber}} sayılı Genel Veri Koruma Tüzüğü (GDPR) ile Macaristan'ın bilgi üzerinde kendi kaderini tayin hakkı ve bilgi edinme özgürlüğü hakkındaki {{infotvAct}} (Infotv.) hükümlerine dayanır.",
  "sections.0.blocks.1": "- Veri sorumlusu: Pontos 3D Kft., Macaristan'da tescilli bir limited şirket\n- Merkez adresi: {{companySeat}}, Macaristan\n- Ticaret sicili: Fővárosi Törvényszék Cégbírósága (Budapeşte Ticaret Sicili Mahkemesi), ticaret sicil numarası {{companyRegistrationNumber}}\n- Telefon: {{companyPhone}}\n- Genel e-posta: info@pontos3d.example\n- Kişisel verilerle ilgili başvurular: privacy@pontos3d.example",
  "sections.0.blocks.2": "Kişisel verilerinizle ilgili her türlü soru ve talebiniz için privacy@pontos3d.example adresine yazabilir ya da merkez adresimize mektup gönderebilirsiniz. İstanbul ofisimiz aynı şirketin bir şubesidir; ayrı bir veri sorumlusu değildir.",

  "sections.1.heading": "Hangi verileri topluyoruz",
  "sections.1.blocks.0": "Bu web sitesini hiçbir kişisel veri vermeden gezebilirsiniz. Yalnızca sitedeki üç formdan birine yazdığınız veya eklediğiniz bilgileri ve bir form gönderildiğinde sunucunun kaydettiği bilgileri topluyoruz.",
  "sections.1.blocks.1": "### Teklif talebi",
  "sections.1.blocks.2": "- Adınız soyadınız, şirketiniz, e-posta adresiniz, telefon numaranız, ülkeniz ve şehriniz\n- Proje türü ve belirtmeniz hâlinde bu türe ait ayrıntılar; örneğin detay seviyesi, çizim ölçekleri, toleranslar veya raporlama sıklığı\n- Belirtmeniz hâlinde: alan büyüklüğü, teslim tarihi ve projeye ilişkin diğer ayrıntılar\n- Eklemeniz hâlinde: toplamda {{uploadLimitMb}} MB'a kadar çizim, fotoğraf, model, nokta bulutu veya belge",
  "sections.1.blocks.3": "### İletişim mesajı",
  "sections.1.blocks.4": "- Adınız soyadınız, e-posta adresiniz, konu ve mesajınız\n- Belirtmeniz hâlinde: telefon numaranız, şirketiniz, proje konumu ve ilgilendiğiniz hizmetler\n- Eklemeniz hâlinde: dosyalar",
  "sections.1.blocks.5": "### Uzman görüşmesi talebi",
  "sections.1.blocks.6": "- Adınız soyadınız, e-posta adresiniz, telefon numaranız ve görüşmenin konusu\n- Tercih ettiğiniz gün, saat aralığı ve saat diliminiz\n- Belirtmeniz hâlinde: şirketiniz ve bir mesaj",
  "sections.1.blocks.7": "### Sunucunun her taleple birlikte kaydettiği bilgiler",
  "sections.1.blocks.8": "Sunucu her talebi; alındığı zamanla, sayfanın diliyle, IP adresinizle ve tarayıcınızın tanımlama dizesiyle (tarayıcıyı ve işletim sistemini belirten kısa bir metin) birlikte saklar. Bu bilgileri size kendi dilinizde yanıt vermek, kötüye kullanımı tespit etmek ve hizmetin güvenliğini sağlamak için kullanırız.",
  "sections.1.blocks.9": "Bir formu göndermeden önce, verilerinizin talebinizi yanıtlamak amacıyla işlenmesine onay verdiğinizi bir kutucuğu işaretleyerek belirtirsiniz. Veri vermeniz isteğe bağlıdır; ancak formun zorunlu alanları doldurulmadan talebinizi yanıtlayamayız. Eklediğiniz dosyalar da kişisel veri içerebilir, örneğin bir çizimin antetindeki isimler; bu dosyaları formdaki verilerle aynı şekilde işleriz.",

  "sections.2.heading": "Verilerinizi hangi amaçla ve hangi hukuki sebebe dayanarak işliyoruz",
  "sections.2.blocks.0": "Verilerinizi yalnızca aşağıdaki amaçlarla işleriz. Verilerinizi satmayız, reklam için kullanmayız ve profil oluşturmayız. Hakkınızda yalnızca otomatik işlemeye dayalı karar vermeyiz.",
  "sections.2.blocks.1": "Table: İşleme amaçları ve hukuki sebepleri\n| Amaç | Veriler | Hukuki sebep |\n| İletişim mesajınızı yanıtlamak, teklif hazırlamak, uzman görüşmesini planlamak ve yapmak | Formdaki alanlar ve dosyalar, talebin alındığı zaman ve sayfanın dili | Sözleşme kurulmadan önce talebiniz üzerine atılan adımlar, GDPR m. 6/1-b, ve formda verdiğiniz onay, GDPR m. 6/1-a |\n| Hizmetin güvenliğini sağlamak ve kötüye kullanımı önlemek | IP adresiniz, tarayıcı tanımlama dizesi ve IP adresi başına gönderim sayısının bellekte tutulan sayacı | Güvenli ve kötüye kullanılamayan bir hizmete ilişkin meşru menfaatimiz, GDPR m. 6/1-f |\n| Bir talebin ardından kurulan sözleşmenin belgelerini saklamak | Talep ve sözleşmenin parçası olan belgeler | Macar muhasebe ve vergi mevzuatından doğan yükümlülüklerimizin yerine getirilmesi, GDPR m. 6/1-c |",
  "sections.2.blocks.2": "Onayınızı dilediğiniz zaman, örneğin privacy@pontos3d.example adresine yazarak geri alabilirsiniz. Onayın geri alınması, geri almadan önce yapılan işlemenin hukuka uygunluğunu etkilemez. Meşru menfaatimize dayandığımız durumlarda bu menfaati haklarınızla tarttık: yalnızca sunucunun gerçek bir talebi kötüye kullanımdan ayırt etmesi için gereken verileri tutarız ve bu işlemeye her zaman itiraz edebilirsiniz.",

  "sections.3.heading": "Verilerinizi ne kadar süreyle saklıyoruz",
  "sections.3.blocks.0": "Kişisel verileri amacın gerektirdiğinden daha uzun süre saklamayız. Sistemlerimiz ve çalışanlarımız aşağıdaki süreleri uygular.",
  "sections.3.blocks.1": "Table: Saklama süreleri\n| Veriler | Saklama süresi |\n| Talepler, ekli dosyaları ve gelen kutumuzdaki e-posta kopyası | Alındığı tarihten itibaren {{leadRetention}}, ardından silinir |\n| Yüklenen ancak hiçbir formla gönderilmeyen dosyalar | {{unclaimedUploadHours}} saat sonra otomatik olarak silinir |\n| IP adresi başına gönderim sayısı | Sunucunun belleğinde {{rateWindowMinutes}} dakika tutulur, hiçbir yere kaydedilmez |\n| Bir talebin ardından kurulan sözleşmenin belgeleri | Macar muhasebe ve vergi mevzuatının öngördüğü süre boyunca |",
  "sections.3.blocks.2": "Verilerinizin silinmesini isterseniz sürenin dolmasını beklemeyiz: talebinizi, dosyalarını ve henüz gönderilmemiş ilgili e-postaları gecikmeksizin sileriz.",

  "sections.4.heading": "Verilerinizi kimler alır",
  "sections.4.blocks.0": "Talebinizi, Budapeşte ve İstanbul ofislerimizde bu taleple ilgilenen çalışanlarımız okur. Onların dışında yalnızca iki hizmet sağlayıcı, talimatlarımız doğrultusunda hareket eden veri işleyen olarak verilerinizi alır:",
  "sections.4.blocks.1": "- Web sitesinin, talep veri tabanının ve yüklenen dosyaların Avrupa Birliği'ndeki sunucusunda barındırıldığı barındırma hizmeti sağlayıcımız\n- Her talebi şirketimizin gelen kutusuna ileten e-posta gönderim (SMTP) hizmeti sağlayıcımız",
  "sections.4.blocks.2": "Kişisel verileri satmayız ve üçüncü kişilere kendi amaçları için aktarmayız. Verileri mahkemelere veya kamu makamlarına yalnızca kanunen zorunlu olduğumuz hâllerde açıklarız.",

  "sections.5.heading": "İstanbul ofisimize aktarım",
  "sections.5.blocks.0": "{{istanbulOfficeAddress}}, Türkiye adresindeki İstanbul ofisimiz Pontos 3D Kft.'nin bir şubesidir. Bölgedeki müşterilere ve projelere yanıt verebilmeleri için ofisimizin çalışanları talepleri okuyabilir. GDPR açısından verilerinizin Türkiye'den erişilebilir kılınması, üçüncü bir ülkeye aktarım sayılır.",
  "sections.5.blocks.1": "Avrupa Komisyonu Türkiye için bir yeterlilik kararı almamıştır. Bu nedenle söz konusu aktarımları, Avrupa Komisyonu'nun (AB) {{sccDecisionNumber}} sayılı Uygulama Kararı ile kabul ettiği Standart Sözleşme Maddelerine dayandırırız; erişim, talebinizi yanıtlayan çalışanlarla sınırlıdır. Bu güvencelerin bir örneğini privacy@pontos3d.example adresinden isteyebilirsiniz.",

  "sections.6.heading": "Çerez ve izleme yok",
  "sections.6.blocks.0": "Bu web sitesi hiçbir çerez kullanmaz. Üçüncü taraflardan hiçbir içerik yüklemez: analiz aracı, reklam, sosyal medya eklentisi veya harici olarak barındırılan yazı tipi yoktur. Google Maps'e ve sosyal medya sayfalarımıza verilen bağlantılar düz bağlantılardır; siz bir bağlantıya tıklayana kadar bu hizmetlerden hiçbir şey yüklenmez.",
  "sections.6.blocks.1": "Tarayıcınızın yerel depolama alanında yalnızca sizin cihazınızda kalan iki kayıt bulunur: seçtiğiniz dil ve gizlilik bildirimine verdiğiniz yanıt. Site bu kayıtları hiçbir yere göndermez. Her sayfanın altında bağlantısı bulunan Çerez politikamız bu kayıtları ve nasıl silineceklerini açıklar.",

  "sections.7.heading": "Haklarınız ve bunları nasıl kullanabileceğiniz",
  "sections.7.blocks.0": "GDPR'ın 15 ila 22. maddeleri, kişisel verileriniz üzerinde size aşağıdaki hakları tanır:",
  "sections.7.blocks.1": "- Erişim hakkı: hakkınızda veri işleyip işlemediğimizi öğrenmek ve bu verilerin bir kopyasını almak\n- Düzeltme hakkı: yanlış verilerin düzeltilmesini ve eksik verilerin tamamlanmasını istemek\n- Silme hakkı: örneğin artık ihtiyaç duymadığımızda veya onayınızı geri aldığınızda verilerinizin silinmesini istemek\n- İşlemeyi kısıtlama hakkı: örneğin verilerin doğruluğunu kontrol ettiğimiz süre boyunca işlemenin sınırlandırılmasını istemek\n- Veri taşınabilirliği hakkı: bize verdiğiniz verileri yapılandırılmış, yaygın olarak kullanılan ve makinece okunabilir bir biçimde almak veya başka bir veri sorumlusuna iletilmesini istemek\n- İtiraz hakkı: kendi özel durumunuzdan kaynaklanan sebeplerle, meşru menfaatimize dayanan işlemeye itiraz etmek\n- Onayı geri alma hakkı: dilediğiniz zaman; bu, geri almadan önce yapılan işlemenin hukuka uygunluğunu etkilemez",
  "sections.7.blocks.2": "Bu haklardan birini kullanmak için privacy@pontos3d.example adresine yazabilir veya Pontos 3D Kft., {{companySeat}}, Macaristan adresine mektup gönderebilirsiniz. Başvurunuzu, alındığı tarihten itibaren bir ay içinde ücretsiz olarak yanıtlarız. Başvurunun sizden geldiğinden emin olamazsak kimliğinizi doğrulamak için ek bilgi isteyebiliriz.",

  "sections.8.heading": "Şikâyet",
  "sections.8.blocks.0": "Kişisel verilerinizi hukuka aykırı işlediğimizi düşünüyorsanız, durumu düzeltebilmemiz için önce privacy@pontos3d.example adresinden bize yazabilirsiniz. Ayrıca Macaristan'daki denetim makamına şikâyette bulunma hakkınız vardır:",
  "sections.8.blocks.1": "- Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), Macaristan Ulusal Veri Koruma ve Bilgi Edinme Özgürlüğü Kurumu\n- Adres: {{naihAddress}}\n- Posta adresi: {{naihPostalAddress}}\n- Web sitesi: www.naih.hu",
  "sections.8.blocks.2": "Ayrıca ikamet ettiğiniz, çalıştığınız veya iddia edilen ihlalin gerçekleştiği AB üye devletinin denetim makamına şikâyette bulunabilir ya da yargı yoluna başvurabilirsiniz. Macaristan'da bu davalara bölge mahkemeleri bakar; davayı ikametgâhınızın veya bulunduğunuz yerin mahkemesinde de açabilirsiniz.",

  "sections.9.heading": "Bu politikadaki değişiklikler",
  "sections.9.blocks.0": "Kişisel verileri işleme biçimimiz değiştiğinde, örneğin bir form, bir saklama süresi veya bir hizmet sağlayıcı değiştiğinde bu politikayı güncelleriz. Son güncelleme tarihi bu sayfada gösterilir.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Künye",
  "page.title": "Künye ve yasal bilgiler",
  "page.h1": "Künye",
  "page.description": "Bu web sitesini işleten Pontos 3D Kft.: merkez adresi, ticaret sicil ve vergi bilgileri, genel müdürü ve iletişim bilgileri.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesini Pontos 3D Kft. işletir. Aşağıda, Macaristan'da elektronik ticaret hizmetlerini ve bilgi toplumu hizmetlerini düzenleyen {{ecommerceAct}} uyarınca bir hizmet sağlayıcının yayımlaması gereken bilgiler yer alır: sicil kaydı, vergi numaraları, iletişim bilgileri ve barındırma hizmeti sağlayıcısı.",

  "sections.0.heading": "Hizmet sağlayıcı",
  "sections.0.blocks.0": "- Şirket unvanı: Pontos 3D Kft.\n- Hukuki şekli: Macar hukukuna tabi limited şirket (korlátolt felelősségű társaság, Kft.)\n- Merkez adresi: {{companySeat}}, Macaristan\n- Şirket müdürü (ügyvezető): Péter Kovács",

  "sections.1.heading": "Ticaret sicili ve vergi numaraları",
  "sections.1.blocks.0": "- Sicil mahkemesi: Budapeşte Ticaret Sicili Mahkemesi (Fővárosi Törvényszék Cégbírósága)\n- Ticaret sicil numarası: {{companyRegistrationNumber}}\n- Vergi numarası: {{companyTaxNumber}}\n- AB KDV numarası: {{companyEuVatNumber}}",

  "sections.2.heading": "İletişim",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-posta: info@pontos3d.example\n- Posta adresi: Pontos 3D Kft., {{companySeat}}, Macaristan",
  "sections.2.blocks.1": "Kişisel verilerle ilgili sorularınızı privacy@pontos3d.example adresine gönderebilirsiniz; bu soruları nasıl ele aldığımızı Gizlilik politikamız açıklar.",

  "sections.3.heading": "Barındırma hizmeti sağlayıcısı",
  "sections.3.blocks.0": "Bu web sitesi, sunucusu ve e-posta hesaplarımız Macaristan'da şu sağlayıcı tarafından barındırılır:",
  "sections.3.blocks.1": "- Unvan: {{hostingProviderName}}\n- Merkez adresi: {{hostingProviderSeat}}, Macaristan\n- E-posta: {{hostingProviderEmail}}",

  "sections.4.heading": "İstanbul şubesi",
  "sections.4.blocks.0": "İstanbul ofisimiz ayrı bir şirket değil, Pontos 3D Kft.'nin bir şubesidir. Kendi ticaret unvanıyla İstanbul Ticaret Sicili Müdürlüğüne tescillidir; şirketin Macaristan'daki ticaret sicili kaydında da yer alır.",
  "sections.4.blocks.1": "- Ticaret unvanı: {{istanbulBranchName}}\n- Adres: {{istanbulOfficeAddress}}, Türkiye\n- İstanbul Ticaret Sicili numarası: {{istanbulTradeRegistryNumber}}\n- MERSİS numarası: {{istanbulMersisNumber}}\n- Vergi dairesi ve VKN: {{istanbulTaxOffice}}, {{istanbulTaxNumber}}\n- Şube müdürü: {{istanbulBranchManager}}\n- Telefon: {{istanbulPhone}}\n- E-posta: istanbul@pontos3d.example",

  "sections.5.heading": "Mesleki yeterlilik ve meslek kuralları",
  "sections.5.blocks.0": "Macaristan'da ölçme ve haritacılık, mevzuatla düzenlenen bir faaliyettir. Bu faaliyetin kuralları, ölçme ve haritacılık faaliyetlerine ilişkin {{fttvAct}} (Fttv.) ile bu Kanunun uygulama yönetmeliklerinde yer alır; bunlar njt.hu adresinde yayımlanır.",
  "sections.5.blocks.1": "Macaristan'daki ölçümlerimizi, her iş türü için bu kuralların aradığı ve Macaristan'da edinilmiş mesleki yeterliliğe sahip çalışanlarımız yapar ve kontrol eder. Projenizden sorumlu harita mühendisi ve yeterliliği, projenize ait teklifte belirtilir.",
  "sections.5.blocks.2": "Tapu ve kadastro paftasını değiştiren kadastro işleri yapmıyoruz. Bir ölçümün tapu siciline işlenmesi gerekiyorsa bu işi, sizin seçeceğiniz yetkili bir kadastro ölçmecisi (ingatlanrendező földmérő) yapar; isterseniz bizim kurduğumuz kontrol noktalarını kullanabilir.",
  "sections.5.blocks.3": "Türkiye'deki ölçümlerimizi, kanunun gerektirdiği şekilde TMMOB Harita ve Kadastro Mühendisleri Odasına üye harita mühendisleri yapar. Odanın meslek kuralları hkmo.org.tr adresinde yayımlanır.",

  "sections.6.heading": "Uyuşmazlık çözümü",
  "sections.6.blocks.0": "Hizmetlerimiz şirketlere, kamu kurumlarına ve diğer profesyonel müşterilere yöneliktir. Hizmetlerimizden yine de tüketici olarak yararlanıyorsanız, şikâyetinizle Macaristan'da ikamet ettiğiniz yerdeki tüketici uzlaştırma kuruluna (békéltető testület) veya Budapeşte Tüketici Uzlaştırma Kuruluna (Budapesti Békéltető Testület, {{conciliationBoardAddress}}, bekeltet.hu) başvurabilirsiniz; bu kurulların yürüttüğü süreçlerde kanunun gerektirdiği şekilde iş birliği yaparız. Kurulların kararlarını önceden kabul ettiğimize dair genel bir beyanda bulunmadık. Türkiye'de tüketici iseniz, 6502 sayılı Kanun uyarınca tüketici hakem heyetlerine ve tüketici mahkemelerine başvurma hakkınız saklıdır.",
  "sections.6.blocks.1": "Çalışmalarımız veya bu web sitesi hakkında bir şikâyetiniz varsa, konuyu sizinle birlikte inceleyebilmemiz için info@pontos3d.example adresine yazın.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesini kim işletiyor: Pontos 3D Kft. ve elektronik ticarete ilişkin {{ecommerceAct}} (Macaristan) uyarınca bir hizmet sağlayıcının yayımlaması gereken bilgiler: sicil kaydı, vergi numaraları ve iletişim bilgileri.",

  "sections.0.heading": "Hizmet sağlayıcı",
  "sections.0.blocks.0": "- Şirket unvanı: Pontos 3D Kft.\n- Hukuki şekli: Macar hukukuna tabi limited şirket (korlátolt felelősségű társaság, Kft.)\n- Merkez adresi: {{companySeat}}, Macaristan\n- Genel müdür: Péter Kovács",

  "sections.1.heading": "Ticaret sicili ve vergi numaraları",
  "sections.1.blocks.0": "- Sicil mahkemesi: Budapeşte Ticaret Sicili Mahkemesi (Fővárosi Törvényszék Cégbírósága)\n- Ticaret sicil numarası: {{companyRegistrationNumber}}\n- Vergi numarası: {{companyTaxNumber}}\n- AB KDV numarası: {{companyEuVatNumber}}",

  "sections.2.heading": "İletişim",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-posta: info@pontos3d.example\n- Posta adresi: Pontos 3D Kft., {{companySeat}}, Macaristan",
  "sections.2.blocks.1": "Kişisel verilerle ilgili sorularınızı privacy@pontos3d.example adresine gönderebilirsiniz; bu soruları nasıl ele aldığımızı Gizlilik politikamız açıklar.",

  "sections.3.heading": "İstanbul ofisi",
  "sections.3.blocks.0": "İstanbul ofisimiz ayrı bir şirket değil, Pontos 3D Kft.'nin bir şubesidir.",
  "sections.3.blocks.1": "- Adres: {{istanbulOfficeAddress}}, Türkiye\n- Telefon: {{istanbulPhone}}",

  "sections.4.heading": "İçerikten sorumlu kişi",
  "sections.4.blocks.0": "Péter Kovács, genel müdür, Pontos 3D Kft., {{companySeat}}, Macaristan.",

  "sections.5.heading": "Uyuşmazlık çözümü",
  "sections.5.blocks.0": "Tüketici hakem heyeti gibi bir tüketici uyuşmazlık çözüm kurulu önündeki süreçlere katılmıyoruz.",
  "sections.5.blocks.1": "Çalışmalarımız veya bu web sitesi hakkında bir şikâyetiniz varsa, konuyu sizinle birlikte inceleyebilmemiz için info@pontos3d.example adresine yazın.",
} satisfies SameKeys<typeof en>;

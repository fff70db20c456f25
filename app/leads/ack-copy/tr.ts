import type { AckCopy } from "./types.ts";

const tr: AckCopy = {
  subject: {
    quote: "Teklif talebiniz {{ref}} – Pontos 3D",
    contact: "Mesajınız {{ref}} – Pontos 3D",
    call: "Görüşme talebiniz {{ref}} – Pontos 3D",
  },
  greeting: "Merhaba,",
  received: {
    quote: "teklif talebiniz için teşekkür ederiz. Talebiniz {{ref}} referans numarasıyla bize ulaştı.",
    contact: "mesajınız için teşekkür ederiz. Mesajınız {{ref}} referans numarasıyla bize ulaştı.",
    call: "görüşme talebiniz için teşekkür ederiz. Talebiniz {{ref}} referans numarasıyla bize ulaştı.",
  },
  next: {
    quote: "Sonraki adım: sabit fiyatlı teklifimizi iş günlerinde {{quoteTurnaroundHours}} saat içinde göndereceğiz.",
    contact: "Sonraki adım: {{contactReplyHours}} saat içinde size dönüş yapacağız.",
    call: "Sonraki adım: görüşme saatini bir iş günü içinde e-postayla teyit edeceğiz.",
  },
  who: "İstanbul ekibimizden bir harita mühendisi ya da BIM uzmanı sizinle iletişime geçecek.",
  reference: "Bu taleple ilgili bize yazarken lütfen {{ref}} referans numarasını belirtin; bu e-postayı yanıtlamanız yeterli.",
  urgent:
    "Acil bir durumda bize {{istanbulPhone}} numarasından ulaşabilirsiniz ({{istanbulOfficeHours}}). Ofisimiz: {{istanbulBranchName}}, {{istanbulOfficeAddress}}.",
  why: "Bu e-postayı, {{site}} sitesindeki bir formda bu adres belirtildiği için alıyorsunuz. Formu siz göndermediyseniz lütfen bu e-postayı dikkate almayın.",
  signoff: "Saygılarımızla,\nPontos 3D",
};

export default tr;

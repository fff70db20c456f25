import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Künye",
  "page.title": "Künye ve yasal bilgiler",
  "page.h1": "Künye",
  "page.description": "Bu web sitesini işleten Pontos 3D Kft.: merkez adresi, ticaret sicil ve vergi bilgileri, genel müdürü ve iletişim bilgileri.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesini Pontos 3D Kft. işletir. Aşağıda, Macaristan'da elektronik ticaret hizmetlerini ve bilgi toplumu hizmetlerini düzenleyen {{ecommerceAct}} uyarınca bir hizmet sağlayıcının yayımlaması gereken bilgiler yer alır: sicil kaydı, vergi numaraları, iletişim bilgileri ve barındırma hizmeti sağlayıcısı.",
} satisfies SameKeys<typeof en>;

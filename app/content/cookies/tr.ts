import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Çerez politikası",
  "page.title": "Çerez politikası",
  "page.h1": "Çerez politikası",
  "page.description": "Bu web sitesinin neden çerez kullanmadığı, tarayıcınızın depolama alanında neyi sakladığı ve bunu nasıl silebileceğiniz.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Bu web sitesi hiçbir çerez kullanmaz ve üçüncü taraflardan hiçbir içerik yüklemez. Tarayıcınızın yerel depolama alanında en fazla iki küçük kayıt tutar ve bunlardan ikincisini yalnızca dil tercihinizin hatırlanmasını isterseniz oluşturur. Bu sayfa, bu kayıtların ne içerdiğini, ne kadar süre kaldığını, neden onay gerektirmediğini ve nasıl silineceğini açıklar.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Lazer taramaya hazırlık",
  "page.title": "Lazer taramaya hazırlık: erişim, izinler ve iş güvenliği",
  "page.h1": "Bina, tesis ve gemilerde lazer taramaya hazırlık",
  "page.description": "Erişim, saha giriş eğitimleri, ATEX ve iş izinleri, kullanımdaki binalar, boşaltılacak alanlar ve gönderilecek belgeler: tarama günlerinin plana uygun geçmesi için.",

  "hero.eyebrow": "Rehber",
  "hero.lead": "Ölçüm ekibi bir binaya, çalışan bir tesise ya da bir gemiye gelmeden önce neleri ayarlamanız, şartnameyle birlikte neleri göndermeniz gerektiği ve taramayı en sık neyin geciktirdiği.",
} satisfies SameKeys<typeof en>;

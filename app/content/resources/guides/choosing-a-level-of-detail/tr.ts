import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Detay seviyesi seçimi",
  "page.title": "Scan to BIM modeli için detay seviyesi (LOD) seçimi",
  "page.h1": "Scan to BIM modeli için detay seviyesi nasıl seçilir?",
  "page.description": "{{lod200}} ile {{lod400}} arasındaki seviyeler neyi içerir, tasarım, tesis yönetimi, çakışma kontrolü ve prefabrikasyon için hangisi seçilir, sözleşmeye nasıl yazılır?",

  "hero.eyebrow": "Rehber",
  "hero.lead": "BIM yöneticileri ve tesis mühendisleri için, harita mühendisinin gözünden: her seviyenin neyi hangi toleransla içerdiği, hangi kullanım için hangi seviyenin uygun olduğu, seviyelerin nasıl bir arada kullanılacağı ve sözleşmeye nasıl yazılacağı.",
} satisfies SameKeys<typeof en>;

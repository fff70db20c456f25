import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Detay seviyesi seçimi",
  "page.title": "Scan to BIM Modeli için Detay Seviyesi (LOD) Seçimi",
  "page.h1": "Scan to BIM modeli için detay seviyesi nasıl seçilir?",
  "page.description": "{{lod200}} ile {{lod400}} arasındaki seviyeler neyi içerir, tasarım, tesis yönetimi, çakışma kontrolü ve prefabrikasyon için hangisi seçilir, sözleşmeye nasıl yazılır?",

  "hero.eyebrow": "Rehber",
  "hero.lead": "BIM yöneticileri ve tesis mühendisleri için bir harita mühendisinin rehberi: her detay seviyesi neyi hangi toleransla içerir, seviyeler eleman ve alan bazında nasıl karıştırılır, daha yüksek bir seviye iş programına ne ekler ve teslimde tartışma çıkmaması için şartnameye nasıl yazılır.",
} satisfies SameKeys<typeof en>;

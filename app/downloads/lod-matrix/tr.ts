import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "LOD matrisi",
  subtitle: "Mevcut bir binanın Scan to BIM modelinde detay seviyesine göre model elemanları",
  use: "Her eleman için üzerinde anlaşılan seviyeyi son sütuna yazın veya daha yüksek seviyede modellenecek bölgeleri işaretlediğiniz bir planı ekleyin. Seviyeler, mevcut yapılar için yorumlanan BIMForum LOD Şartnamesi'ni izler; toleranslar nokta bulutuna göredir ve kalite kontrol (QA/QC) raporunda denetlenir.",
  project: "Proje",
  client: "İşveren",
  date: "Tarih",
  agreed: "Anlaşılan seviye",
  online: "Aynı matris web sitemizde:",
  pageOf: "Sayfa {page} / {pages}",
} satisfies SameKeys<typeof en>;

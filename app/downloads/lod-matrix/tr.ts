import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "LOD matrisi",
  subtitle: "Mevcut bir binanın Scan to BIM modeli için detay seviyesine göre model elemanları",
  use: "Her eleman için kararlaştırılan seviyeyi son sütuna yazın veya daha yüksek seviyede modellenecek bölgeleri işaretlediğiniz bir planı ekleyin. Seviyeler, mevcut yapılar için yorumlanan BIMForum LOD Şartnamesi'ni izler; toleranslar nokta bulutuna göredir ve QA/QC raporunda denetlenir.",
  project: "Proje",
  client: "İşveren",
  date: "Tarih",
  agreed: "Kararlaştırılan seviye",
  online: "Aynı matris web sitemizde:",
  pageOf: "Sayfa {page}/{pages}",
} satisfies SameKeys<typeof en>;

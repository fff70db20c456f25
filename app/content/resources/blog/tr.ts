import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Blog",
  "page.title": "Blog",
  "page.h1": "Blog",
  "page.description": "Ölçüm ve BIM modelleme uzmanlarımızdan projeler, yöntemler ve sahadan edindiğimiz deneyimler üzerine yazılar. Çok yakında.",

  "hero.lead": "Sahadan ve modelleme masasından notlar: binaları, tesisleri ve gemileri ölçerken öğrendiklerimiz; bu verilerle çalışan mimarlar, mühendisler ve yapı sahipleri için.",

  "body.heading": "Blogda neler olacak?",
  "body.blocks.surveyors-bim-modellers": "Harita mühendislerimiz ve BIM modelleme uzmanlarımız, müşterilerin bir ölçümden önce, ölçüm sırasında ve sonrasında sorduğu soruları yazacak; her yanıtın gerekçesini de açıklayacak.",
  "body.blocks.choosing-level-detail": "- Detay seviyesi seçimi: her LOD modele ne katar, daha düşük bir seviye nerede yeterlidir\n- Çalışan tesiste Scan to BIM: aktif proses hatlarının yanında tarama, çalışma izinleri ve vardiya düzeni\n- Tarihi yapılarda HBIM: tonozları, silmeleri ve eğilmiş duvarları düzeltmeden modellemek\n- Nokta bulutu mu, çizim mi: birleştirilmiş nokta bulutu tasarım ekibine ne zaman tek başına yeter\n- İskelesiz cephe rölövesi: lazer tarayıcı ve drone ile sokaktan neler ölçülebilir\n- Projelerimizden dersler: neler plana uygun gitti, neler gitmedi ve neyi değiştirdik",
  "body.blocks.until-first-articles": "### İlk yazılar yayımlanana kadar",
  "body.blocks.case-studies-already": "Vaka çalışmalarımız projeleri talepten teslime kadar anlatıyor: kapsam, yöntemler, ulaşılan doğruluk ve çıkarılan dersler. Sorunuz kendi projenizle ilgiliyse harita mühendislerimizden biri kısa bir görüşmede yanıtlar.",

  "cta.heading": "Bir yazıyı bekleyemeyecek sorular için",
  "cta.text": "Bir harita mühendisimizle görüşme ayarlayın ya da önceki projelerin nasıl kapsamlandırıldığını, ölçüldüğünü ve teslim edildiğini okuyun.",
  "cta.actions.projects": "Vaka çalışmalarını okuyun",
} satisfies SameKeys<typeof en>;

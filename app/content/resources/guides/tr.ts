import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Rehberler",
  "page.title": "Rehberler",
  "page.h1": "Rehberler",
  "page.description": "Lazer tarama şartnamesi hazırlama, doğru LOD seçimi ve Scan to BIM projesinin kapsamını belirleme üzerine uygulamalı rehberler. Çok yakında.",

  "hero.lead": "Ölçüm hizmeti alanlar için uygulamalı rehberler: ölçüm talebi nasıl hazırlanır, şartnamede neler belirtilir ve teslim alınan veriler nasıl kontrol edilir.",

  "body.heading": "Rehberlerin konuları",
  "body.blocks.guide-answer-question": "Her rehber, ölçüm başlamadan önce müşterinin netleştirmesi gereken bir soruyu sade bir dille yanıtlayacak ve kendiniz yapabileceğiniz kontrolleri gösterecek.",
  "body.blocks.how-brief-survey": "- Ölçüm talebi nasıl hazırlanır: sabit fiyatlı teklif verebilmemiz için bilmemiz gereken alan, amaç, çıktılar ve erişim kısıtları\n- Şartnamede hangi doğruluk belirtilmeli: nokta bulutu doğruluğu, model toleransı ve birleştirme hatası; bunların neden üç ayrı değer olduğu\n- Koordinat sistemleri: yerel koordinat sistemleri, ulusal projeksiyonlar ve yükseklik sistemleri; ölçümün proje koordinat sisteminize nasıl bağlandığı\n- LOD seçimi: her detay seviyesinde modelde hangi elemanların yer aldığı ve daha yüksek bir seviyenin iş programına etkisi\n- QA/QC raporunu okumak: kontrol noktası artık hataları, birleştirme RMSE'si ve sapma haritaları\n- Nokta bulutları ve dosya formatları: E57, RCP, LAS ve hangi tasarım yazılımının hangisini beklediği",
  "body.blocks.until": "### O zamana kadar",
  "body.blocks.methodology-page-already": "Çalışma yöntemimizi anlatan sayfamız, bir ölçümü nasıl planladığımızı, sahada nasıl veri topladığımızı, verileri nasıl birleştirip kontrol ettiğimizi şimdiden anlatıyor. Elinizde hazır bir şartname varsa bize gönderin: harita mühendislerimizden biri okuyup neyin eklenmesi, neyin çıkarılması gerektiğini ve bunun fiyata ve iş programına etkisini size bildirir.",

  "cta.heading": "Şartnamenizi kontrol ettirin",
  "cta.text": "Talebinizi bir harita mühendisimizle birlikte gözden geçirmek için görüşme ayarlayın ya da planlamadan QA/QC'ye kadar ölçüm sürecimizi okuyun.",
  "cta.actions.talk-to-an-expert": "Uzmanla görüşün",
  "cta.actions.about/methodology": "Çalışma yöntemimizi okuyun",
} satisfies SameKeys<typeof en>;

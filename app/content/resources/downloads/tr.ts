import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "İndirmeler",
  "page.title": "İndirmeler",
  "page.h1": "İndirmeler",
  "page.description": "İndirilebilir örnek çıktılar, şartname şablonları ve kontrol listeleri. Çok yakında.",

  "hero.lead": "Bir ölçümü planlamanıza ve teslim alacağınız çıktıları değerlendirmenize yardımcı olacak örnek çıktılar, şablonlar ve kontrol listeleri.",

  "body.heading": "Burada neler bulacaksınız?",
  "body.blocks.downloads-files-clients": "İndirmeler, müşterilerin bir ölçüm siparişi vermeden önce bizden en sık istediği dosyalardan oluşacak.",
  "body.blocks.sample-deliverables-extract": "- Örnek çıktılar: birleştirilmiş bir nokta bulutundan bir bölüm, bir Revit modeli, plan ve görünüş çizimleri ve bir QA/QC raporu\n- Ölçüm talebi şablonu: teklif istediğiniz her ölçüm firmasının aynı kapsam üzerinden fiyat vermesi için yanıtlanması gereken sorular\n- LOD matrisi: model elemanları ve her birinin detay seviyesi; sözleşmeye eklenmeye hazır\n- Tesislerde, otellerde ve kullanımdaki binalarda saha erişimi, izinler ve iş güvenliği için kontrol listeleri\n- Teslim kontrol listesi: formatlar, koordinat sistemi, dosya adlandırma ve veriler geldiğinde nelerin kontrol edileceği",
  "body.blocks.samples-available-now": "### Örnekleri şimdiden isteyebilirsiniz",
  "body.blocks.have-wait-library": "Kütüphanenin tamamlanmasını beklemeniz gerekmiyor. Aşağıdaki düğme, iletişim formunu konu olarak Örnek çıktılar seçili açar: aklınızdaki projenin türünü yazın, benzer işlerden müşteri bilgileri çıkarılmış bir nokta bulutu bölümü, model, çizimler ve rapor gönderelim. Her hizmet sayfası da kendi çıktılarını ve dosya formatlarını listeler.",

  "cta.heading": "Örnek dosya seti isteyin",
  "cta.text": "Hangi çıktıları görmek istediğinizi yazın; size benzer projelerden örnekler gönderelim.",
  "cta.actions.contact": "Örnek isteyin",
  "cta.actions.services": "Hizmetlerimizi inceleyin",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "AR entegre BIM",
  "page.title": "Şantiyede AR entegre BIM",
  "page.h1": "AR entegre BIM: modeli inşa edileceği yerde görün",
  "page.description": "Artırılmış gerçeklikle BIM modelini sahaya yansıtın; konumları, boşlukları ve tesisat hatlarını imalattan önce yerinde kontrol edin.",

  "hero.eyebrow": "AR entegre BIM",
  "hero.lead": "BIM modeli, sahanın kontrol noktalarına hizalanarak tablette gerçek ölçekte gösterilir; ekipler ve denetçiler boşlukları, geçiş kovanlarını ve tesisat hatlarını yapılacakları yerde görür.",
  "hero.facts.arScale": "Sahada gösterilen model",
  "hero.facts.constructionAccuracy": "Ölçüm doğruluğu",
  "hero.facts.controlResiduals": "Kontrol noktası artık hataları",
  "hero.alt": "Bir şantiyede elde tutulan bir tablet; ekranında modeldeki planlanan hava kanalları ve duvarlar gerçek odanın üzerine bindirilmiş olarak görünüyor",
  "hero.actions.contact": "Örnek sonuçlar isteyin",

  "scope.nav": "Kapsam",
  "scope.heading": "Neleri hazırlıyoruz?",
  "scope.intro": "Artırılmış gerçeklik ancak hizalaması kadar iyidir. Modeli, şantiyede aplikasyonun yapıldığı kontrol ağının aynısına bağlarız.",
  "scope.included.model-prepared-ar": "AR için hazırlanmış model: disiplinler, iş aşamaları ve sahada önemli olan elemanlar",
  "scope.included.alignment-site-control": "Sahanın kontrol noktalarına hizalama; artık hatalar {{controlResiduals}} olacak şekilde kontrol edilir",
  "scope.included.tablet-set-up": "Tablet kurulumu ve ekibinize sahada uygulamalı tanıtım",
  "scope.included.check-list-elements": "Her beton dökümü veya kapatma işlemi öncesinde doğrulanacak elemanların kontrol listesi",
  "scope.addOns.laser-scans-area": "Kontrol edilenleri belgelemek için alanın lazer taraması",
  "scope.addOns.new-control-points": "Sahada kontrol noktası yoksa yeni kontrol noktalarının tesisi",
  "scope.addOns.model-updates-when": "Tasarım değiştiğinde model güncellemeleri",
  "scope.addOns.sessions-clients-inspectors": "Sahada işveren ve denetçiler için tanıtımlar",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.ar-ready-model.title": "AR'ye hazır model",
  "deliverables.items.ar-ready-model.text": "Sahanın ihtiyacına göre sadeleştirilmiş, tablete yüklenmeye hazır model.",
  "deliverables.items.alignment-record.title": "Hizalama kaydı",
  "deliverables.items.alignment-record.text": "Kullanılan kontrol noktaları ve ulaşılan artık hatalar.",
  "deliverables.items.check-list.title": "Kontrol listesi",
  "deliverables.items.check-list.text": "Beton dökümünden, duvarlar veya tavanlar kapatılmadan önce doğrulanacak elemanlar.",
  "deliverables.items.training-site.title": "Sahada eğitim",
  "deliverables.items.training-site.text": "Saha ekibinize, kendi projeniz üzerinde kullanımın gösterilmesi.",

  "cta.heading": "AR'nin şantiyenize uygun olup olmadığını öğrenin",
  "cta.text": "Her şantiye farklıdır. Projeniz, modeliniz ve ekiplerinizin neleri kontrol etmesi gerektiği hakkında uzmanlarımızdan biriyle görüşün.",
} satisfies SameKeys<typeof en>;

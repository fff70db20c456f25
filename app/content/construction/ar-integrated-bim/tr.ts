import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "AR entegre BIM",
  "page.title": "Şantiyede AR entegre BIM",
  "page.h1": "AR entegre BIM: modeli inşa edileceği yerde görün",
  "page.description": "Artırılmış gerçeklikle BIM modelini sahaya yansıtın; konumları, boşlukları ve tesisat hatlarını imalattan önce yerinde kontrol edin.",

  "hero.eyebrow": "AR entegre BIM",
  "hero.lead": "BIM modeli, sahanın kontrol noktalarına hizalanarak tablette gerçek ölçekte gösterilir; ekipler ve denetçiler boşlukları, geçiş kovanlarını ve tesisat hatlarını yapılacakları yerde görür.",
  "hero.facts.0": "Sahada gösterilen model",
  "hero.facts.1": "Ölçüm doğruluğu",
  "hero.facts.2": "Kontrol noktası artık hataları",
  "hero.alt": "Bir şantiyede elde tutulan bir tablet; ekranında modeldeki planlanan hava kanalları ve duvarlar gerçek odanın üzerine bindirilmiş olarak görünüyor",
  "hero.actions.1": "Örnek sonuçlar isteyin",

  "scope.nav": "Kapsam",
  "scope.heading": "Neleri hazırlıyoruz?",
  "scope.intro": "Artırılmış gerçeklik ancak hizalaması kadar iyidir. Modeli, şantiyede aplikasyonun yapıldığı kontrol ağının aynısına bağlarız.",
  "scope.included.0": "AR için hazırlanmış model: disiplinler, iş aşamaları ve sahada önemli olan elemanlar",
  "scope.included.1": "Sahanın kontrol noktalarına hizalama; artık hatalar {{controlResiduals}} olacak şekilde kontrol edilir",
  "scope.included.2": "Tablet kurulumu ve ekibinize sahada uygulamalı tanıtım",
  "scope.included.3": "Her beton dökümü veya kapatma işlemi öncesinde doğrulanacak elemanların kontrol listesi",
  "scope.addOns.0": "Kontrol edilenleri belgelemek için alanın lazer taraması",
  "scope.addOns.1": "Sahada kontrol noktası yoksa yeni kontrol noktalarının tesisi",
  "scope.addOns.2": "Tasarım değiştiğinde model güncellemeleri",
  "scope.addOns.3": "Sahada işveren ve denetçiler için tanıtımlar",

  "deliverables.nav": "Çıktılar",
  "deliverables.heading": "Neler teslim alırsınız?",
  "deliverables.items.0.title": "AR'ye hazır model",
  "deliverables.items.0.text": "Sahanın ihtiyacına göre sadeleştirilmiş, tablete yüklenmeye hazır model.",
  "deliverables.items.1.title": "Hizalama kaydı",
  "deliverables.items.1.text": "Kullanılan kontrol noktaları ve ulaşılan artık hatalar.",
  "deliverables.items.2.title": "Kontrol listesi",
  "deliverables.items.2.text": "Beton dökümünden, duvarlar veya tavanlar kapatılmadan önce doğrulanacak elemanlar.",
  "deliverables.items.3.title": "Sahada eğitim",
  "deliverables.items.3.text": "Saha ekibinize, kendi projeniz üzerinde kullanımın gösterilmesi.",

  "cta.heading": "AR'nin şantiyenize uygun olup olmadığını öğrenin",
  "cta.text": "Her şantiye farklıdır. Projeniz, modeliniz ve ekiplerinizin neleri kontrol etmesi gerektiği hakkında uzmanlarımızdan biriyle görüşün.",
} satisfies SameKeys<typeof en>;

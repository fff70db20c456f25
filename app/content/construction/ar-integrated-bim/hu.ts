import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "AR-integrált BIM",
  "page.title": "AR-integrált BIM a kivitelezés helyszínén",
  "page.h1": "AR-integrált BIM: lássa a modellt ott, ahol megépül",
  "page.description": "Vetítse a BIM-modellt kiterjesztett valósággal (AR) a helyszínre, és ellenőrizze az elemek helyzetét, a nyílásokat és a gépészeti vezetékeket még a beépítésük előtt.",

  "hero.eyebrow": "AR-integrált BIM",
  "hero.lead": "A BIM-modell valós méretben, táblagépen, a helyszín alappontjaihoz illesztve, így a szerelők és a műszaki ellenőrök ott látják a nyílásokat, az átvezetéseket és a gépészeti vezetékeket, ahol megépülnek.",
  "hero.facts.arScale": "A modell méretaránya a helyszínen",
  "hero.facts.constructionAccuracy": "Felmérési pontosság",
  "hero.facts.controlResiduals": "Maradék eltérés az alappontokon",
  "hero.alt": "Építési helyszínen feltartott táblagép, amelynek képernyőjén a modell tervezett légcsatornái és falai a valódi helyiségre vetítve látszanak",
  "hero.actions.contact": "Kérjen mintaeredményeket",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit készítünk elő?",
  "scope.intro": "A kiterjesztett valóság csak annyit ér, amennyire pontos az illesztése. A modellt ugyanahhoz az alapponthálóhoz kötjük, amelyről a helyszínen a kitűzés is történik.",
  "scope.included.model-prepared-ar": "A modell előkészítése AR-hoz: szakágak, építési fázisok és a helyszínen fontos elemek",
  "scope.included.alignment-site-control": "Illesztés a helyszín alappontjaihoz, {{controlResiduals}} maradék eltéréssel ellenőrizve",
  "scope.included.tablet-set-up": "A táblagép beállítása és helyszíni betanítás a csapatával",
  "scope.included.check-list-elements": "Ellenőrzőlista azokról az elemekről, amelyeket minden betonozás vagy eltakarás előtt ellenőrizni kell",
  "scope.addOns.laser-scans-area": "A terület lézerszkennelése az elvégzett ellenőrzés dokumentálásához",
  "scope.addOns.new-control-points": "Új alappontok kitűzése ott, ahol a helyszínen nincsenek",
  "scope.addOns.model-updates-when": "A modell frissítése, ha a terv változik",
  "scope.addOns.sessions-clients-inspectors": "Helyszíni bemutatók megrendelőknek és műszaki ellenőröknek",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.ar-ready-model.title": "AR-re előkészített modell",
  "deliverables.items.ar-ready-model.text": "A helyszínen szükséges tartalomra szűkített modell, táblagépre tölthető formában.",
  "deliverables.items.alignment-record.title": "Illesztési jegyzőkönyv",
  "deliverables.items.alignment-record.text": "A felhasznált alappontok és az elért maradék eltérések.",
  "deliverables.items.check-list.title": "Ellenőrzőlista",
  "deliverables.items.check-list.text": "Ellenőrizendő elemek a betonozás, illetve a falak és a mennyezetek lezárása előtt.",
  "deliverables.items.training-site.title": "Helyszíni betanítás",
  "deliverables.items.training-site.text": "Megmutatjuk helyszíni csapatának a használatát, a saját projektjén.",

  "cta.heading": "Tudja meg, illik-e az AR az Ön építkezéséhez",
  "cta.text": "Minden építkezés más. Beszéljen egyik szakértőnkkel a projektjéről, a modelljéről és arról, mit kell ellenőrizniük a szerelőknek.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "AR-integrált BIM",
  "page.title": "AR-integrált BIM a kivitelezés helyszínén",
  "page.h1": "AR-integrált BIM: lássa a modellt ott, ahol megépül",
  "page.description": "Vetítse a BIM-modellt kiterjesztett valósággal (AR) a helyszínre, és ellenőrizze az elemek helyzetét, a nyílásokat és a gépészeti vezetékeket még a beépítésük előtt.",

  "hero.eyebrow": "AR-integrált BIM",
  "hero.lead": "A BIM-modell valós méretben, táblagépen, a helyszín alappontjaihoz illesztve, így a szerelők és a műszaki ellenőrök ott látják a nyílásokat, az átvezetéseket és a gépészeti vezetékeket, ahol megépülnek.",
  "hero.facts.0": "A modell méretaránya a helyszínen",
  "hero.facts.1": "Felmérési pontosság",
  "hero.facts.2": "Maradék eltérés az alappontokon",
  "hero.alt": "Építési helyszínen feltartott táblagép, amelynek képernyőjén a modell tervezett légcsatornái és falai a valódi helyiségre vetítve látszanak",
  "hero.actions.1": "Kérjen mintaeredményeket",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit készítünk elő?",
  "scope.intro": "A kiterjesztett valóság csak annyit ér, amennyire pontos az illesztése. A modellt ugyanahhoz az alapponthálóhoz kötjük, amelyről a helyszínen a kitűzés is történik.",
  "scope.included.0": "A modell előkészítése AR-hoz: szakágak, építési fázisok és a helyszínen fontos elemek",
  "scope.included.1": "Illesztés a helyszín alappontjaihoz, {{controlResiduals}} maradék eltéréssel ellenőrizve",
  "scope.included.2": "A táblagép beállítása és helyszíni betanítás a csapatával",
  "scope.included.3": "Ellenőrzőlista azokról az elemekről, amelyeket minden betonozás vagy eltakarás előtt ellenőrizni kell",
  "scope.addOns.0": "A terület lézerszkennelése az elvégzett ellenőrzés dokumentálásához",
  "scope.addOns.1": "Új alappontok kitűzése ott, ahol a helyszínen nincsenek",
  "scope.addOns.2": "A modell frissítése, ha a terv változik",
  "scope.addOns.3": "Helyszíni bemutatók megrendelőknek és műszaki ellenőröknek",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "AR-re előkészített modell",
  "deliverables.items.0.text": "A helyszínen szükséges tartalomra szűkített modell, táblagépre tölthető formában.",
  "deliverables.items.1.title": "Illesztési jegyzőkönyv",
  "deliverables.items.1.text": "A felhasznált alappontok és az elért maradék eltérések.",
  "deliverables.items.2.title": "Ellenőrzőlista",
  "deliverables.items.2.text": "Ellenőrizendő elemek a betonozás, illetve a falak és a mennyezetek lezárása előtt.",
  "deliverables.items.3.title": "Helyszíni betanítás",
  "deliverables.items.3.text": "Megmutatjuk helyszíni csapatának a használatát, a saját projektjén.",

  "cta.heading": "Tudja meg, illik-e az AR az Ön építkezéséhez",
  "cta.text": "Minden építkezés más. Beszéljen egyik szakértőnkkel a projektjéről, a modelljéről és arról, mit kell ellenőrizniük a szerelőknek.",
} satisfies SameKeys<typeof en>;

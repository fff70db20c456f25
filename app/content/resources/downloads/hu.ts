import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Letöltések",
  "page.title": "Letöltések",
  "page.h1": "Letöltések",
  "page.description": "Letölthető mintamunkarészek, specifikációs sablonok és ellenőrzőlisták lézerszkenneléses felmérésekhez. Hamarosan elérhető.",

  "hero.lead": "Mintamunkarészek, sablonok és ellenőrzőlisták, amelyek segítenek megtervezni a felmérést, és megítélni, mit kap majd kézhez.",

  "body.heading": "Ami itt elérhető lesz",
  "body.blocks.downloads-files-clients": "A letöltések azok a fájlok lesznek, amelyeket ügyfeleink egy felmérés megrendelése előtt a leggyakrabban kérnek tőlünk.",
  "body.blocks.sample-deliverables-extract": "- Mintamunkarészek: egy illesztett pontfelhő részlete, egy Revit-modell, alaprajzok és homlokzatrajzok, valamint egy QA/QC-jelentés\n- Feladatleírás-sablon: azok a kérdések, amelyek megválaszolása után minden megkeresett földmérő ugyanarra a feladatra ad ajánlatot\n- LOD-mátrix: a modellelemek és mindegyik kidolgozottsági szintje, szerződéshez csatolható formában\n- Ellenőrzőlisták a helyszíni bejutáshoz, az engedélyekhez és a munkavédelemhez ipari létesítményekben, szállodákban és használatban lévő épületekben\n- Átadási ellenőrzőlista: formátumok, koordináta-rendszer, fájlelnevezés, és mit ellenőrizzen, amikor megérkeznek az adatok",
  "body.blocks.samples-available-now": "### Minták már most is kérhetők",
  "body.blocks.have-wait-library": "Nem kell megvárnia a gyűjtemény elkészültét. Az alábbi gomb a Mintamunkarészek témával nyitja meg a kapcsolatfelvételi űrlapot: írja meg, milyen projektet tervez, és hasonló munkákból küldünk pontfelhőrészletet, modellt, rajzokat és jelentést, az ügyféladatok eltávolításával. Minden szolgáltatásoldalunk felsorolja a hozzá tartozó munkarészeket és fájlformátumokat is.",

  "cta.heading": "Kérjen mintákat",
  "cta.text": "Írja meg, mely munkarészeket szeretné látni, és hasonló projektekből küldünk mintákat.",
  "cta.actions.contact": "Minták kérése",
  "cta.actions.services": "Szolgáltatásaink",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Ez a weboldal nem használ sütiket, és harmadik féltől semmit sem tölt be. Az Ön böngészőjének helyi tárhelyén mindössze két rövid bejegyzést tárol. Ez a tájékoztató leírja, mit tartalmaznak, meddig maradnak meg, és hogyan törölheti őket.",

  "sections.0.heading": "Nincsenek sütik, nincs harmadik féltől betöltött tartalom",
  "sections.0.blocks.0": "A süti egy kis fájl, amelyet egy weboldal a böngészővel tároltat, és amelyet a böngésző minden későbbi kéréssel visszaküld. Ez a weboldal egyetlen sütit sem helyez el: sem sajátot, sem más szolgáltatóét.",
  "sections.0.blocks.1": "Más cégek szervereiről sem tölt be semmit. Az oldalon nincs:",
  "sections.0.blocks.2": "- analitika vagy látogatottsági statisztika\n- hirdetés és újracélzás\n- tartalmat betöltő közösségimédia-bővítmény vagy megosztógomb\n- külső szerverről betöltött betűtípus, videó vagy térkép",
  "sections.0.blocks.3": "A Google Mapsre és a közösségimédia-oldalainkra mutató hivatkozások egyszerű linkek. Amíg Ön nem kattint rájuk, ezekről a szolgáltatásokról semmi sem töltődik be; a kattintás után már az adott szolgáltatás saját adatkezelési és sütiszabályai érvényesek.",

  "sections.1.heading": "A két bejegyzés a böngésző helyi tárhelyén",
  "sections.1.blocks.0": "A helyi tárhely a böngésző olyan területe, ahol egy weboldal rövid szövegeket tárolhat az Ön eszközén. A sütivel ellentétben az itt tárolt bejegyzés nem jut el a szerverhez minden kéréssel. Ez a weboldal két bejegyzést tárol itt:",
  "sections.1.blocks.1": "Table: A weboldal által a böngésző helyi tárhelyén tárolt bejegyzések\n| Név | Tartalma | Célja | Megőrzés ideje |\n| language | Az Ön által választott vagy legutóbb használt nyelv rövid kóddal: en, tr, hu vagy de | Ha Ön nyelvjelölés nélküli címen tér vissza, az oldal az Ön nyelvén nyíljon meg | Amíg Ön nem törli a webhely adatait a böngészőjében |\n| cookie-consent | Az adatvédelmi értesítésre adott válasza: accepted (elfogadva) vagy declined (elutasítva) | Hogy a válasza után az értesítés ne jelenjen meg újra | Amíg Ön nem törli a webhely adatait a böngészőjében |",
  "sections.1.blocks.2": "Mindkét bejegyzés az Ön eszközén marad. Az oldal nem küldi el őket sem a szerverünkre, sem máshová, így mi nem is látjuk őket. A választott nyelven és az Ön válaszán kívül egyik sem tartalmaz Önre vonatkozó személyes adatot.",

  "sections.2.heading": "Miért kérdez mégis az oldal?",
  "sections.2.blocks.0": "Joggal merülhet fel, miért jelenít meg adatvédelmi értesítést egy sütiket nem használó oldal. Azért, hogy már az első látogatáskor egyértelműen közöljük a döntésünket: nincs követés, nincs hirdetés, és harmadik féltől semmi sem töltődik be.",
  "sections.2.blocks.1": "Az elfogadás vagy az elutasítás ezen kívül semmin sem változtat. Bármelyiket választja, az oldal ugyanúgy működik, és semmivel sem tölt be többet. Válaszát kizárólag a cookie-consent bejegyzés őrzi, hogy az értesítés ne jelenjen meg minden oldalon újra.",
  "sections.2.blocks.2": "Ha a böngészője letiltja a helyi tárhelyet, az oldal akkor is működik. Az értesítés ilyenkor csak az éppen megnyitott oldalon tűnik el, a következőn ismét megjelenhet.",

  "sections.3.heading": "Hogyan törölheti a bejegyzéseket?",
  "sections.3.blocks.0": "Mindkét bejegyzést bármikor törölheti, ha a böngészőjében törli ennek a webhelynek az adatait. A lépések az elterjedt böngészőkben nagyon hasonlók, csak a menük elnevezése tér el kissé:",
  "sections.3.blocks.1": "- Google Chrome és Microsoft Edge számítógépen: kattintson a címsorban a webcím bal oldalán lévő ikonra, nyissa meg a webhelybeállításokat vagy a sütik és webhelyadatok részt, majd törölje ennek a webhelynek az adatait.\n- Mozilla Firefox: kattintson a webcím bal oldalán lévő lakatra, és válassza a sütik és webhelyadatok törlését.\n- Safari Macen: nyissa meg a Safari beállításait, az Adatvédelem lapon kezelje a webhelyadatokat, jelölje ki ezt a webhelyet, és távolítsa el.\n- Safari iPhone-on vagy iPaden: nyissa meg a Beállítások appot, lépjen a Safari, majd a Haladó és a Webhelyadatok menüpontra, és törölje ennek a webhelynek a bejegyzését.\n- Chrome Androidon: nyissa meg a menüt, lépjen a Beállítások, majd a Webhelybeállítások és az Összes webhely menüpontra, válassza ki ezt a webhelyet, és törölje az adatait.",
  "sections.3.blocks.2": "Privát vagy inkognitóablakban a böngésző az ablak bezárásakor mindkét bejegyzést maga törli.",
  "sections.3.blocks.3": "A bejegyzések törlése után a következő látogatáskor ismét megjelenik az adatvédelmi értesítés, az oldal nyelvét pedig a megnyitott cím vagy a böngésző nyelve határozza meg.",

  "sections.4.heading": "Változások és kérdések",
  "sections.4.blocks.0": "Ezt a tájékoztatót akkor módosítjuk, ha megváltozik, mit tárol az oldal az Ön böngészőjében, például ha egyszer sütit helyezne el, vagy harmadik féltől töltene be tartalmat. Az utolsó módosítás dátuma ezen az oldalon látható.",
  "sections.4.blocks.1": "Azt, hogy az űrlapokon keresztül küldött személyes adatait hogyan kezeljük, az Adatkezelési tájékoztatónk írja le. A sütitájékoztatóval kapcsolatos kérdéseit a privacy@pontos3d.example címre várjuk.",
} satisfies SameKeys<typeof en>;

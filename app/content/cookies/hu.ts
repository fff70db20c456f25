import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Sütitájékoztató",
  "page.title": "Sütitájékoztató",
  "page.h1": "Sütitájékoztató",
  "page.description": "Miért nem használ ez a weboldal sütiket, mit tárol a böngészőjében, és hogyan törölheti.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Ez a weboldal nem használ sütiket, és harmadik féltől semmit sem tölt be. Az Ön böngészőjének helyi tárhelyén legfeljebb két rövid bejegyzést tárol, a másodikat csak akkor, ha Ön kéri, hogy az oldal megjegyezze a nyelvet. Ez a tájékoztató leírja, mit tartalmaznak, meddig maradnak meg, miért nem kell hozzájuk hozzájárulás, és hogyan törölheti őket.",

  "sections.0.heading": "Nincsenek sütik, nincs harmadik féltől betöltött tartalom",
  "sections.0.blocks.0": "A süti egy kis fájl, amelyet egy weboldal a böngészővel tároltat, és amelyet a böngésző minden későbbi kéréssel visszaküld. Ez a weboldal egyetlen sütit sem helyez el: sem sajátot, sem más szolgáltatóét.",
  "sections.0.blocks.1": "Más cégek szervereiről sem tölt be semmit. Az oldalon nincs:",
  "sections.0.blocks.2": "- analitika vagy látogatottsági statisztika\n- hirdetés és újracélzás\n- tartalmat betöltő közösségimédia-bővítmény vagy megosztógomb\n- külső szerverről betöltött betűtípus, videó vagy térkép",
  "sections.0.blocks.3": "A Google Mapsre és a közösségimédia-oldalainkra mutató hivatkozások egyszerű linkek. Amíg Ön nem kattint rájuk, ezekről a szolgáltatásokról semmi sem töltődik be; a kattintás után már az adott szolgáltatás saját adatkezelési és sütiszabályai érvényesek.",

  "sections.1.heading": "Mit tárol az oldal az Ön böngészőjében?",
  "sections.1.blocks.0": "A helyi tárhely a böngésző olyan területe, ahol egy weboldal rövid szövegeket tárolhat az Ön eszközén. A sütivel ellentétben az itt tárolt bejegyzés nem jut el a szerverhez minden kéréssel. Amíg Ön nem döntött a nyelvi beállításról, ez a weboldal semmit sem tárol itt. Ezután egy bejegyzést tárol, elfogadás esetén kettőt:",
  "sections.1.blocks.1": "Table: A weboldal által a böngésző helyi tárhelyén tárolt bejegyzések\n| Név | Tartalma | Célja | Megőrzés ideje |\n| cookie-consent | A nyelvi beállításra adott válasza: accepted (elfogadva) vagy declined (elutasítva) | Hogy a válasza után a kérdés ne jelenjen meg újra | Amíg Ön nem törli a webhely adatait a böngészőjében |\n| language | Csak elfogadás esetén: annak az oldalnak a nyelve, amelyen elfogadta, vagy a később a nyelvválasztó menüben választott nyelv, rövid kóddal: en, tr, hu vagy de | Hogy a nyelvjelölés nélküli kezdőcím a következő látogatáskor az Ön nyelvén nyíljon meg | Amíg ezen az oldalon vissza nem vonja, vagy nem törli a webhely adatait a böngészőjében |",
  "sections.1.blocks.2": "A böngésző munkamenet-tárhelyén (session storage) az oldal semmit sem tárol, és sütit sem helyez el. Mindkét bejegyzés az Ön eszközén marad. Az oldal nem küldi el őket sem a szerverünkre, sem máshová, így mi nem is látjuk őket. Az Ön válaszán és a nyelven kívül egyik sem tartalmaz Önre vonatkozó személyes adatot.",

  "sections.2.heading": "Miért nem kérünk hozzájárulást?",
  "sections.2.blocks.0": "Az Ön eszközén információ tárolásához vagy az ott tárolt információhoz való hozzáféréshez hozzájárulás szükséges, kivéve, ha ez az Ön által kifejezetten kért szolgáltatás nyújtásához feltétlenül szükséges (az elektronikus hírközlésről szóló {{electronicCommunicationsAct}} 155.\u00a0§ (4) bekezdése; az elektronikus hírközlési adatvédelmi irányelv 5.\u00a0cikk (3) bekezdése; Németországban a TDDDG 25.\u00a0§ (2) bekezdés 2.\u00a0pontja). Mindkét bejegyzés ebbe a kivételbe tartozik: az egyik az Ön válaszát őrzi, a másik azt a nyelvet, amelyet Ön kérésére az oldal megjegyez. Ezen kívül semmit sem tárolunk, ezért hozzájárulásra nincs szükségünk, és nem is kérünk.",
  "sections.2.blocks.1": "### A nyelvi beállítás",
  "sections.2.blocks.2": "Első látogatásakor egy kis ablak megkérdezi, megjegyezze-e az oldal a nyelvet. Ezt kényelmi lehetőségként kínáljuk, nem hozzájárulást kérünk vele. Ha elfogadja, az oldal megjegyzi annak az oldalnak a nyelvét, amelyen éppen van, később pedig azt a nyelvet, amelyet a nyelvválasztó menüben választ, hogy a kezdőcím legközelebb ezen a nyelven nyíljon meg. Ha elutasítja, az oldal nem tárol nyelvet, a korábban tárolt nyelvet törli, és csak a válaszát őrzi meg, hogy a kérdés ne jelenjen meg újra. Az oldal mindkét esetben ugyanúgy működik.",
  "sections.2.blocks.3": "Ha a böngészője letiltja a helyi tárhelyet, az oldal akkor is működik. A kérdés ilyenkor csak az éppen megnyitott oldalon tűnik el, a következőn ismét megjelenhet.",
  "sections.2.blocks.4": "Döntését bármikor megváltoztathatja: az alábbi gombbal, amely bekapcsolt JavaScript mellett jelenik meg, vagy ha a böngészőjében törli ennek a webhelynek az adatait.",

  "sections.3.heading": "Hogyan törölheti a bejegyzéseket?",
  "sections.3.blocks.0": "Mindkét bejegyzést bármikor törölheti, ha a böngészőjében törli ennek a webhelynek az adatait. A lépések az elterjedt böngészőkben nagyon hasonlók, csak a menük elnevezése tér el kissé:",
  "sections.3.blocks.1": "- Google Chrome és Microsoft Edge számítógépen: kattintson a címsorban a webcím bal oldalán lévő ikonra, nyissa meg a webhelybeállításokat vagy a sütik és webhelyadatok részt, majd törölje ennek a webhelynek az adatait.\n- Mozilla Firefox: kattintson a webcím bal oldalán lévő lakatra, és válassza a sütik és webhelyadatok törlését.\n- Safari Macen: nyissa meg a Safari beállításait, az Adatvédelem lapon kezelje a webhelyadatokat, jelölje ki ezt a webhelyet, és távolítsa el.\n- Safari iPhone-on vagy iPaden: nyissa meg a Beállítások appot, lépjen a Safari, majd a Haladó és a Webhelyadatok menüpontra, és törölje ennek a webhelynek a bejegyzését.\n- Chrome Androidon: nyissa meg a menüt, lépjen a Beállítások, majd a Webhelybeállítások és az Összes webhely menüpontra, válassza ki ezt a webhelyet, és törölje az adatait.",
  "sections.3.blocks.2": "Privát vagy inkognitóablakban a böngésző az ablak bezárásakor mindkét bejegyzést maga törli.",
  "sections.3.blocks.3": "A bejegyzések törlése után a következő látogatáskor ismét megjelenik a nyelvi beállításra vonatkozó kérdés, a kezdőcím pedig a böngésző nyelvén nyílik meg.",

  "sections.4.heading": "Változások és kérdések",
  "sections.4.blocks.0": "Ezt a tájékoztatót akkor módosítjuk, ha megváltozik, mit tárol az oldal az Ön böngészőjében, például ha egyszer sütit helyezne el, vagy harmadik féltől töltene be tartalmat. Az utolsó módosítás dátuma ezen az oldalon látható.",
  "sections.4.blocks.1": "Azt, hogy az űrlapokon keresztül küldött személyes adatait hogyan kezeljük, az Adatkezelési tájékoztatónk írja le. A sütitájékoztatóval kapcsolatos kérdéseit a privacy@pontos3d.example címre várjuk.",
} satisfies SameKeys<typeof en>;

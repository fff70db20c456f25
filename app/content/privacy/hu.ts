import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Hogyan kezeli a Pontos 3D Kft. a weboldalon keresztül megadott személyes adatokat: milyen adatokat gyűjtünk, milyen célból és meddig őrizzük őket, ki férhet hozzájuk, és hogyan gyakorolhatja a GDPR szerinti jogait.",

  "sections.0.heading": "Ki felel az Ön adataiért?",
  "sections.0.blocks.0": "Ez a tájékoztató bemutatja, hogyan kezeljük az Ön által a weboldalon keresztül megadott személyes adatokat. Alapja az Európai Parlament és a Tanács (EU) {{gdprRegulationNumber}} rendelete (általános adatvédelmi rendelet, GDPR), valamint az információs önrendelkezési jogról és az információszabadságról szóló {{infotvAct}} (Infotv.).",
  "sections.0.blocks.1": "- Adatkezelő: Pontos 3D Kft., Magyarországon bejegyzett korlátolt felelősségű társaság\n- Székhely: {{companySeat}}\n- Nyilvántartó cégbíróság: Fővárosi Törvényszék Cégbírósága, cégjegyzékszám: {{companyRegistrationNumber}}\n- Telefon: {{companyPhone}}\n- Általános e-mail-cím: info@pontos3d.example\n- Adatvédelmi kapcsolattartás: privacy@pontos3d.example",
  "sections.0.blocks.2": "Személyes adataival kapcsolatos kérdéseit és kérelmeit a privacy@pontos3d.example címre írhatja meg, vagy levélben küldheti el székhelyünkre. Isztambuli irodánk ugyanannak a társaságnak a fióktelepe, nem önálló adatkezelő.",

  "sections.1.heading": "Milyen adatokat gyűjtünk?",
  "sections.1.blocks.0": "A weboldalt személyes adatok megadása nélkül is böngészheti. Csak azt gyűjtjük, amit az oldal három űrlapjának valamelyikébe beír vagy ahhoz csatol, illetve amit a szerver egy űrlap elküldésekor rögzít.",
  "sections.1.blocks.1": "### Árajánlatkérés",
  "sections.1.blocks.2": "- Az Ön neve, cége, e-mail-címe, telefonszáma, országa és városa\n- A projekt típusa és – ha megadja – annak részletei, például a kidolgozottsági szint, a rajzok méretaránya, a tűrések vagy a jelentések gyakorisága\n- Ha megadja: a terület nagysága, a határidő és a projekt egyéb részletei\n- Ha csatolja: rajzok, fényképek, modellek, pontfelhők vagy dokumentumok, összesen legfeljebb {{uploadLimitMb}} MB terjedelemben",
  "sections.1.blocks.3": "### Kapcsolatfelvételi üzenet",
  "sections.1.blocks.4": "- Az Ön neve, e-mail-címe, a téma és az üzenete\n- Ha megadja: telefonszáma, cége, a projekt helyszíne és az Önt érdeklő szolgáltatások\n- Ha csatolja: fájlok",
  "sections.1.blocks.5": "### Szakértői konzultáció kérése",
  "sections.1.blocks.6": "- Az Ön neve, e-mail-címe, telefonszáma és a beszélgetés témája\n- Az Önnek megfelelő nap, az idősáv és az Ön időzónája\n- Ha megadja: cége és egy üzenet",
  "sections.1.blocks.7": "### Amit a szerver minden megkereséssel együtt rögzít",
  "sections.1.blocks.8": "A szerver minden megkereséssel együtt tárolja a beérkezés időpontját, az oldal nyelvét, az Ön IP-címét és böngészőjének azonosító karakterláncát, vagyis egy rövid szöveget, amely megnevezi a böngészőt és az operációs rendszert. Ezeket arra használjuk, hogy az Ön nyelvén válaszoljunk, felismerjük a visszaéléseket és biztonságosan működtessük a szolgáltatást.",
  "sections.1.blocks.9": "Az űrlap elküldése előtt egy jelölőnégyzet bejelölésével hozzájárul ahhoz, hogy adatait megkeresése megválaszolása céljából kezeljük. Az adatok megadása önkéntes, de az űrlap kötelező mezői nélkül nem tudunk válaszolni. A csatolt fájlok maguk is tartalmazhatnak személyes adatokat, például neveket egy rajz szövegmezőjében; ezeket ugyanúgy kezeljük, mint az űrlap adatait.",

  "sections.2.heading": "Milyen célból és milyen jogalapon kezeljük az adatokat?",
  "sections.2.blocks.0": "Adatait kizárólag az alábbi célokra kezeljük. Nem adjuk el őket, nem használjuk fel reklámcélra, és nem készítünk profilt. Önről kizárólag automatizált adatkezelésen alapuló döntést nem hozunk.",
  "sections.2.blocks.1": "Table: Az adatkezelés céljai és jogalapjai\n| Cél | Adatok | Jogalap |\n| Kapcsolatfelvételi üzenet megválaszolása, árajánlat készítése, szakértői konzultáció egyeztetése és lebonyolítása | Az űrlap mezői és fájljai, a beérkezés időpontja és az oldal nyelve | A szerződéskötést megelőzően az Ön kérésére tett lépések, GDPR 6. cikk (1) bekezdés b) pont, valamint az űrlapon adott hozzájárulása, GDPR 6. cikk (1) bekezdés a) pont |\n| A szolgáltatás biztonsága és a visszaélések megelőzése | Az Ön IP-címe, a böngésző azonosító karakterlánca és az IP-címenként beküldött űrlapok memóriában tartott száma | Jogos érdekünk egy biztonságos, visszaélésekkel szemben védett szolgáltatáshoz, GDPR 6. cikk (1) bekezdés f) pont |\n| Egy megkeresést követő szerződés dokumentumainak megőrzése | A megkeresés és a szerződés részét képező dokumentumok | A magyar számviteli és adójogszabályokból eredő kötelezettségeink teljesítése, GDPR 6. cikk (1) bekezdés c) pont |",
  "sections.2.blocks.2": "Hozzájárulását bármikor visszavonhatja, például a privacy@pontos3d.example címre írt levéllel. A visszavonás nem érinti a visszavonás előtti adatkezelés jogszerűségét. Ahol jogos érdekünkre támaszkodunk, azt mérlegeltük az Ön jogaival szemben: csak azokat az adatokat őrizzük meg, amelyek alapján a szerver meg tudja különböztetni a valódi megkeresést a visszaéléstől, és Ön ez ellen az adatkezelés ellen bármikor tiltakozhat.",

  "sections.3.heading": "Meddig őrizzük az adatokat?",
  "sections.3.blocks.0": "A személyes adatokat nem őrizzük tovább, mint amennyit a cél megkövetel. Rendszereink és munkatársaink az alábbi határidőket alkalmazzák.",
  "sections.3.blocks.1": "Table: Megőrzési idők\n| Adatok | Megőrzés időtartama |\n| A megkeresések, a csatolt fájlok és az e-mail másolata a postafiókunkban | A beérkezéstől számított {{leadRetention}}, utána töröljük |\n| Feltöltött, de egyetlen űrlappal sem elküldött fájlok | {{unclaimedUploadHours}} óra elteltével automatikusan töröljük |\n| Az IP-címenként beküldött űrlapok száma | {{rateWindowMinutes}} percig a szerver memóriájában marad, sehol sem tároljuk |\n| Egy megkeresést követő szerződés dokumentumai | Ameddig a magyar számviteli és adójogszabályok előírják |",
  "sections.3.blocks.2": "Ha kéri adatai törlését, nem várjuk meg a határidő leteltét: megkeresését, annak fájljait és a hozzá tartozó, még el nem küldött e-maileket haladéktalanul töröljük.",

  "sections.4.heading": "Kik kapják meg az adatokat?",
  "sections.4.blocks.0": "Megkeresését budapesti és isztambuli irodánk azon munkatársai olvassák, akik azzal foglalkoznak. Rajtuk kívül csak két szolgáltató kapja meg, a mi utasításaink szerint eljáró adatfeldolgozóként:",
  "sections.4.blocks.1": "- Tárhelyszolgáltatónk, amelynek az Európai Unióban található szerverén a weboldal, a megkeresések adatbázisa és a feltöltött fájlok találhatók\n- E-mail-kézbesítő (SMTP-) szolgáltatónk, amely minden megkeresést továbbít a cég postafiókjába",
  "sections.4.blocks.2": "Személyes adatokat nem adunk el, és harmadik feleknek saját céljaikra nem adunk át. Bíróságnak vagy hatóságnak csak akkor adunk ki adatot, ha erre jogszabály kötelez.",

  "sections.5.heading": "Adattovábbítás isztambuli irodánkba",
  "sections.5.blocks.0": "Isztambuli irodánk ({{istanbulOfficeAddress}}, Törökország) a Pontos 3D Kft. fióktelepe. Munkatársai olvashatják a megkereséseket, hogy válaszolni tudjanak a térség ügyfeleinek és projektjeinek. A GDPR szerint az, hogy adatai Törökországból hozzáférhetők, harmadik országba történő adattovábbításnak minősül.",
  "sections.5.blocks.1": "Az Európai Bizottság Törökországra vonatkozóan nem fogadott el megfelelőségi határozatot. Ezért ezeket az adattovábbításokat az Európai Bizottság (EU) {{sccDecisionNumber}} végrehajtási határozatával elfogadott általános szerződési feltételekre alapozzuk, és a hozzáférést a megkeresését megválaszoló munkatársakra korlátozzuk. Ezeknek a garanciáknak a másolatát a privacy@pontos3d.example címen kérheti.",

  "sections.6.heading": "Nincsenek sütik, nincs követés",
  "sections.6.blocks.0": "A weboldal egyetlen sütit sem helyez el. Harmadik féltől semmit sem tölt be: nincs látogatottságmérés, nincs hirdetés, nincsenek közösségimédia-bővítmények és külső szerverről betöltött betűtípusok. A Google Mapsre és közösségimédia-oldalainkra mutató hivatkozások egyszerű linkek; ezekről a szolgáltatásokról mindaddig semmi sem töltődik be, amíg Ön rá nem kattint valamelyikre.",
  "sections.6.blocks.1": "Böngészője helyi tárhelye két bejegyzést őriz, kizárólag az Ön eszközén: a választott nyelvet és az adatvédelmi értesítésre adott válaszát. A weboldal ezeket sehová sem küldi el. A minden oldal alján elérhető Sütitájékoztatónk leírja őket, és azt is, hogyan törölheti őket.",

  "sections.7.heading": "Az Ön jogai és gyakorlásuk módja",
  "sections.7.blocks.0": "A GDPR 15. cikkétől 22. cikkéig terjedő rendelkezései a személyes adataival kapcsolatban az alábbi jogokat biztosítják Önnek:",
  "sections.7.blocks.1": "- Hozzáférés: megtudhatja, kezelünk-e Önre vonatkozó adatokat, és másolatot kérhet róluk\n- Helyesbítés: kérheti a pontatlan adatok kijavítását és a hiányos adatok kiegészítését\n- Törlés: kérheti adatai törlését, például ha már nincs rájuk szükségünk, vagy ha visszavonja hozzájárulását\n- Az adatkezelés korlátozása: kérheti az adatkezelés korlátozását, például arra az időre, amíg az adatok pontosságát ellenőrizzük\n- Adathordozhatóság: a nekünk átadott adatait tagolt, széles körben használt, géppel olvasható formátumban megkaphatja, vagy kérheti, hogy továbbítsuk őket egy másik adatkezelőnek\n- Tiltakozás: saját helyzetével kapcsolatos okból tiltakozhat a jogos érdekünkön alapuló adatkezelés ellen\n- A hozzájárulás visszavonása: bármikor, a visszavonás előtti adatkezelés jogszerűségének érintése nélkül",
  "sections.7.blocks.2": "Jogai gyakorlásához írjon a privacy@pontos3d.example címre, vagy küldjön levelet a Pontos 3D Kft. részére a következő címre: {{companySeat}}. Kérelmére a beérkezéstől számított egy hónapon belül, díjmentesen válaszolunk. Ha nem tudjuk megállapítani, hogy a kérelem Öntől származik-e, a személyazonossága megerősítéséhez további adatokat kérhetünk.",

  "sections.8.heading": "Panasz és jogorvoslat",
  "sections.8.blocks.0": "Ha úgy véli, hogy személyes adatait jogellenesen kezeljük, először írhat nekünk a privacy@pontos3d.example címre, hogy orvosolhassuk a problémát. Panaszt tehet a magyar felügyeleti hatóságnál is:",
  "sections.8.blocks.1": "- Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)\n- Cím: {{naihAddress}}\n- Postacím: {{naihPostalAddress}}\n- Honlap: www.naih.hu",
  "sections.8.blocks.2": "Panaszt tehet annak az uniós tagállamnak a felügyeleti hatóságánál is, ahol szokásos tartózkodási helye vagy munkahelye van, vagy ahol az állítólagos jogsértés történt, illetve bírósághoz is fordulhat. A per elbírálása a törvényszék hatáskörébe tartozik; a pert választása szerint a lakóhelye vagy tartózkodási helye szerinti törvényszék előtt is megindíthatja.",

  "sections.9.heading": "A tájékoztató módosítása",
  "sections.9.blocks.0": "Ezt a tájékoztatót akkor módosítjuk, ha megváltozik, ahogyan a személyes adatokat kezeljük, például ha egy űrlap, egy megőrzési idő vagy egy szolgáltató változik. A legutóbbi módosítás dátuma ezen az oldalon olvasható.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Felhasználási feltételek",
  "page.title": "Felhasználási feltételek",
  "page.h1": "Felhasználási feltételek",
  "page.description": "A Pontos 3D weboldalának használatára és az árajánlatkérésekre vonatkozó feltételek.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "A Pontos 3D Kft. által üzemeltetett weboldal használatának feltételei. Ezek az oldalon közölt információkra és tartalmakra, valamint az oldalon keresztül küldött megkeresésekre vonatkoznak; minden felmérési munkánkra a saját írásos árajánlata és szerződése irányadó.",

  "sections.0.heading": "Kik vagyunk, és mire vonatkoznak ezek a feltételek?",
  "sections.0.blocks.0": "Ezt a weboldalt a Pontos 3D Kft. (székhely: {{companySeat}}), egy Magyarországon bejegyzett korlátolt felelősségű társaság üzemelteti. A cég minden adata megtalálható az Impresszumban.",
  "sections.0.blocks.1": "Ezek a feltételek az oldal használatára és az oldalon keresztül küldött megkeresésekre vonatkoznak. A felmérési munkára az Ön által elfogadott írásos árajánlat és az abban megjelölt feltételek irányadók. Szolgáltatásainkat vállalkozásoknak, közintézményeknek és más szakmai megrendelőknek nyújtjuk. Azt, hogy az Ön által megadott személyes adatokat hogyan kezeljük, külön az Adatkezelési tájékoztató és a Sütitájékoztató írja le.",

  "sections.1.heading": "Az oldal használata",
  "sections.1.blocks.0": "Az oldal bemutatja felmérési szolgáltatásainkat, módszereinket és korábbi projektjeinket. Arra használhatja, hogy megismerje a munkánkat, árajánlatot kérjen, üzenetet küldjön nekünk, vagy egyeztetést foglaljon valamelyik földmérő kollégánkkal.",
  "sections.1.blocks.1": "Az oldal használata során kérjük:",
  "sections.1.blocks.2": "- az űrlapokon valós adatokat adjon meg, és csak olyan fájlokat küldjön, amelyeket jogosult megosztani velünk\n- ne küldjön kártékony kódot tartalmazó fájlt, illetve jogellenes vagy mások jogait sértő tartalmat\n- ne próbálja megzavarni az oldal működését, automatikus kérésekkel túlterhelni, vagy hozzáférni a nem nyilvános részeihez",
  "sections.1.blocks.3": "Az e szabályokat sértő megkereséseket elutasíthatjuk vagy törölhetjük, és az oldallal visszaélő címekről letilthatjuk a hozzáférést.",
  "sections.1.blocks.4": "Az Ön által küldött fájlokat kizárólag a megkeresés elbírálására és árajánlatunk elkészítésére használjuk. Bizalmasan kezeljük őket, cégünkön és adatfeldolgozóinkon kívül senkivel nem osztjuk meg, és a megkereséssel együtt töröljük (lásd az Adatkezelési tájékoztatót). Ha a rajzok elküldése előtt titoktartási megállapodást (NDA) szeretne kötni, jelezze az üzenetében.",

  "sections.2.heading": "Szellemi tulajdon",
  "sections.2.blocks.0": "Az oldalon található szövegek, rajzok, pontfelhő-képek, modellek, fényképek és illusztrációk a Pontos 3D Kft. tulajdonát képezik, vagy azokat jogtulajdonosuk engedélyével használjuk. Szerzői jogi védelem alatt állnak.",
  "sections.2.blocks.1": "Megtekintheti őket, és az oldalakat saját tájékozódására kinyomtathatja vagy elmentheti. Minden más felhasználáshoz, például saját dokumentumaiba, pályázati anyagaiba vagy weboldalára történő átvételükhöz, szerkesztésükhöz vagy közzétételükhöz előzetes írásbeli engedélyünk szükséges; ehhez elegendő az e-mail. Engedélyt az info@pontos3d.example címen kérhet.",
  "sections.2.blocks.2": "Ügyfeleink neve, valamint a harmadik féltől származó szoftverek és fájlformátumok neve a jogosultjukat illeti. Megemlítésük nem jogosítja fel Önt a használatukra.",
  "sections.2.blocks.3": "A szerződés alapján átadott rajzok, modellek és pontfelhők más megítélés alá esnek: felhasználási jogaikat az adott szerződés rögzíti.",

  "sections.3.heading": "Szerződés csak elfogadott árajánlattal jön létre",
  "sections.3.blocks.0": "Az oldalon semmi sem minősül szerződéskötésre irányuló ajánlatnak. Ez vonatkozik szolgáltatásaink leírására, a munkarészekre, a válaszadási és átadási határidőkre, valamint a feltüntetett induló árakra is.",
  "sections.3.blocks.1": "Egy űrlap elküldése tájékoztatás- vagy árajánlatkérés, amely sem Önt, sem minket nem köt. Szerződés csak akkor jön létre, ha írásos árajánlatot küldünk Önnek, és Ön azt elfogadja; mindkettőhöz elegendő az e-mail. Árajánlatunk – ha más határidőt nem jelöl meg – {{quoteValidityDays}} napig köt bennünket. A munka terjedelme, díja, ütemezése, pontossága és a munkarészek az árajánlatban rögzítettek szerint alakulnak.",

  "sections.4.heading": "Az információk pontossága",
  "sections.4.blocks.0": "Törekszünk arra, hogy az oldalon közölt információk helyesek és naprakészek legyenek. Az itt megadott pontossági értékek, átfutási idők, kidolgozottsági szintek és egyéb számadatok tipikus helyszíneken elért tipikus eredményeket írnak le. Hogy az Ön projektjén mit érünk el, az a helyszíntől, a megközelíthetőségtől, a mérés napján fennálló körülményektől és a választott terjedelemtől függ.",
  "sections.4.blocks.1": "Ránk nézve az Ön projektjére adott írásos árajánlatban szereplő értékek kötelezők. Ha az oldalon olvasható adat eltér az árajánlattól, az árajánlat az irányadó.",
  "sections.4.blocks.2": "Az oldal tartalmát előzetes értesítés nélkül bármikor módosíthatjuk, kiegészíthetjük vagy eltávolíthatjuk.",

  "sections.5.heading": "Felelősség",
  "sections.5.blocks.0": "Az oldalon közölt információk általános jellegűek, és nem helyettesítik az Ön projektjére vonatkozó felmérést vagy szakmai tanácsadást. A jogszabályok által megengedett mértékben kizárjuk a felelősségünket az oldal információinak felhasználásából, illetve az oldal átmeneti elérhetetlenségéből eredő károkért.",
  "sections.5.blocks.1": "Ez nem korlátozza felelősségünket a szándékosan vagy súlyos gondatlansággal okozott károkért, az életet, testi épséget vagy egészséget ért károkért, sem más olyan felelősségünket, amelyet jogszabály alapján nem zárhatunk ki. Az elvégzett munkáért fennálló felelősségünket az adott munkára szóló árajánlat és szerződés szabályozza.",

  "sections.6.heading": "Más weboldalakra mutató hivatkozások",
  "sections.6.blocks.0": "Az oldal más weboldalakra is hivatkozik, például a Google Mapsre és közösségimédia-oldalainkra. Ezek tartalmára, elérhetőségére és adatkezelésére nincs befolyásunk, és nem vállalunk értük felelősséget. A hivatkozás megnyitása után az adott oldal saját feltételei és adatkezelési tájékoztatója érvényes.",

  "sections.7.heading": "A feltételek módosítása",
  "sections.7.blocks.0": "Ezeket a feltételeket módosíthatjuk, például ha az oldal vagy a jogszabályok változnak. Egy megkeresésre az a változat irányadó, amely a megkeresés elküldésekor ezen az oldalon közzé volt téve; a későbbi módosítás erre nem hat ki. Az utolsó módosítás dátuma ezen az oldalon látható.",

  "sections.8.heading": "Irányadó jog és illetékes bíróság",
  "sections.8.blocks.0": "Ezekre a feltételekre és az oldal használatára a magyar jog az irányadó.",
  "sections.8.blocks.1": "Az ezekből a feltételekből vagy a weboldal használatából eredő jogvitákra – ha jogszabály az illetékesség kikötését megengedi – a Pontos 3D Kft. székhelye szerint illetékes bíróság illetékes. A felmérési szerződésre irányadó jogot és az eljáró bíróságot az adott árajánlat vagy szerződés határozza meg.",
  "sections.8.blocks.2": "Ha Ön fogyasztó, ez nem érinti a szokásos tartózkodási helye szerinti ország kógens szabályai által biztosított védelmet, sem azt a jogát, hogy az ottani bíróságokhoz forduljon.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Eszközpark",
  "page.title": "Felmérési eszközparkunk",
  "page.h1": "Eszközparkunk",
  "page.description": "{{terrestrialScanners}} földi lézerszkenner {{scannerManufacturers}} gyártótól, {{handheldLidarUnits}} kézi LiDAR-eszköz, egy felmérő drón, valamint egy mérőállomás GNSS/RTK-vevővel.",

  "hero.eyebrow": "Műszereink",
  "hero.lead": "Minden műszer, amellyel mérünk, a saját tulajdonunk, és magunk tartjuk karban: {{terrestrialScanners}} földi lézerszkenner {{scannerManufacturers}} gyártótól, {{handheldLidarUnits}} kézi LiDAR-eszköz, egy felmérő drón, valamint egy mérőállomás GNSS/RTK-vevővel. A műszert ahhoz a pontossághoz választjuk, amelyet a munkarész megkövetel, és nem fordítva.",
  "hero.facts.0": "Földi lézerszkenner",
  "hero.facts.1": "Kézi LiDAR-eszköz",
  "hero.facts.2": "Felmérő drón",
  "hero.facts.3": "Az illesztett pontfelhő pontossága",

  "sections.0.heading": "Mire használjuk az egyes műszereket?",
  "sections.0.intro": "Öt műszerosztály: mindegyiknél az a munka, amelyre a legalkalmasabb, és a pontosság, amelyet biztosít.",
  "sections.0.cards.0.title": "Földi lézerszkennerek",
  "sections.0.cards.0.text": "Állványra szerelt szkennerek, amelyek minden álláspontról pontok millióit mérik. Kettő ugyanattól a gyártótól származik, a harmadik egy másiktól, így két csapat dolgozhat azonos műszerrel, mi pedig az egyik gyártmány eredményeit a másikéval ellenőrizhetjük. Ezekre épülnek épület-, homlokzat-, műemléki, üzemi és hajófelméréseink.",
  "sections.0.cards.0.metric": "illesztett pontfelhő",
  "sections.0.cards.1.title": "Kézi LiDAR",
  "sections.0.cards.1.text": "Kézben vitt szkennerek lépcsőházakhoz, álmennyezeti terekhez, gépészeti aknákhoz és géptérsarkokhoz, ahová az állvány nem fér be. Adataikat a földi felvételekhez és az alapponthálóhoz kötjük, és ott használjuk, ahol pontosságuk elegendő: nyomvonalakhoz, tömegmodellekhez és a máshonnan nem látható zugokhoz.",
  "sections.0.cards.1.metric": "kézi szkennelés, relatív pontosság",
  "sections.0.cards.2.title": "Mérőállomás",
  "sections.0.cards.2.text": "Egyedi pontok szögét és távolságát méri, a legnagyobb pontossággal, amely rendelkezésünkre áll. Ezzel mérjük az alappontháló sokszögvonalait, a rákötési pontokat és a karimákat, ezzel tűzünk ki az építkezéseken, és ezzel mérjük a minőség-ellenőrzés független ellenőrző pontjait.",
  "sections.0.cards.2.metric": "ellenőrző mérések",
  "sections.0.cards.3.title": "GNSS/RTK-vevő",
  "sections.0.cards.3.text": "Műholdas helymeghatározás valós idejű korrekcióval. Az alapponthálót az országos koordináta-rendszerhez köti, bemérjük vele a drónos felmérés földi illesztőpontjait, és gyorsan felmérjük vele a nyílt terepet. A mérőállomással együtt a földmérések alapponthálóját a feltüntetett értéken belül tartja.",
  "sections.0.cards.3.metric": "alappontháló, mérőállomással együtt",
  "sections.0.cards.4.title": "Felmérő drón",
  "sections.0.cards.4.text": "Átfedő légifelvételeket készít ortofotókhoz, terepmodellekhez és 3D felületmodellekhez: területekről, tetőkről és a homlokzatok felső részéről. A GNSS/RTK-val bemért földi illesztőpontokkal a feltüntetett pontosságot éri el, nélkülük {{droneAccuracyWithoutGcp}} pontosságot.",
  "sections.0.cards.4.metric": "földi illesztőpontokkal",

  "sections.1.heading": "Melyik felméréshez melyik műszer?",
  "sections.1.blocks.0": "A legtöbb projektben több műszer dolgozik együtt ugyanazon az alapponthálón. A táblázat megmutatja, melyik műszer visz jellemzően vezető szerepet az egyes felméréstípusoknál, és milyen pontosságot írunk elő a munkarészekre.",
  "sections.1.blocks.1": "Table: Fő műszerek és előírt pontosság felméréstípusonként\n| Felmérés | Fő műszerek | Előírt pontosság |\n| Építészeti felmérés | Földi szkenner, mérőállomás | {{architecturalPlanimetric}} (vízszintes) |\n| Homlokzatfelmérés | Földi szkenner, drón a tetőkhöz | {{facadePointCloud}} (pontfelhő) |\n| Műemléki felmérés | Földi szkenner, közelfotogrammetria | {{heritagePointCloud}} (pontfelhő) |\n| Ipari létesítmény | Földi szkenner, kézi LiDAR, mérőállomás | {{bimTolerance}} (modell) |\n| Hajók és jachtok | Földi szkenner, kézi LiDAR | Belső terek {{vesselInteriorAccuracy}}, hajótest {{vesselHullAccuracy}} |\n| Építési kitűzés | Mérőállomás, GNSS/RTK | {{settingOutAccuracy}} |\n| Földmérés | Drón, GNSS/RTK, mérőállomás | {{landHorizontal}} vízszintesen, {{landVertical}} magasságban |",
  "sections.1.blocks.2": "Ahol a műszaki előírás állványos szkennelést vagy földi mérést ír elő, ott nem térünk át kézi szkennelésre vagy drónos repülésre. Ha egy műszer adata kisebb pontosságot biztosít, mint a többi, azt a munkarészek és a QA/QC-jelentés is feltüntetik.",

  "sections.2.heading": "Kalibrálás és terepi ellenőrzések",
  "sections.2.blocks.0": "Minden műszert a gyártó hivatalos szervize kalibrál, a gyártó által előírt időközönként, valamint minden esés vagy ütődés után. Minden projekt QA/QC-jelentése felsorolja a használt műszereket és utolsó kalibrálásuk dátumát.",
  "sections.2.blocks.1": "Két kalibrálás között csapataink a terepen is ellenőrzik műszereiket:",
  "sections.2.blocks.2": "- szkennerek: ismert jeltávolságok mérése minden projekt előtt, valamint minden felvétel illesztési értékei\n- mérőállomás: két távcsőállásban végzett mérés, kollimáció- és kompenzátorvizsgálat az alappontok mérése előtt\n- GNSS/RTK: mérés egy ismert alapponton minden nap elején és végén\n- drón: kamera- és helymeghatározási ellenőrzés minden repülés előtt, független ellenőrző pontok a terepen",
  "sections.2.blocks.3": "A műszerek a csapatokkal együtt utaznak Budapest és Isztambul között, így mindkét piacon ugyanazzal a felszereléssel mérünk, és ugyanúgy ellenőrzünk.",

  "cta.heading": "Nem biztos benne, melyik műszer illik a projektjéhez?",
  "cta.text": "Írja meg, mire kell a felmérés, és milyen munkarészeket vár. A műszereket mi választjuk ki, a pontosságot az ajánlatban rögzítjük, és a QA/QC-jelentésben igazoljuk.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Eszközpark",
  "page.title": "Felmérési eszközparkunk",
  "page.h1": "Eszközparkunk",
  "page.description": "{{terrestrialScanners}} földi lézerszkenner {{scannerManufacturers}} gyártótól, {{handheldLidarUnits}} kézi LiDAR-eszköz, egy felmérő drón, valamint egy mérőállomás GNSS/RTK-vevővel.",

  "hero.eyebrow": "Műszereink",
  "hero.lead": "Minden műszer, amellyel mérünk, a saját tulajdonunk, és magunk tartjuk karban: {{terrestrialScanners}} földi lézerszkenner {{scannerManufacturers}} gyártótól, {{handheldLidarUnits}} kézi LiDAR-eszköz, egy felmérő drón, valamint egy mérőállomás GNSS/RTK-vevővel. A műszert ahhoz a pontossághoz választjuk, amelyet a munkarész megkövetel, és nem fordítva.",
  "hero.facts.terrestrialScanners": "Földi lézerszkenner",
  "hero.facts.handheldLidarUnits": "Kézi LiDAR-eszköz",
  "hero.facts.drones": "Felmérő drón",
  "hero.facts.pointCloudAccuracy": "Az illesztett pontfelhő pontossága",

  "sections.instruments.heading": "Mire használjuk az egyes műszereket?",
  "sections.instruments.intro": "Öt műszerosztály: mindegyiknél az a munka, amelyre a legalkalmasabb, és a pontosság, amelyet biztosít.",
  "sections.instruments.cards.terrestrial-laser-scanners.title": "Földi lézerszkennerek",
  "sections.instruments.cards.terrestrial-laser-scanners.text": "Állványra szerelt szkennerek, amelyek minden álláspontról pontok millióit mérik. Kettő ugyanattól a gyártótól származik, a harmadik egy másiktól, így két csapat dolgozhat azonos műszerrel, mi pedig az egyik gyártmány eredményeit a másikéval ellenőrizhetjük. Ezekre épülnek épület-, homlokzat-, műemléki, üzemi és hajófelméréseink.",
  "sections.instruments.cards.terrestrial-laser-scanners.metric": "illesztett pontfelhő",
  "sections.instruments.cards.handheld-lidar.title": "Kézi LiDAR",
  "sections.instruments.cards.handheld-lidar.text": "Kézben vitt szkennerek lépcsőházakhoz, álmennyezeti terekhez, gépészeti aknákhoz és géptérsarkokhoz, ahová az állvány nem fér be. Adataikat a földi felvételekhez és az alapponthálóhoz kötjük, és ott használjuk, ahol pontosságuk elegendő: nyomvonalakhoz, tömegmodellekhez és a máshonnan nem látható zugokhoz.",
  "sections.instruments.cards.handheld-lidar.metric": "kézi szkennelés, relatív pontosság",
  "sections.instruments.cards.total-station.title": "Mérőállomás",
  "sections.instruments.cards.total-station.text": "Egyedi pontok szögét és távolságát méri, a legnagyobb pontossággal, amely rendelkezésünkre áll. Ezzel mérjük az alappontháló sokszögvonalait, a rákötési pontokat és a karimákat, ezzel tűzünk ki az építkezéseken, és ezzel mérjük a minőség-ellenőrzés független ellenőrző pontjait.",
  "sections.instruments.cards.total-station.metric": "ellenőrző mérések",
  "sections.instruments.cards.gnss-rtk-receiver.title": "GNSS/RTK-vevő",
  "sections.instruments.cards.gnss-rtk-receiver.text": "Műholdas helymeghatározás valós idejű korrekcióval. Az alapponthálót az országos koordináta-rendszerhez köti, bemérjük vele a drónos felmérés földi illesztőpontjait, és gyorsan felmérjük vele a nyílt terepet. A mérőállomással együtt a földmérések alapponthálóját a feltüntetett értéken belül tartja.",
  "sections.instruments.cards.gnss-rtk-receiver.metric": "alappontháló, mérőállomással együtt",
  "sections.instruments.cards.survey-drone.title": "Felmérő drón",
  "sections.instruments.cards.survey-drone.text": "Átfedő légifelvételeket készít ortofotókhoz, terepmodellekhez és 3D felületmodellekhez: területekről, tetőkről és a homlokzatok felső részéről. A GNSS/RTK-val bemért földi illesztőpontokkal a feltüntetett pontosságot éri el, nélkülük {{droneAccuracyWithoutGcp}} pontosságot.",
  "sections.instruments.cards.survey-drone.metric": "földi illesztőpontokkal",

  "sections.which-instrument.heading": "Melyik felméréshez melyik műszer?",
  "sections.which-instrument.blocks.most-projects-combine": "A legtöbb projektben több műszer dolgozik együtt ugyanazon az alapponthálón. A táblázat megmutatja, melyik műszer visz jellemzően vezető szerepet az egyes felméréstípusoknál, és milyen pontosságot írunk elő a munkarészekre.",
  "sections.which-instrument.blocks.table-main-instruments": "Table: Fő műszerek és előírt pontosság felméréstípusonként\n| Felmérés | Fő műszerek | Előírt pontosság |\n| --- | --- | --- |\n| Építészeti felmérés | Földi szkenner, mérőállomás | {{architecturalPlanimetric}} (vízszintes) |\n| Homlokzatfelmérés | Földi szkenner, drón a tetőkhöz | {{facadePointCloud}} (pontfelhő) |\n| Műemléki felmérés | Földi szkenner, közelfotogrammetria | {{heritagePointCloud}} (pontfelhő) |\n| Ipari létesítmény | Földi szkenner, kézi LiDAR, mérőállomás | {{bimTolerance}} (modell) |\n| Hajók és jachtok | Földi szkenner, kézi LiDAR | Belső terek {{vesselInteriorAccuracy}}, hajótest {{vesselHullAccuracy}} |\n| Építési kitűzés | Mérőállomás, GNSS/RTK | {{settingOutAccuracy}} |\n| Földmérés | Drón, GNSS/RTK, mérőállomás | {{landHorizontal}} vízszintesen, {{landVertical}} magasságban |",
  "sections.which-instrument.blocks.swap-tripod-scan": "Ahol a műszaki előírás állványos szkennelést vagy földi mérést ír elő, ott nem térünk át kézi szkennelésre vagy drónos repülésre. Ha egy műszer adata kisebb pontosságot biztosít, mint a többi, azt a munkarészek és a QA/QC-jelentés is feltüntetik.",

  "sections.care-and-checks.heading": "Kalibrálás és terepi ellenőrzések",
  "sections.care-and-checks.blocks.instrument-calibrated-manufacturer": "Minden műszert a gyártó hivatalos szervize kalibrál, a gyártó által előírt időközönként, valamint minden esés vagy ütődés után. Minden projekt QA/QC-jelentése felsorolja a használt műszereket és utolsó kalibrálásuk dátumát.",
  "sections.care-and-checks.blocks.between-calibrations-crews": "Két kalibrálás között csapataink a terepen is ellenőrzik műszereiket:",
  "sections.care-and-checks.blocks.scanners-known-distances": "- szkennerek: ismert jeltávolságok mérése minden projekt előtt, valamint minden felvétel illesztési értékei\n- mérőállomás: két távcsőállásban végzett mérés, kollimáció- és kompenzátorvizsgálat az alappontok mérése előtt\n- GNSS/RTK: mérés egy ismert alapponton minden nap elején és végén\n- drón: kamera- és helymeghatározási ellenőrzés minden repülés előtt, független ellenőrző pontok a terepen",
  "sections.care-and-checks.blocks.instruments-travel-crews": "A műszerek a csapatokkal együtt utaznak Budapest és Isztambul között, így mindkét piacon ugyanazzal a felszereléssel mérünk, és ugyanúgy ellenőrzünk.",

  "cta.heading": "Nem biztos benne, melyik műszer illik a projektjéhez?",
  "cta.text": "Írja meg, mire kell a felmérés, és milyen munkarészeket vár. A műszereket mi választjuk ki, a pontosságot az ajánlatban rögzítjük, és a QA/QC-jelentésben igazoljuk.",
} satisfies SameKeys<typeof en>;

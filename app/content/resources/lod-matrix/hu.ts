import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "LOD-mátrix",
  "page.title": "LOD-mátrix: modellelemek kidolgozottsági szintenként",
  "page.h1": "LOD-mátrix",
  "page.description": "Mit tartalmaz egy Scan to BIM-modell {{lod200}}, {{lod300}}, {{lod350}} és {{lod400}} szinten, elemenként, az egyes szintek tűrésével: olvassa el itt, vagy csatolja a szerződéshez.",

  "hero.eyebrow": "Tudástár · Scan to BIM",
  "hero.lead": "Tizennégy modellelem, négy kidolgozottsági szint és az egyes szintek pontfelhőhöz mért tűrése egyetlen táblázatban. Állapodjon meg minden elem szintjéről a felmérés előtt, és azt a modellt kapja, amelyet megrendelt.",
  "hero.actions.resources/downloads": "Letöltés PDF- vagy CSV-fájlként",

  "purpose.nav": "Mire való?",
  "purpose.heading": "Egy szó helyett egy táblázat",
  "purpose.blocks.one-table": "A meglévő épületek modelljeivel kapcsolatos viták többsége azzal a mondattal kezdődik, hogy „{{lod300}} szinten kérjük”. Az egyik fél ezen minden csövet ért a legkisebb leágazásig, a másik a falakat, a födémeket és a fővezetékeket. A mátrix a szó helyére egy cellát tesz: minden elemnél leírja, mi kerül a modellbe, és az mennyire követi a pontfelhőt.",
  "purpose.blocks.bimforum": "A szintek a BIMForum LOD-specifikáció elemdefinícióit követik, meglévő épületre értelmezve: {{lod200}} szinten az elem közelítő méretű és helyzetű általános helyőrző; {{lod300}} szinten mért méretével, alakjával, helyzetével és irányával szerepel; a {{lod350}} hozzáadja a más elemekkel való kapcsolatokat, a {{lod400}} pedig a gyártáshoz és szereléshez szükséges részleteket.",
  "purpose.blocks.existing-building": "Egy új tervben bármely elem bármilyen szinten megrajzolható. A felmérés viszont csak azt modellezheti, amit a szkenner látott, ezért minden cella azt írja le, amit a pontfelhő mutat. Amit nem mutat, az kimarad, vagy feltételezettként jelöljük, de soha nem rajzoljuk meg úgy, mintha mértük volna.",

  "matrix.nav": "A mátrix",
  "matrix.heading": "Mi kerül a modellbe az egyes szinteken?",
  "matrix.intro": "Egy elem szintjének kiválasztásához olvasson soronként; ha azt szeretné látni, mit jelent egy szint az egész modellben, oszloponként. Az utolsó sor az a tűrés, amelyhez a kész modellt a QA/QC-jelentésben viszonyítjuk.",
  "matrix.caption": "Modellelemek kidolgozottsági szintenként, az egyes szintek pontfelhőhöz mért tűrésével",
  "matrix.element": "Modellelem",
  "matrix.tolerance": "Tűrés a pontfelhőhöz képest",

  "matrix.elements.walls.name": "Falak",
  "matrix.elements.walls.levels.lod-200": "Közelítő vastagságú általános falak a bemért tengelyeken, teljes szintmagassággal.",
  "matrix.elements.walls.levels.lod-300": "Mért vastagság, magasság és helyzet; a rétegek, ahol láthatók; a nyílások valós méretben.",
  "matrix.elements.walls.levels.lod-350": "Csatlakozás a födémekhez, pillérekhez és függönyfalakhoz; légcsatorna-, cső- és kábeltálca-áttörések.",
  "matrix.elements.walls.levels.lod-400": "Áthidalók, rögzítések és nyíláskeretek ott, ahol az új szerkezetnek ezekhez kell illeszkednie.",

  "matrix.elements.floors-slabs.name": "Födémek",
  "matrix.elements.floors-slabs.levels.lod-200": "Általános födémek az egyes szintek magasságában, közelítő szélekkel.",
  "matrix.elements.floors-slabs.levels.lod-300": "Mért szintmagasságok, szélek és vastagság; szintkülönbségek, lejtések és nyílások; aknák.",
  "matrix.elements.floors-slabs.levels.lod-350": "Felfekvés a falakon és gerendákon, szegélykialakítások, áttörések és védőcsövek.",
  "matrix.elements.floors-slabs.levels.lod-400": "Szegélyprofilok, beágyazott lemezek és alátámasztási részletek a gyártandó elemekhez.",

  "matrix.elements.roofs.name": "Tetők",
  "matrix.elements.roofs.levels.lod-200": "Tetősíkok közelítő hajlásszöggel és körvonallal.",
  "matrix.elements.roofs.levels.lod-300": "Mért hajlásszögek, gerincek, ereszek és attikák; tetőnyílások, felhajtások és lefolyók.",
  "matrix.elements.roofs.levels.lod-350": "Szarufák, szelemenek vagy rácsos tartók, ahol láthatók, felfekvésükkel együtt.",
  "matrix.elements.roofs.levels.lod-400": "A tetőszerkezeti acélelemek csomópontjai és a tetőre kerülő új berendezések alátámasztásai.",

  "matrix.elements.columns-beams.name": "Pillérek és gerendák",
  "matrix.elements.columns-beams.levels.lod-200": "Általános pillérek és gerendák a raszterben, közelítő keresztmetszettel.",
  "matrix.elements.columns-beams.levels.lod-300": "Mért keresztmetszetek, helyzetek és magasságok; az acélelemek szelvényük megnevezésével.",
  "matrix.elements.columns-beams.levels.lod-350": "Gerenda–pillér és gerenda–födém csomópontok, merevítések és saruk.",
  "matrix.elements.columns-beams.levels.lod-400": "Lemezek, csavarok, bordák és varratok, ahogy a gyártmánytervek ábrázolják.",

  "matrix.elements.stairs-ramps.name": "Lépcsők és rámpák",
  "matrix.elements.stairs-ramps.levels.lod-200": "Általános lépcsőkarok és pihenők a helyükön.",
  "matrix.elements.stairs-ramps.levels.lod-300": "Mért lépcsőkarok, pihenők, belépők és fellépők; korlátok és kapaszkodók külön elemként.",
  "matrix.elements.stairs-ramps.levels.lod-350": "A pofatartók és pihenők csatlakozása a födémekhez és falakhoz.",
  "matrix.elements.stairs-ramps.levels.lod-400": "Korlátoszlopok, konzolok, valamint a korlátok és pofatartók rögzítései.",

  "matrix.elements.doors.name": "Ajtók",
  "matrix.elements.doors.levels.lod-200": "Nyílások közelítő méretű általános ajtóval.",
  "matrix.elements.doors.levels.lod-300": "Mért nyílás- és szárnyméretek, nyitásirány és tok; a típus, ha felismerhető.",
  "matrix.elements.doors.levels.lod-350": "A tokok csatlakozása a falhoz; a tűzgátló ajtók és a vasalatok helye jelölve.",
  "matrix.elements.doors.levels.lod-400": "Tokprofilok és vasalatok olyan részletességgel, hogy a csere megrendelhető legyen.",

  "matrix.elements.windows.name": "Ablakok",
  "matrix.elements.windows.levels.lod-200": "Nyílások közelítő méretű általános ablakkal.",
  "matrix.elements.windows.levels.lod-300": "Mért nyílások, parapet- és szemöldökmagasságok, tokok és osztásuk.",
  "matrix.elements.windows.levels.lod-350": "Kávák, ablakpárkányok és a tokok csatlakozása a falhoz.",
  "matrix.elements.windows.levels.lod-400": "Tok- és szárnyprofilok olyan részletességgel, hogy a csere megrendelhető legyen.",

  "matrix.elements.curtain-walls.name": "Függönyfalak és homlokzati elemek",
  "matrix.elements.curtain-walls.levels.lod-200": "A homlokzat általános panelekként a bemért síkján.",
  "matrix.elements.curtain-walls.levels.lod-300": "A függőleges és vízszintes osztóbordák mért kiosztása, panelek, burkolati fugák, párkányok és erkélyek.",
  "matrix.elements.curtain-walls.levels.lod-350": "Konzolok és lehorgonyzások, ahol láthatók; csatlakozás a födémekhez és pillérekhez.",
  "matrix.elements.curtain-walls.levels.lod-400": "Profilok, konzolok és panelszélek az új elemek gyártásához.",

  "matrix.elements.ceilings.name": "Álmennyezetek",
  "matrix.elements.ceilings.levels.lod-200": "Általános álmennyezetek közelítő magasságban.",
  "matrix.elements.ceilings.levels.lod-300": "Mért magasságok, lépcsőzések és körvonalak; a raszter iránya; revíziós nyílások.",
  "matrix.elements.ceilings.levels.lod-350": "Függesztők és a mennyezet feletti tér, ha a lapok kiemelésével szkenneltük.",
  "matrix.elements.ceilings.levels.lod-400": "Függesztési részletek ott, ahol új vezetékeket kell az álmennyezeten át rögzíteni.",

  "matrix.elements.ducts.name": "Gépészet: légcsatornák",
  "matrix.elements.ducts.levels.lod-200": "Fő légcsatornák nyomvonalsávként.",
  "matrix.elements.ducts.levels.lod-300": "Légcsatornák mért méretükkel és nyomvonalukkal a felmérési feladatleírásban rögzített legkisebb méretig; rácsok és csappantyúk.",
  "matrix.elements.ducts.levels.lod-350": "Idomok, függesztések, tartók, valamint fal- és födémáttörések.",
  "matrix.elements.ducts.levels.lod-400": "Karimák, csatlakozási pontok és tisztítónyílások valós méretben.",

  "matrix.elements.pipes.name": "Gépészet: csővezetékek",
  "matrix.elements.pipes.levels.lod-200": "Fő csővezetékek nyomvonalsávként.",
  "matrix.elements.pipes.levels.lod-300": "Csövek mért átmérőjükkel és nyomvonalukkal a felmérési feladatleírásban rögzített legkisebb méretig; szerelvények külön elemként.",
  "matrix.elements.pipes.levels.lod-350": "Idomok, tartók és függesztések, szigetelésvastagság, áttörések.",
  "matrix.elements.pipes.levels.lod-400": "Karimák, szerelvények és idomok valós méretben, a rákötési pontokkal.",

  "matrix.elements.cable-trays.name": "Villamos: kábeltálcák",
  "matrix.elements.cable-trays.levels.lod-200": "Fő kábeltálca- és kábellétra-nyomvonalak sávként.",
  "matrix.elements.cable-trays.levels.lod-300": "Kábeltálcák és kábellétrák mért szélességgel, magassággal és nyomvonallal; függőleges felszálló szakaszok.",
  "matrix.elements.cable-trays.levels.lod-350": "Ívek, T-idomok, tartók és áttörések.",
  "matrix.elements.cable-trays.levels.lod-400": "Tartókonzolok és rögzítések ott, ahol új tálcák előregyártással készülnek.",

  "matrix.elements.equipment.name": "Gépészet: berendezések",
  "matrix.elements.equipment.levels.lod-200": "Berendezések közelítő méretű hasábként: légkezelők, szivattyúk, tartályok, elosztószekrények.",
  "matrix.elements.equipment.levels.lod-300": "Mért befoglaló méretek csonkokkal és csatlakozási pontokkal; feliratok, ha olvashatók.",
  "matrix.elements.equipment.levels.lod-350": "Alapok, lábazatok, tartók és a karbantartáshoz szükséges szabad terek.",
  "matrix.elements.equipment.levels.lod-400": "Csatlakozókarimák, lehorgonyzási pontok és a cserekészülékhez szükséges részletek.",

  "matrix.elements.site-terrain.name": "Terep és környezet",
  "matrix.elements.site-terrain.levels.lod-200": "Terepfelület és a burkolt felületek körvonalai.",
  "matrix.elements.site-terrain.levels.lod-300": "Mért terep, szegélyek, burkolatszélek, támfalak és a látható közműfedlapok.",
  "matrix.elements.site-terrain.levels.lod-350": "Az épület és a terep találkozása: lépcsők, rámpák, vízelvezető folyókák.",
  "matrix.elements.site-terrain.levels.lod-400": "Szegély- és alapozási részletek ott, ahol új külső munkáknak kell csatlakozniuk.",

  "contract.nav": "A szerződésben",
  "contract.heading": "Hogyan használja a szerződésben?",
  "contract.blocks.attach": "Csatolja a mátrixot a szerződéshez vagy a BIM-megvalósítási tervhez a szintek meghatározásaként, és mellette adja meg minden elem szintjét. A PDF-ben erre egy üres oszlop szolgál, a CSV-fájl pedig ugyanehhez táblázatkezelőben nyitható meg.",
  "contract.blocks.by-element": "### Szintek elemenként\n\nEgy felújításhoz ritkán kell mindenhol ugyanaz a szint. Gyakori és gazdaságos összeállítás: a falak, a födémek és a nyílások {{lod300}}, az álmennyezetek és a terep {{lod200}} szinten, a légcsatornák és a csövek pedig csak ott {{lod300}} szinten, ahol megmaradnak.",
  "contract.blocks.by-area": "### Szintek zónánként\n\nAhol az új szerkezet a meglévőhöz csatlakozik, egy gépház, egy gépészeti akna vagy egy tartószerkezeti mező {{lod350}} vagy {{lod400}} szinten készülhet, miközben az épület többi része {{lod300}} marad. Jelölje be ezeket a zónákat egy alaprajzon, és csatolja a mátrixszal együtt.",
  "contract.blocks.example": "A feladatleírás ekkor így szól:\n\n- Építészet és tartószerkezet, az egész épületben: {{lod300}}\n- Gépház és aknák, légcsatornák, csövek és kábeltálcák: {{lod350}}\n- Álmennyezetek a gépházon kívül: {{lod200}}",
  "contract.blocks.tolerance-clause": "Az átvétel mércéje a tűrések sora: a QA/QC-jelentés elemenként veti össze a modellt a pontfelhővel, és megmutatja, hol teljesül a tűrés, és hol tér el maga az épület.",

  "notes.nav": "Megjegyzések",
  "notes.heading": "Megjegyzések a mátrixhoz",
  "notes.items.hidden": "Amit a szkenner nem lát (falak belsejét, zárt álmennyezetek fölötti teret, szigetelés alatti részeket), azt semmilyen szinten nem modellezzük, hacsak fel nem tárják, vagy nem kapunk róla meglévő terveket; a tervekből átvett elemeket külön jelöljük.",
  "notes.items.deviations": "A modell az épületet a valós állapotában követi: a nem függőleges falak és a nem vízszintes födémek {{lod300}} szinttől felfelé a tűrésen belül így is maradnak, nem egyenesítjük ki őket.",
  "notes.items.families": "Az elemeket az Ön Revit-sablonjával és -családjaival építjük fel, ha elküldi őket, ellenkező esetben a sajátjainkkal, a BIM-megvalósítási terv szerinti elnevezéssel.",
  "notes.items.minimum-size": "A légcsatornák, csövek és kábeltálcák legkisebb modellezendő méretét rögzítse a felmérési feladatleírásban: ez jobban befolyásolja a modellezési időt, mint maga a szint.",
  "notes.items.own-definitions": "Ha a BIM-megvalósítási terv saját szinteket határoz meg, vagy az információtartalomra LOI-t használ, azt követjük; a mátrix ilyenkor ellenőrzőlistaként szolgál arról, mit kell tartalmaznia az egyes elemeknek.",

  "related.nav": "Alkalmazás",
  "related.heading": "Hol használjuk a mátrixot?",

  "cta.heading": "Válassza ki velünk a szinteket",
  "cta.text": "Küldjön alaprajzokat vagy néhány fényképet, és írja meg, mire készül a modell. Elemenként kitöltjük a mátrixot, és pontosan erre a munkára adunk fix díjas ajánlatot.",
} satisfies SameKeys<typeof en>;

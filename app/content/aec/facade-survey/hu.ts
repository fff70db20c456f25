import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Homlokzatfelmérés",
    lead: "Lézerszkennerrel és drónfotókkal a földről rögzítjük a teljes homlokzatot: {{facadePointCloud}}-es pontfelhő, akár {{facadeGsd}}-es képpontméretű (GSD) ortofotók és CAD-homlokzatrajzok {{facadeTurnaroundDays}} munkanap alatt.",
    facts: [
      "A pontfelhő pontossága",
      "Az ortofotók legkisebb képpontmérete (GSD)",
      "Homlokzatrajzok átfutása (munkanap)",
      "Kevesebb magasban végzett munka",
    ],
    alt: "Többszintes épülethomlokzat vonalas rajza az ablakkiosztással, szkennelési pontokkal fedve és egy vízszintes lézerszkennelési vonallal átszelve",
  },
  definition: {
    nav: "Áttekintés",
    heading: "Mi a homlokzatfelmérés?",
    term: "Homlokzatfelmérés",
    text: "A homlokzatfelmérés az épület külső homlokzatainak méretpontos rögzítése: geometria, nyílászárók, burkolat, díszítőelemek és a látható hibák. Földi lézerszkennerrel mérünk, a szkenner elől takart felső szinteket és attikákat drónnal fényképezzük, mindent egy koordináta-rendszerbe illesztünk, és a mért adatokból rajzolunk.",
    points: [
      "Földi lézerszkennelés utcaszintről, egyetlen {{facadePointCloud}}-es pontfelhőbe illesztve",
      "Minden homlokzatról rektifikált ortofotó, akár {{facadeGsd}}-es képpontmérettel",
      "CAD-homlokzatrajzok, metszetek és homlokzati BIM-modellek {{facadeModel}} pontossággal",
      "A méréshez nem kell állvány, emelőgép vagy ipari alpintechnika",
    ],
  },
  benefits: {
    nav: "Előnyök",
    heading: "Miért lézerszkenneléssel mérjük fel a homlokzatot?",
    intro: "Mérőszalaggal, lézeres távmérővel és fotókkal a magas, díszes vagy forgalmas homlokzatokon nem kapja meg a tervező, amire szüksége van. Az illesztett szkennelés minden felületet egyszer rögzít, és a későbbi kérdésekre újabb kiszállás nélkül is választ ad.",
    cards: [
      {
        title: "Mért, nem becsült adatok",
        text: "Minden nyílás, osztópárkány és burkolati fuga illesztett pontfelhőből származik, így a homlokzatrajz a megépült állapotot mutatja.",
        metric: "a pontfelhő pontossága",
      },
      {
        title: "Kevesebb munka a magasban",
        text: "A szkennerek és a drón a földről mérnek. Állványra, emelőkosárra vagy alpintechnikára csak a közvetlen, kézzel végzett vizsgálathoz van szükség.",
        metric: "kevesebb magasban végzett munka",
      },
      {
        title: "Rövid helyszíni munka",
        text: "Egy csapat {{facadeCaptureDays}} nap alatt akár {{facadeCaptureArea}} m² homlokzatot rögzít, így rövidebb a közterület-foglalás, és kevésbé zavarjuk az épület használóit.",
        metric: "helyszínen, akár {{facadeCaptureArea}} m² homlokzatra",
      },
      {
        title: "Mérhető ortofotók",
        text: "A homlokzatok méretarányos, rektifikált képein látszanak az anyagok, fugák, repedések és rögzítések az állapotfelméréshez és a burkolati munkákhoz.",
        metric: "az ortofotók legkisebb képpontmérete",
      },
    ],
  },
  visual: {
    heading: "Az utcaszinttől a homlokzatrajzig",
    alt: "Homlokzat vonalas rajza a magasság és a szélesség méretvonalaival, a falfelületen szkennelési pontokkal és egy vízszintes lézerszkennelési vonallal",
    caption: "Minden homlokzatrajz az illesztett pontfelhőből készül: a nyílásokat, a szintmagasságokat, valamint a homlokzat teljes magasságát és szélességét a szkennelési pontokból mérjük, majd CAD-homlokzatrajzként és rektifikált ortofotóként adjuk át.",
    metrics: [
      "pontfelhő",
      "CAD-rajz és BIM-modell",
      "az ortofotók legkisebb képpontmérete",
      "javítási időszak",
    ],
  },
  scope: {
    nav: "Tartalom",
    heading: "Mit tartalmaz a felmérés?",
    intro: "Minden homlokzatfelmérésre fix díjas ajánlatot adunk, akár tervrajzok, fényképek vagy csupán a cím alapján.",
    included: [
      "A kiszállás megtervezése, a bejutás és az engedélyek egyeztetése az üzemeltetővel",
      "Az összes egyeztetett homlokzat földi lézerszkennelése talajszintről",
      "{{facadePointCloud}}-es illesztett pontfelhő a helyi építési vagy az országos koordináta-rendszerben, geodéziai alappontokkal ellenőrizve",
      "Rektifikált ortofotó-mozaik minden homlokzatról, akár {{facadeGsd}}-es képpontmérettel",
      "2D CAD-homlokzatrajzok a kívánt méretarányban ({{drawingScales}}), {{facadeTurnaroundDays}} munkanap alatt",
      "Minőségellenőrzési (QA/QC) jelentés az illesztési statisztikákkal és az alappontok maradék eltéréseivel",
      "{{revisionWindowHours}} órás javítási időszak az átadás után",
    ],
    addOns: [
      "Homlokzati BIM-modell Revitben vagy IFC-ben, {{lodStandard}} kidolgozottsági szinten, igény szerint {{lod350}} vagy {{lod400}}",
      "Termográfia és állapottérkép: repedések, leválások, elszíneződések és hiányzó elemek",
      "Tetők, attikák és a szkenner elől takart felső szintek drónos felmérése",
      "Nyílászáró- és burkolópanel-jegyzékek",
      "A homlokzat textúrázott 3D hálómodellje látványtervekhez",
      "Ugyanazon homlokzatok ismételt felmérése az elváltozások követésére, az első felméréssel összevetve",
    ],
  },
  formats: {
    nav: "Formátumok",
    heading: "Átadási formátumok",
    intro: "A rétegeket, az elnevezéseket és a koordináta-rendszert a mérés előtt egyeztetjük, így a fájlok azonnal használhatók az Ön szoftverében.",
    groups: [
      "CAD-rajzok",
      "BIM-modellek",
      "Pontfelhők",
      "Ortofotók",
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Kérdések a homlokzatfelmérésről",
    items: [
      {
        q: "Mennyire pontos a lézerszkenneléses homlokzatfelmérés?",
        a: "Az illesztett pontfelhő pontossága {{facadePointCloud}}, a belőle készült CAD-homlokzatrajzoké és BIM-modelleké {{facadeModel}}. Minden projekthez minőségellenőrzési (QA/QC) jelentést adunk az illesztési statisztikákkal és az alappont-ellenőrzésekkel, így látható, hogyan teljesültek az értékek.",
      },
      {
        q: "Szükség van állványra vagy alpintechnikára?",
        a: "Nem. Földi szkennerekkel a talajszintről mérünk, a tetőket és a felső szinteket pedig drónnal rögzítjük, ahol a légtérszabályok engedik; így a magasban töltött idő akár {{facadeLessTimeAtHeight}}-kal csökken. Emelőeszközre csak akkor van szükség, ha egyes hibákat közvetlen közelről is meg kell vizsgálni.",
      },
      {
        q: "Mennyi ideig tart egy homlokzatfelmérés?",
        a: "A helyszíni rögzítés legfeljebb {{facadeCaptureArea}} m² homlokzatfelületig {{facadeCaptureDays}} nap. A pontfelhőt, az ortofotókat és a CAD-homlokzatrajzokat {{facadeTurnaroundDays}} munkanap alatt adjuk át. A teljes CAD-tervsorozat vagy a homlokzati BIM-modell {{facadeFullSetDays}} munkanapot vesz igénybe.",
      },
      {
        q: "Milyen felbontásúak az ortofotók?",
        a: "Az ortofotókat az egyes homlokzatok síkjára rektifikáljuk, akár {{facadeGsd}}-es képpontmérettel (GSD), ami elég a fugák, repedések és rögzítések kiolvasásához. GeoTIFF vagy JPG formátumban, méretarányosan és a CAD-rajzokkal azonos koordinátákban adjuk át őket.",
      },
      {
        q: "Milyen koordináta-rendszerben kapom meg az adatokat?",
        a: "A felmérést a helyi építési koordináta-rendszerhez vagy az országos rendszerhez kötjük: Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM. Más országokban a mérés előtt egyeztetjük a rendszert, így a homlokzat közvetlenül beilleszthető a meglévő rajzaiba.",
      },
      {
        q: "Milyen kidolgozottsági szintű a homlokzati BIM-modell?",
        a: "A szokásos homlokzatmodellek {{lodStandard}} kidolgozottsági szintűek: falak, nyílások, burkolati mezők és a fő építészeti elemek. Igény szerint {{lod350}} és {{lod400}} is kérhető, például burkolatcseréhez vagy nyílászárók gyártásához.",
      },
      {
        q: "Hogyan árazzák a homlokzatfelmérést?",
        a: "Fix díjas ajánlatot adunk a homlokzatfelület, a megközelíthetőség, a kidolgozottsági szint és a választott munkarészek alapján. Küldjön tervrajzokat, fényképeket vagy csak a címet, és {{quoteTurnaroundHours}} órán belül megkapja az ajánlatot.",
      },
      {
        q: "Mi történik, ha valami hiányzik a rajzokról?",
        a: "Az átadás után {{revisionWindowHours}} órás javítási időszak alatt jelezheti a hiányokat vagy a rajzi módosításokat, mi pedig újabb kiszállás nélkül, a pontfelhőből javítjuk őket. Mivel a teljes homlokzatot rögzítjük, a legtöbb későbbi kérdés is megválaszolható az adatokból.",
      },
    ],
  },
  cta: {
    heading: "Tervezze meg homlokzatfelmérését",
    text: "Küldje el a címet, a szükséges homlokzatokat és az elvárt munkarészeket. {{quoteTurnaroundHours}} órán belül fix díjas ajánlatot küldünk.",
  },
} satisfies SameShape<typeof en>;

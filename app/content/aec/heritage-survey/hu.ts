import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Műemléki felmérés és HBIM",
    lead: "Történeti épületek érintésmentes lézerszkennelése és fotogrammetriája: pontfelhők, rektifikált képek és HBIM-modellek állagmegóváshoz és restauráláshoz.",
    facts: [
      "A pontfelhő pontossága",
      "A HBIM-modell tűrése",
      "Legfinomabb képfelbontás",
      "Alapterület felmérésenként",
    ],
    alt: "Kupolás, három íves nyílású történeti épület vonalas rajza szkennelési pontokkal kitöltve, vízszintes lézerszkennelési vonallal, mellette állványon álló lézerszkennerrel",
    actions: [
      "Kérjen árajánlatot",
      "Minta-munkarészek",
      "Telefonos egyeztetés",
    ],
  },
  definition: {
    nav: "Áttekintés",
    heading: "Mi a műemléki felmérés",
    term: "Műemléki felmérés (HBIM)",
    text: "A műemléki felmérés egy történeti épületet mai állapotában, érintés nélkül rögzít. A lézerszkennelés a geometriát, a nagy felbontású fényképezés a felületet és a színeket rögzíti, és a kettőből pontfelhő, rektifikált képek és HBIM- (Historic BIM) modell készül, amelyekre a műemlékes építészek, a mérnökök és a hatóságok támaszkodhatnak.",
    points: [
      "Földi lézerszkennelés és fotogrammetria, mérőállomással és GNSS/RTK-val alapponthálóhoz kötve",
      "Szabálytalan falak, boltozatok, tagozatok és alakváltozások valós állapotukban rögzítve, idealizálás nélkül",
      "HBIM Revit és IFC formátumban, az elemek állagmegóvási és karbantartási tervezéshez osztályozva",
      "Az épület maradandó dokumentációja a beavatkozás előtt, engedélyezési eljárásokhoz és archívumok számára",
    ],
  },
  benefits: {
    nav: "Előnyök",
    heading: "Miért így mérjük fel a történeti épületeket",
    intro: "Rövid helyszíni munka, teljes körű dokumentáció és olyan részletezettségű modellek, amilyet a műemléki munka megkíván.",
    cards: [
      {
        title: "Rövid helyszíni munka",
        text: "Egy legfeljebb 1500 m²-es épületet 1–2 nap alatt rögzítünk, így a templomok, múzeumok és irodák minimális zavarással nyitva maradhatnak.",
        metric: "a helyszínen",
      },
      {
        title: "Első eredmények napok, nem hetek alatt",
        text: "Először az illesztett pontfelhőt és a rektifikált képeket adjuk át, ezeket követik a rajzok és a HBIM-modell.",
        metric: "munkanap az első munkarészekig",
      },
      {
        title: "HBIM a megfelelő részletezettséggel",
        text: "A modelleket alapesetben LOD 300 szinten adjuk át. Tömegvizsgálathoz LOD 200, részletes elemekhez LOD 350 kiegészítő szolgáltatásként kérhető.",
        metric: "HBIM alapszint, LOD 200–350 opcióként",
      },
      {
        title: "Kíméletes a sérülékeny szerkezetekkel",
        text: "A rögzítés teljesen érintésmentes: nem ragasztunk jeltárcsákat vakolatra, freskóra vagy kőre, és nem terheljük a sérülékeny felületeket.",
        metric: "pontfelhő, az épület érintése nélkül",
      },
    ],
  },
  deliverables: {
    nav: "Munkarészek",
    heading: "Amit kézhez kap",
    intro: "Minden munkarész ugyanarra az alapponthálóra vonatkozik, így a rajzok, a képek és a modell pontosan illeszkednek egymáshoz.",
    items: [
      {
        title: "HBIM-modell",
        text: "Revit- és IFC-modell LOD 300 szinten, a pontfelhőtől legfeljebb ±10 mm eltéréssel, a falakat, boltozatokat, nyílásokat és díszítéseket a valós állapot szerint modellezve.",
      },
      {
        title: "Illesztett pontfelhő",
        text: "Színezett pontfelhő ±3 mm pontossággal, az alapponthálóhoz illesztve, Revitben, AutoCAD-ben vagy az Ön megjelenítőjében közvetlenül használható.",
      },
      {
        title: "Ortofotók és rektifikált képek",
        text: "Homlokzatok, mennyezetek és padlók méretarányos, geometriailag hű képei akár 1 mm-es terepi felbontással, kőről kőre történő elemzéshez.",
      },
      {
        title: "2D homlokzatok és metszetek",
        text: "Pontfelhőből szerkesztett homlokzatok, metszetek és alaprajzok az Ön rétegszabványa szerint, a megadott méretarányban.",
      },
      {
        title: "Állapot- és kártérképezés",
        text: "Repedések, anyaghiányok, nedvesedés és korábbi javítások az ortofotókon és a homlokzatrajzokon jelölve, restaurátori jelentésekhez és költségtervekhez.",
      },
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Gyakran ismételt kérdések",
    items: [
      {
        q: "Biztonságos a lézerszkennelés a sérülékeny történeti szerkezetekre nézve?",
        a: "Igen. A lézerszkennelés és a fotogrammetria teljesen érintésmentes. Nem rögzítünk jeltárcsákat vakolatra, festett felületre vagy kőre, műszereket pedig csak oda állítunk, ahová az épület kezelője hozzájárul.",
      },
      {
        q: "Milyen pontos egy műemléki felmérés?",
        a: "Az illesztett pontfelhő pontossága ±3 mm, a HBIM-modellt ±10 mm-es tűréssel adjuk át. A rektifikált képek terepi felbontása akár 1 mm, ami elegendő az egyes megmunkálási nyomok és fugák leolvasásához. Az elért értékeket a QA/QC-jelentés tartalmazza.",
      },
      {
        q: "Mennyi időt töltenek a helyszínen?",
        a: "Egy legfeljebb 1500 m²-es épület jellemzően 1–2 nap helyszíni munkát igényel. A nagyobb épületegyütteseket ütemezve mérjük fel, és fix díjas árajánlatot adunk rájuk. A belépési időket előre egyeztetjük, hogy az istentiszteletek, a látogatás és a kiállítások zavartalanul folytatódhassanak.",
      },
      {
        q: "Mikor kapjuk meg a munkarészeket?",
        a: "Az első munkarészeket, általában az illesztett pontfelhőt és a rektifikált képeket, a felvételt követő 5–7 munkanapon belül átadjuk. A rajzok, a kártérképezés és a HBIM-modell az árajánlatban egyeztetett ütemezés szerint követik.",
      },
      {
        q: "Milyen részletezettségű a HBIM-modell?",
        a: "A HBIM-modellt alapesetben LOD 300 szinten adjuk át, a falakat, boltozatokat, nyílásokat és a fő díszítőelemeket a mért geometriájuk szerint modellezve. Tömegvizsgálatokhoz LOD 200, részletes elemekhez LOD 350 kiegészítő szolgáltatásként kérhető.",
      },
      {
        q: "Milyen fájlformátumokban szállítanak?",
        a: "A HBIM-modelleket Revit (RVT) és IFC, a pontfelhőket E57 és RCP, a rajzokat DWG és PDF formátumban adjuk át. Az ortofotókat és a rektifikált képeket nagy felbontású TIFF vagy JPG fájlként, a jelentésekhez PDF-lapokkal együtt szállítjuk.",
      },
      {
        q: "Fel tudják mérni az épület állapotát és károsodásait?",
        a: "Igen. A repedéseket, az anyaghiányokat, a nedvességfoltokat és a korábbi javításokat az ortofotókon és a homlokzatrajzokon jelöljük, a műemlékes építész által használt kategóriák szerint. A kártérkép kiindulási alapot ad az állapotkövetéshez és a restaurálási munkák árazásához.",
      },
      {
        q: "Megnézhetünk minta-munkarészeket, mielőtt megrendeljük a felmérést?",
        a: "Igen. Kérjen mintát a kapcsolatfelvételi űrlapon, és egy hasonló projektből küldünk HBIM-részletet, pontfelhőt és rektifikált homlokzatképet. A saját épületére vonatkozó fix díjas árajánlatot a megkeresését követő 48 órán belül megkapja.",
      },
    ],
  },
  cta: {
    heading: "Dokumentálja épületét a munkák megkezdése előtt",
    text: "Küldje el a címet, a hozzávetőleges alapterületet és a felmérés célját. 48 órán belül fix díjas árajánlattal válaszolunk, vagy előbb egyeztethet egy földmérővel.",
    actions: [
      "Kérjen árajánlatot",
      "Minta-munkarészek",
      "Telefonos egyeztetés",
    ],
  },
} satisfies SameShape<typeof en>;

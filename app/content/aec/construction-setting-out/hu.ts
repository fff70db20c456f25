import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Építési kitűzés",
    lead: "Geodétáink mérőállomással és GNSS/RTK-val tűzik ki a tengelyeket, szinteket és horgonycsavarokat {{settingOutAccuracy}} pontossággal, és minden ellenőrzés után {{deviationReportHours}} órán belül jelentik az eltéréseket.",
    facts: [
      "Kitűzési pontosság",
      "Kiszállás a helyszínre",
      "Az ellenőrzéstől az eltérésjelentésig",
      "Elérhetőség",
    ],
    alt: "Épülettengely-háló, a tengelymetszéspontokban keresztjelekkel, és egy állványon álló mérőállomás irányvonalai három jelhez",
    actions: [
      "Foglaljon geodétát",
      "Beszéljen szakértőnkkel",
    ],
  },
  definition: {
    nav: "Áttekintés",
    heading: "Mi az építési kitűzés?",
    term: "Kitűzés",
    text: "A kitűzés a tervet a rajzokról és modellekből a terepre viszi át: a tengelyeket, épületsarkokat, cölöpöket, pilléreket, horgonycsavarokat, szinteket és közműveket a helyükön jelöljük meg. Geodétáink az Ön koordinált tervéből dolgoznak, a helyszínen kiépítik és ellenőrzik az alappontokat, és minden készültségi fázist újra bemérnek.",
    points: [
      "Helyszíni alappontháló kiépítése és ellenőrzése, mielőtt bármely pontot kitűznénk",
      "Tengelyek, cölöpök, pillérek, horgonycsavarok és szintek kitűzése {{settingOutAccuracy}} pontossággal",
      "Megvalósulási ellenőrzés {{deviationReportHours}} órán belüli eltérésjelentéssel",
      "Koordináták a helyi építési vagy az országos rendszerben: EOV/HD72, TUREF/ITRF96 vagy ETRS89/UTM",
    ],
  },
  benefits: {
    nav: "Előnyök",
    heading: "Miért bízzák ránk a kivitelezők a kitűzést?",
    intro: "A kitűzési hibák későn derülnek ki, és javításuk a legdrágább. Gyorsan a helyszínre küldünk egy képzett geodétát, és minden kitűzött pontot dokumentálunk.",
    cards: [
      {
        title: "Szűk tűrések",
        text: "A mérőállomásos és GNSS/RTK-mérést a helyszíni alappontokhoz ellenőrizzük, így a kitűzött pontok {{settingOutAccuracy}}-en belül maradnak.",
        metric: "kitűzési pontosság",
      },
      {
        title: "{{settingOutMobilisationHours}} órán belül a helyszínen",
        text: "Kalibrált műszerekkel érkező geodétánk a megrendeléstől számított {{settingOutMobilisationHours}} órán belül kiszáll, éjszakai betonozáshoz és leállásokhoz pedig {{alwaysAvailable}} órában elérhetők vagyunk.",
        metric: "kiszállás",
      },
      {
        title: "Eltérésjelentés egy órán belül",
        text: "Minden ellenőrzés után {{deviationReportHours}} órán belül megkapja az eltérésjelentést, így a zsaluzat, a vasalás vagy a csavarok még a következő szakma előtt javíthatók.",
        metric: "az eltérésjelentésig",
      },
      {
        title: "Dokumentált minőségellenőrzés",
        text: "A műszereket minden kiszálláskor ellenőrizzük és a záróhibákat naplózzuk; a mérőállomás QA/QC-tűrése {{totalStationQa}}, és minden kitűzött pontról nyilvántartás készül.",
        metric: "mérőállomás QA/QC",
      },
    ],
  },
  visual: {
    heading: "A tervmodelltől a helyszíni jelekig",
    alt: "Szkennelési pontokkal árnyalt épülettengely-háló helyszínrajza, a tengelymetszéspontokban keresztjelekkel és egy vízszintes lézerszkennelési vonallal",
    caption: "A tervezési koordinátákat a helyszíni alappontokhoz ellenőrizzük, mérőállomással vagy GNSS/RTK-val kitűzzük, majd a megépült állapotot újra bemérjük és összevetjük a tervvel.",
    metrics: [
      "kitűzés",
      "mérőállomás QA/QC",
      "az eltérésjelentésig",
      "elérhetőség",
    ],
  },
  scope: {
    nav: "Tartalom",
    heading: "Mit tartalmaz a szolgáltatás?",
    intro: "A kitűzést geodétánként, napidíjban számlázzuk, így pontosan annyi helyszíni időt foglal, amennyit az ütemterve megkíván.",
    included: [
      "A tervrajzok és modellek átvizsgálása koordináta- és méretütközésekre a helyszíni munka előtt",
      "Helyszíni alappontháló: az alappontok kiépítése, ellenőrzése és újramérése",
      "Tengelyek, épületsarkok, cölöpök, pillérek és horgonycsavarok kitűzése",
      "Szintátadás: magassági alappontok, tükörszintek és kész padlószintek",
      "Megvalósulási ellenőrzés {{deviationReportHours}} órán belüli eltérésjelentéssel",
      "Napi nyilvántartás a kitűzött pontokról, a műszer-ellenőrzésekről és a záróhibákról",
    ],
    addOns: [
      "Éjszakai, hétvégi és leállás alatti műszakok, {{alwaysAvailable}} órás elérhetőséggel",
      "Födémek, falak és acélszerkezetek lézerszkenneléses ellenőrzése a modellhez képest",
      "Födémek szint- és síkpontossági mérése",
      "Süllyedés- és mozgásmérés a munkagödör-kiemelés és a cölöpözés alatt",
      "Utak, vízelvezetés és közművek kitűzése",
      "Állandó helyszíni geodéta hosszabb projektekhez",
    ],
  },
  formats: {
    nav: "Formátumok",
    heading: "Átadási formátumok",
    intro: "A nyilvántartást még aznap kiadjuk, olyan formátumokban, amelyeket a kivitelező és a tervezők már használnak.",
    groups: [
      "Eltérésjelentések és pontjegyzékek",
      "Koordinátajegyzékek, mérőállomás- és GNSS-nyersadatfájlok",
      "CAD-rajzok",
      "Pontfelhők",
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Kérdések a kitűzésről",
    items: [
      {
        q: "Milyen pontos a kitűzésük?",
        a: "Az elemtől és a helyszíni körülményektől függően {{settingOutAccuracy}} pontossággal tűzünk ki. Minden kiszállás a helyszíni alappontok ellenőrzésével kezdődik, a mérőállomás minőségellenőrzése (QA/QC) pedig {{totalStationQa}}-en belül tartja a műszerhibát.",
      },
      {
        q: "Milyen gyorsan lehet geodéta a helyszínen?",
        a: "A megrendeléstől számított {{settingOutMobilisationHours}} órán belül kiszállunk, és csapatunk {{alwaysAvailable}} órában elérhető éjszakai munkákhoz, hétvégi betonozáshoz és tervezett leállásokhoz. Hosszabb projekten ugyanaz a geodéta maradhat az Ön építkezésén.",
      },
      {
        q: "Hogyan árazzák a kitűzést?",
        a: "Geodétánként, napidíjban, amelyet a munka megkezdése előtt rögzítünk. A napidíj tartalmazza a geodétát, a kalibrált mérőállomást és GNSS/RTK-eszközöket, valamint a napi nyilvántartást. Hosszabb projektekre rögzített foglalásként adunk ajánlatot.",
      },
      {
        q: "Mit mutat az eltérésjelentés?",
        a: "Összeveti a bemért helyzeteket és szinteket a tervezési koordinátákkal, és minden eltérést az Ön által megadott tűréshez viszonyítva sorol fel. Az ellenőrzés után {{deviationReportHours}} órán belül megkapja PDF-ben, pontjegyzékkel együtt, így a hibák még a betonozás előtt javíthatók.",
      },
      {
        q: "Milyen koordináta-rendszerekben dolgoznak?",
        a: "A projekt helyi építési koordináta-rendszerében vagy az országos rendszerben: Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM. Kitűzés előtt ellenőrizzük a tervmodell és a helyszíni alappontok közötti transzformációt, hogy az épület pontosan oda kerüljön, ahová a terv szerint kell.",
      },
      {
        q: "Mérőállomással vagy GNSS/RTK-val dolgoznak?",
        a: "Mindkettővel, mindegyiket ott, ahol a legerősebb. Mérőállomással tűzzük ki a szerkezeteket, horgonycsavarokat és mindent, ami milliméteres pontosságot kíván; a GNSS/RTK a földmunkákat, utakat és vízelvezetést gyorsítja nyílt terepen.",
      },
      {
        q: "Ki tudnak tűzni a BIM-modellünkből?",
        a: "Igen. A kitűzési pontokat közvetlenül IFC- vagy Revit-modellekből és DWG-rajzokból vesszük át, és a helyszínre indulás előtt jelezzük a koordináta- vagy méretellentmondásokat. A megvalósulási ellenőrzéseket ugyanehhez a modellhez viszonyítva jelentjük.",
      },
      {
        q: "Mire van szükségük tőlünk a geodéta foglalásához?",
        a: "Az aktuális tervrajzokra vagy modellre, a helyszíni alappontok vagy magassági alappontok adataira, a kitűzendő elemek listájára és az időpontokra. Küldje el ezeket a foglalási kérelemmel, és visszaigazoljuk a geodétát és az ütemezést.",
      },
    ],
  },
  cta: {
    heading: "Foglaljon geodétát a kitűzéshez",
    text: "Adja meg a helyszínt, a kitűzendő elemeket és az időpontokat. {{settingOutMobilisationHours}} órán belül kiszállunk, és a hét minden napján {{alwaysAvailable}} órában elérhetők vagyunk.",
    actions: [
      "Foglaljon geodétát",
      "Beszéljen szakértőnkkel",
    ],
  },
} satisfies SameShape<typeof en>;

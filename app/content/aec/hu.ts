import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "AEC-megoldások",
    lead: "Épületek, homlokzatok, fák és területek méretpontos felmérése alapponthálóhoz kötve, rajzként, modellként és pontfelhőként, amelyekre csapata tervezhet.",
    actions: [
      { label: "Kérjen árajánlatot", to: "get-a-quote" },
      { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "A pontfelhő pontossága" },
      { value: "48 óra", label: "A fix díjas árajánlatig" },
      { value: COMPANY.projects, label: `Projekt ${COMPANY.foundingYear} óta` },
      { value: COMPANY.countries, label: "Ország, ahol felmérést végeztünk" },
    ],
    visual: {
      name: "building",
      alt: "Lézerszkennelési pontokkal árnyalt, vízszintes lézerszkennelési vonallal átszelt épület drótvázas rajza, az állványon álló szkennerből az épület sarkaihoz futó sugarakkal",
    },
  },
  anchorNavLabel: "Ezen az oldalon",
  sections: [
    {
      type: "definition",
      id: "what-is",
      nav: "Áttekintés",
      heading: "Mit foglal magában az AEC-felmérés",
      term: "AEC-felmérés",
      text: "Az AEC-felmérés egy épület, telek vagy táj meglévő állapotát rögzíti, hogy az építészek, a mérnökök és a kivitelezők mért tényekre, ne régi rajzokra alapozva tervezzenek és építsenek. Földi lézerszkennerrel, mérőállomással és GNSS/RTK-val mérünk, minden felvételt egyetlen alapponthálóhoz illesztünk, és az adatokat abban a formátumban adjuk át, amelyben csapata már most is dolgozik.",
      points: [
        "Földi lézerszkennelés, kézi LiDAR, drónos fotogrammetria és mérőállomásos mérés, helyszínenként megválasztva",
        "Minden felvétel alapponthálóhoz illesztve és azon ellenőrizve, QA/QC-jelentéssel",
        "Pontfelhők E57 és RCP, rajzok DWG és PDF, modellek Revit és IFC formátumban",
        "Koordináták az országos rendszerben: Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM",
      ],
      visual: {
        name: "facade",
        alt: "Szkennelési pontokkal kitöltött homlokzatrajz az ablakkiosztással, a magasság és a szélesség méretvonalaival, valamint egy vízszintes lézerszkennelési vonallal",
      },
    },
    {
      type: "cards",
      id: "outcomes",
      nav: "Eredmények",
      heading: "Mit változtat a méretpontos felmérés a projektjén",
      intro: "Az ellenőrzött geometriára épülő tervezési döntések a helyszínen is megállják a helyüket. Ezeket az értékeket vállaljuk.",
      cards: [
        {
          icon: "target",
          title: "Megbízható geometria",
          text: "Illesztett pontfelhők ±2–4 mm, modellek ±5–10 mm pontossággal, így az ütközések a modellben derülnek ki, nem a helyszínen.",
          metric: { value: "±5–10 mm", label: "a BIM-modell tűrése" },
        },
        {
          icon: "shield",
          title: "Kevesebb késői módosítás",
          text: "A mért meglévő állapotra épülő tervek kevesebb áttervezést igényelnek, miután az építkezés elindult.",
          metric: { value: "30%+", label: "kevesebb késői módosítás" },
        },
        {
          icon: "fast",
          title: "Adatok röviddel a felvétel után",
          text: "A legtöbb projektnél az illesztett pontfelhők 48–72 órával azután érkeznek, hogy elhagytuk a helyszínt. A rajzok és a modellek az árajánlatban rögzített időpontra készülnek el.",
          metric: { value: "48–72 óra", label: "jellemző átfutás a felvétel után" },
        },
        {
          icon: "calendar",
          title: "Csapat, amikor szüksége van rá",
          text: "Normál kiszállás 5–6 napon belül; sürgős munkáknál 48–72 órán belül, 1000 m² alatti helyszíneken 3 napon belül a helyszínen vagyunk.",
          metric: { value: "5–6 nap", label: "normál kiszállási idő" },
        },
      ],
    },
    {
      type: "services",
      id: "core-services",
      nav: "Szolgáltatások",
      heading: "Fő AEC-szolgáltatásaink",
      intro: "Hat felmérési szolgáltatás, egy alappontháló. Ha a projekt megkívánja, egyetlen kiszállással összevonhatók.",
      items: [
        {
          page: "aec/architectural-survey",
          icon: "building",
          text: "Meglévő épületek alaprajzai, metszetei, homlokzatai és BIM-modelljei, az átadást követő 48 órás javítási időszakkal.",
          metric: { value: "±6 mm", label: "vízszintes pontosság" },
        },
        {
          page: "aec/heritage-survey",
          icon: "heritage",
          text: "Történeti szerkezetek érintésmentes szkennelése és fotogrammetriája, LOD 300-as HBIM-mel és akár 1 mm-es terepi felbontású (GSD) képekkel.",
          metric: { value: "±3 mm", label: "pontfelhő-pontosság" },
        },
        {
          page: "aec/facade-survey",
          icon: "layers",
          text: "Homlokzatrajzok, akár 2 mm-es terepi felbontású ortofotók és homlokzatmodellek, a földről felmérve, állványozás nélkül.",
          metric: { value: "Akár 90%", label: "kevesebb munka a magasban" },
        },
        {
          page: "aec/tree-survey",
          icon: "tree",
          text: "BS 5837:2012 szerinti fakataszter A, B, C és U kategóriákkal és a fák miatti beépítési korlátok tervével, a fák száma alapján árazva.",
          metric: { value: "Akár 50", label: "felmért fa naponta" },
        },
        {
          page: "aec/construction-setting-out",
          icon: "target",
          text: "Tengelyek, szintek és horgonycsavarok kitűzése mérőállomással és GNSS/RTK-val, minden ellenőrzés után 1 órán belül eltérésjelentéssel.",
          metric: { value: "±3–5 mm", label: "kitűzési pontosság" },
        },
        {
          page: "aec/land-surveying",
          icon: "terrain",
          text: "Topográfiai felmérések, terepmodellek és szintvonalas térképek ±5 mm pontosságú alapponthálóra támaszkodva, drónnal vagy földi méréssel.",
          metric: { value: "±20 mm", label: "vízszintes pontosság (RMSE)" },
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      nav: "GYIK",
      heading: "Gyakran ismételt kérdések",
      items: [
        {
          q: "Milyen felmérésre van szüksége a projektünknek?",
          a: "Az építészeti felmérés egy meglévő épület belső tereit és külső felületeit rögzíti a tervezéshez. A műemléki felmérés ezt nagy felbontású képekkel és HBIM-modellel egészíti ki a védett épületeknél, a homlokzatfelmérés pedig csak a homlokzatokra terjed ki. A fakataszter, a földmérés és a kitűzés az épület körüli területet szolgálja; írja meg, melyik tervezési fázisban tart, és összeállítjuk a megfelelő kombinációt.",
        },
        {
          q: "Milyen pontosak a felméréseik?",
          a: "Az illesztett pontfelhők pontossága ±2–4 mm, a BIM-modelleket ±5–10 mm-es tűréssel adjuk át. Az építészeti felmérésekre ±6 mm vízszintes és ±5 mm magassági pontosságot vállalunk, legfeljebb 3 mm átlagos illesztési középhibával (RMSE). Minden munkához QA/QC-jelentés tartozik az elért értékekkel.",
        },
        {
          q: "Milyen hamar tudnak a helyszínre jönni?",
          a: "Normál esetben a megrendeléstől számított 5–6 napon belül kiszállunk, az 1000 m² alatti helyszíneket pedig 3 napon belül beszkenneljük. Sürgős munkáknál 48–72 órán belül a helyszínen vagyunk. Kitűzési csapataink éjjel-nappal, a hét minden napján elérhetők, és 24–48 órán belül kiérkeznek.",
        },
        {
          q: "Mikor kapjuk meg a munkarészeket?",
          a: "A legtöbb projektnél a pontfelhők és a rajzok a felvétel után 48–72 órával elkészülnek. A homlokzatfelmérés 3–5 munkanapot, teljes CAD/BIM-modell esetén 7–10 napot vesz igénybe, a műemléki felmérések első eredményei pedig 5–7 munkanap alatt készülnek el. A földmérési munkarészeket a helyszíni mérés után 3–5 napon belül adjuk át.",
        },
        {
          q: "Milyen fájlformátumokban szállítanak?",
          a: "A pontfelhőket E57 vagy RCP, a rajzokat DWG és PDF, a modelleket Revit (RVT) vagy IFC formátumban adjuk át. Ortofotókat és geodéziai adatfájlokat is mellékelünk, minden munkához QA/QC-jelentéssel. Ha a feladatleírással együtt elküldi rétegszabványait és sablonjait, azokhoz igazodunk.",
        },
        {
          q: "Milyen részletezettségűek a BIM-modelljeik?",
          a: "Szabványos modelljeink LOD 200–300 szintűek. Csomóponti kapcsolatokat, rögzítéseket vagy gyártási részleteket igénylő projektekhez kérésre LOD 350 és 400 is elérhető. A műemléki HBIM-modelleket alapesetben LOD 300 szinten adjuk át, a LOD 200–350 kiegészítő szolgáltatásként kérhető.",
        },
        {
          q: "A felmérés a projektünk koordináta-rendszerében készül?",
          a: "Igen. Mérőállomással és GNSS/RTK-val alapponthálót létesítünk, és minden felvételt ehhez illesztünk, legfeljebb 3 mm maradék eltéréssel az alappontokon. Az adatokat az országos koordináta-rendszerben adjuk át, például Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM rendszerben, vagy igény szerint helyi koordináta-rendszerben.",
        },
        {
          q: "Hogyan árazzák a felméréseket?",
          a: `Minden felmérésre fix díjas árajánlatot adunk, amelyet a megkeresését követő ${COMPANY.quoteTurnaroundHours} órán belül megkap. Az 1000 m² alatti ingatlanok építészeti felmérése nettó 1500 USD-tól indul. A fakataszter díja a fák számától, a kitűzésé a földmérőnként ledolgozott napok számától függ.`,
        },
        {
          q: "Hol dolgoznak?",
          a: `Csapataink budapesti központunkból és isztambuli irodánkból dolgoznak. Eddig ${COMPANY.countries} országban végeztünk felméréseket Európában, Törökországban és a Közel-Keleten, BS 5837 szerinti fakataszteri felmérést pedig az Egyesült Királyságban is vállalunk.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      nav: "Ajánlatkérés",
      heading: "Kezdje méretpontos felméréssel",
      text: "Küldjön rajzokat, a helyszín címét vagy a hozzávetőleges alapterületet. 48 órán belül fix díjas árajánlatot kap, kérdéseire pedig közvetlenül földmérő válaszol.",
      actions: [
        { label: "Kérjen árajánlatot", to: "get-a-quote" },
        { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "Méretpontos AEC-felmérések" },
};

export default content;

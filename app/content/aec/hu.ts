import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "AEC-megoldások",
    lead: "Épületek, homlokzatok, fák és területek méretpontos felmérése alapponthálóhoz kötve, rajzként, modellként és pontfelhőként, amelyekre csapata tervezhet.",
    facts: [
      "A pontfelhő pontossága",
      "A fix díjas árajánlatig",
      "Projekt 2007 óta",
      "Ország, ahol felmérést végeztünk",
    ],
    alt: "Lézerszkennelési pontokkal árnyalt, vízszintes lézerszkennelési vonallal átszelt épület drótvázas rajza, az állványon álló szkennerből az épület sarkaihoz futó sugarakkal",
  },
  definition: {
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
    alt: "Szkennelési pontokkal kitöltött homlokzatrajz az ablakkiosztással, a magasság és a szélesség méretvonalaival, valamint egy vízszintes lézerszkennelési vonallal",
  },
  outcomes: {
    nav: "Eredmények",
    heading: "Mit változtat a méretpontos felmérés a projektjén",
    intro: "Az ellenőrzött geometriára épülő tervezési döntések a helyszínen is megállják a helyüket. Ezeket az értékeket vállaljuk.",
    cards: [
      {
        title: "Megbízható geometria",
        text: "Illesztett pontfelhők ±2–4 mm, modellek ±5–10 mm pontossággal, így az ütközések a modellben derülnek ki, nem a helyszínen.",
        metric: "a BIM-modell tűrése",
      },
      {
        title: "Kevesebb késői módosítás",
        text: "A mért meglévő állapotra épülő tervek kevesebb áttervezést igényelnek, miután az építkezés elindult.",
        metric: "kevesebb késői módosítás",
      },
      {
        title: "Adatok röviddel a felvétel után",
        text: "A legtöbb projektnél az illesztett pontfelhők 48–72 órával azután érkeznek, hogy elhagytuk a helyszínt. A rajzok és a modellek az árajánlatban rögzített időpontra készülnek el.",
        metric: "jellemző átfutás a felvétel után",
      },
      {
        title: "Csapat, amikor szüksége van rá",
        text: "Normál kiszállás 5–6 napon belül; sürgős munkáknál 48–72 órán belül, 1000 m² alatti helyszíneken 3 napon belül a helyszínen vagyunk.",
        metric: "normál kiszállási idő",
      },
    ],
  },
  services: {
    nav: "Szolgáltatások",
    heading: "Fő AEC-szolgáltatásaink",
    intro: "Hat felmérési szolgáltatás, egy alappontháló. Ha a projekt megkívánja, egyetlen kiszállással összevonhatók.",
  },
  faq: {
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
        a: "Minden felmérésre fix díjas árajánlatot adunk, amelyet a megkeresését követő 48 órán belül megkap. Az 1000 m² alatti ingatlanok építészeti felmérése nettó 1500 USD-tól indul. A fakataszter díja a fák számától, a kitűzésé a földmérőnként ledolgozott napok számától függ.",
      },
      {
        q: "Hol dolgoznak?",
        a: "Csapataink budapesti központunkból és isztambuli irodánkból dolgoznak. Eddig 15+ országban végeztünk felméréseket Európában, Törökországban és a Közel-Keleten, BS 5837 szerinti fakataszteri felmérést pedig az Egyesült Királyságban is vállalunk.",
      },
    ],
  },
  cta: {
    heading: "Kezdje méretpontos felméréssel",
    text: "Küldjön rajzokat, a helyszín címét vagy a hozzávetőleges alapterületet. 48 órán belül fix díjas árajánlatot kap, kérdéseire pedig közvetlenül földmérő válaszol.",
  },
} satisfies SameShape<typeof en>;

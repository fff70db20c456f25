import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Építészeti felmérés",
    lead: "Meglévő épületek lézerszkenneléssel készült alaprajzai, metszetei, homlokzatai és Revit-modelljei, alapponthálón ellenőrizve, 48 órás javítási időszakkal.",
    facts: [
      "Vízszintes pontosság",
      "Magassági pontosság",
      "Átlagos illesztési középhiba (RMSE)",
      "Javítási időszak az átadás után",
    ],
    alt: "Több helyiség alaprajza: a falak a szkennelési pontokra rajzolva, öt, irányvonalakkal összekötött szkennerálláspont és egy vízszintes lézerszkennelési vonal",
  },
  outcomes: {
    nav: "Eredmények",
    heading: "Amit egy építészeti felméréssel kap",
    intro: "A felmérés csak akkor ér valamit, ha a tervezők megbízhatnak benne. A tűréseket előre rögzítjük, és a QA/QC-jelentésben igazoljuk.",
    cards: [
      {
        title: "Az épülettel egyező rajzok",
        text: "A falakat, a nyílásokat és a szinteket a pontfelhőből mérjük, nem archív rajzokról másoljuk át, előre rögzített vízszintes tűréssel.",
        metric: "vízszintes pontosság",
      },
      {
        title: "Kevesebb meglepetés a helyszínen",
        text: "Ha a mért meglévő állapotra tervez, kevesebb módosítás jön azután, hogy a kivitelező munkába állt.",
        metric: "kevesebb késői módosítás",
      },
      {
        title: "Rajzok napokkal a felmérés után",
        text: "Az illesztés, a minőségellenőrzés és a rajzolás aznap indul, amikor elhagyjuk a helyszínt, így az első munkarészek jellemzően 48–72 órán belül elkészülnek.",
        metric: "jellemző átfutás a felvétel után",
      },
      {
        title: "Előre rögzített fix díj",
        text: "Az 1000 m² alatti ingatlanok felmérése nettó 1500 USD-tól indul. Nagyobb épületekre 48 órán belül fix díjas árajánlatot adunk.",
        metric: "kezdőár, nettó, 1000 m² alatt",
      },
    ],
  },
  process: {
    nav: "Folyamat",
    heading: "Így zajlik egy építészeti felmérés",
    intro: "Négy lépés a megkeresésétől azokig a rajzokig, amelyekre csapata építhet.",
    steps: [
      {
        title: "Igények és megrendelés",
        duration: "5–6 nap a kiszállásig",
        text: "Küldje el a címet és az alapterületet, és írja meg, milyen rajzokra vagy modellre van szüksége. A terjedelmet, a LOD-szintet és a méretarányt fix díjas árajánlatban rögzítjük, és lefoglaljuk a helyszíni időpontot.",
      },
      {
        title: "Helyszíni szkennelés",
        duration: "1000 m² alatt 3 napon belül",
        text: "1000 m² alatti ingatlanoknál 3 napon belül kiszállunk. Mérőállomással alappontokat létesítünk, és beszkenneljük a terjedelembe tartozó összes helyiséget, homlokzatot és tetőteret.",
      },
      {
        title: "Feldolgozás és minőségellenőrzés",
        duration: "48–72 óra a felvétel után",
        text: "A felvételeket legfeljebb 3 mm átlagos középhibával (RMSE) illesztjük az alapponthálóhoz, majd megrajzoljuk vagy modellezzük az épületet, és az eredményt a pontfelhőn ellenőrizzük.",
      },
      {
        title: "Átadás és javítások",
        duration: "48 órás javítási időszak",
        text: "Megkapja a rajzokat, a modellt, a pontfelhőt és a QA/QC-jelentést. Az átadástól számított 48 órán belül küldje el észrevételeit, és díjmentesen javítunk.",
      },
    ],
  },
  audiences: {
    nav: "Kiknek szól",
    heading: "Kiknek segítünk",
    cards: [
      {
        title: "Építészek",
        text: "Pontos alaprajzok és Revit-modellek megvalósíthatósági tanulmányhoz, engedélyezéshez és felújítási tervezéshez, az Ön sablonjaival és rétegszabványával.",
      },
      {
        title: "Ingatlanfejlesztők",
        text: "Ellenőrzött alapterületek és a meglévő állapot dokumentálása műszaki átvilágításhoz, értékbecsléshez és a korai tervezési döntésekhez.",
      },
      {
        title: "Kivitelezők",
        text: "Mért meglévő állapot a kivitelezési technológia tervezéséhez, az előregyártáshoz és a koordinációhoz, még a bontás megkezdése előtt.",
      },
    ],
  },
  testimonials: {
    nav: "Vélemények",
    heading: "Mit mondanak ügyfeleink",
    items: [
      {
        quote: "Műemléki védelem alatt álló lakóépületeket újítunk fel, ahol nincs két egyforma szint. A Pontos 3D-től olyan alaprajzokat és Revit-modellt kaptunk, amelyek egyeztek a helyszíni falakkal, a javítási kör pedig egy nap alatt lezajlott.",
        role: "Projektépítész, Budapest",
      },
      {
        quote: "A felmérés QA/QC-jelentéssel érkezett, amely az illesztési értékeket is tartalmazta, így mérnökeinknek az előregyártás előtt semmit sem kellett újramérniük.",
        role: "Projektmenedzser, Isztambul",
      },
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Gyakran ismételt kérdések",
    items: [
      {
        q: "Milyen pontos egy építészeti felmérés?",
        a: "Alapesetben ±6 mm vízszintes és ±5 mm magassági pontosságot vállalunk. A felvételeket legfeljebb 3 mm átlagos középhibával (RMSE) illesztjük az alapponthálóhoz. Az elért értékeket a rajzokkal együtt átadott QA/QC-jelentés tartalmazza.",
      },
      {
        q: "Mennyibe kerül egy építészeti felmérés?",
        a: "Az 1000 m² alatti ingatlanok felmérése nettó 1500 USD-tól indul. Nagyobb vagy összetettebb épületekre az alapterület, a megközelíthetőség és a kért munkarészek alapján adunk fix díjas árajánlatot. Az árajánlatot a megkeresését követő 48 órán belül megkapja.",
      },
      {
        q: "Milyen gyorsan tudnak felmérni és átadni?",
        a: "Normál esetben a megrendeléstől számított 5–6 napon belül kiszállunk, az 1000 m² alatti ingatlanokat pedig 3 napon belül beszkenneljük. Sürgős munkáknál 48–72 órán belül a helyszínen vagyunk. A munkarészek jellemzően a felvétel után 48–72 órával elkészülnek.",
      },
      {
        q: "Milyen munkarészeket kapunk?",
        a: "Alaprajzokat, metszeteket és homlokzatokat DWG és PDF formátumban, 1:50, 1:100 vagy 1:200 méretarányban, valamint LOD 200–300 szintű Revit- vagy IFC-modellt; kérésre LOD 350 és 400 is elérhető. Emellett megkapja az illesztett pontfelhőt E57 vagy RCP formátumban és a QA/QC-jelentést.",
      },
      {
        q: "Hogyan működik a 48 órás javítási időszak?",
        a: "Az átadás után 48 órája van átnézni a rajzokat és a modellt, és elküldeni észrevételeit. Díjmentesen javítunk mindent, ami nem egyezik a pontfelhővel vagy az egyeztetett terjedelemmel. A terjedelem módosítására külön árajánlatot adunk.",
      },
      {
        q: "Fel tudnak mérni használatban lévő épületet is?",
        a: "Igen. A szkennelés sorrendjét helyiségről helyiségre egyeztetjük az üzemeltetővel, és a bérlőkhöz, a nyitvatartáshoz és a korlátozott területekhez igazodunk. A szkennelés érintésmentes és csendes, így az épület szokásos használata zavartalanul folytatódhat.",
      },
    ],
  },
  cta: {
    heading: "Mérjük fel az épületét",
    text: "Adja meg a címet, az alapterületet és a szükséges rajzokat. 48 órán belül fix díjas árajánlatot küldünk.",
  },
  offer: {
    name: "Építészeti felmérés, 1000 m² alatti ingatlan",
    eligibility: "Nettó ár (áfa nélkül), 1000 m² alatti ingatlanokra",
  },
} satisfies SameShape<typeof en>;

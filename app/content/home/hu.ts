import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "3D lézerszkennelés · Scan to BIM · Felmérés",
    lead: "Épületeket, üzemeket, hajókat és területeket szkennelünk, és olyan BIM-modellt, CAD-rajzot és pontfelhőt adunk át, amelyre csapata tervezhet.",
    facts: [
      "Budapesten alapítva",
      "Átadott projekt",
      "Ország, ahol dolgoztunk",
      "A fix díjas árajánlatig",
    ],
    alt: "Többszintes épület drótvázas rajza lézerszkennelési pontokkal kitöltve, vízszintes lézerszkennelési vonallal, mellette állványon álló szkennerrel",
  },
  clients: {
    heading: "Tervezőirodák, kivitelezők és üzemtulajdonosok bizalmával",
  },
  advantages: {
    heading: "Miért a Pontos 3D-vel dolgoznak ügyfeleink",
    intro: "A mért adat csak akkor ér valamit, ha megbízhat benne, előre ismeri az árát, és időben megkapja.",
    cards: [
      {
        title: "Milliméteres pontosságú adatok",
        text: "Illesztett pontfelhők ±2–4 mm pontossággal. Modellezés előtt ellenőrizzük, hogy az alappontokon a maradék eltérés legfeljebb 3 mm.",
        metric: "pontfelhő-pontosság",
      },
      {
        title: "Fix díj, gyors árajánlat",
        text: "A terjedelmet, a LOD-szintet, a pontosságot és a munkarészeket az árajánlat rögzíti. Az elfogadott díjat fizeti, semmi többet.",
        metric: "a fix díjas árajánlatig",
      },
      {
        title: "Ott vagyunk, amikor kell",
        text: "Normál kiszállás 5–6 napon belül, sürgős munkáknál 48–72 órán belül. A legtöbb projektnél a munkarészek a felvétel után 48–72 órával elkészülnek.",
        metric: "normál kiszállási idő",
      },
      {
        title: "Egy felelős csapat",
        text: "Felmérés, illesztés, modellezés és minőségellenőrzés egy csapattól. A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) írunk alá.",
        metric: "szakember a felméréstől az átadásig",
      },
    ],
  },
  services: {
    heading: "Mit mérünk fel",
    intro: "Hatféle szolgáltatás, egyetlen homlokzattól a működő technológiai üzemig.",
  },
  projects: {
    heading: "Legutóbbi projektjeink",
    intro: "Egy vegyi üzem, egy gyógyszergyár és egy szálloda: három friss munka és a számok, amelyeket vállaltunk.",
  },
  process: {
    heading: "Így zajlik egy projekt",
    intro: "Négy lépés, mindegyiknek egyértelmű felelőse és határideje van.",
    steps: [
      {
        title: "Igények és fix díjas árajánlat",
        duration: "48 órán belül",
        text: "Küldjön rajzokat, fotókat vagy egy címet, és írja meg, milyen munkarészekre van szüksége. Rögzítjük a terjedelmet, a LOD-szintet és a pontosságot, és fix díjat ajánlunk.",
      },
      {
        title: "Helyszíni szkennelés",
        duration: "5–6 napon belül a helyszínen",
        text: "Normál kiszállás 5–6 napon belül, sürgős munkáknál 48–72 órán belül. Mérőállomással és GNSS/RTK-val alapponthálót létesítünk, majd minden egyeztetett területet beszkennelünk.",
      },
      {
        title: "Illesztés, modellezés és minőségellenőrzés",
        duration: "Minőségügyi összefoglaló 24 órán belül",
        text: "A felvételeket az alapponthálóhoz illesztjük, legfeljebb 3 mm maradék eltéréssel az alappontokon. 24 órán belül rövid minőségügyi összefoglalót küldünk, majd indul a modellezés.",
      },
      {
        title: "Átadás és javítások",
        duration: "Jellemzően 48–72 óra",
        text: "A legtöbb projektnél a munkarészek a felvétel után 48–72 órával, QA/QC-jelentéssel együtt érkeznek. Műemléki felméréseknél és nagyobb BIM-feladatoknál az árajánlat fix átadási határidőt rögzít.",
      },
    ],
  },
  deliverables: {
    heading: "Amit kézhez kap",
    intro: "Fájlok olyan formátumban, amelyet szoftvere megnyit, az Ön koordináta-rendszerében és szabványai szerint.",
    items: [
      {
        title: "BIM-modellek",
        text: "Építészeti, tartószerkezeti és épületgépészeti modellek az árajánlatban rögzített LOD-szinten, tervezésre és koordinációra készen.",
      },
      {
        title: "2D CAD-rajzok",
        text: "Alaprajzok, metszetek és homlokzatok 1:50, 1:100 vagy 1:200 méretarányban, az Ön rétegkiosztásával és szövegmezőivel.",
      },
      {
        title: "Pontfelhők",
        text: "Illesztett, tisztított és georeferált felvételek ±2–4 mm pontossággal, Revitben, AutoCAD-ben vagy Navisworksben közvetlenül megnyithatók.",
      },
      {
        title: "Ortofotók",
        text: "Homlokzatok és területek méretarányos, torzításmentes képei lézerszkennelésből vagy drónos fotogrammetriából.",
      },
      {
        title: "Geodéziai adatfájlok",
        text: "Alappontok, koordináták és magasságok az országos koordináta-rendszerben, földmérője vagy térinformatikai (GIS) rendszere számára.",
      },
      {
        title: "QA/QC-jelentések",
        text: "Illesztési középhiba (RMSE), maradék eltérések az alappontokon és eltérésvizsgálatok, hogy lássa, milyen pontosságot értünk el.",
      },
      {
        title: "3D hálómodellek és textúrázott modellek",
        text: "Épületek, építmények és a terep fotótextúrás hálómodelljei látványtervekhez, tervezéshez és dokumentáláshoz.",
      },
      {
        title: "Topográfiai térképek és helyszínrajzok",
        text: "Magasságok, szintvonalak, határvonalak és tereptárgyak az engedélyezési tervekhez és a helyszín tervezéséhez.",
      },
      {
        title: "Virtuális bejárások",
        text: "Panorámás bejárások és a böngészőben futó Visual Plant megjelenítő, szerepkör alapú hozzáféréssel munkatársai és kivitelezői számára.",
      },
    ],
  },
  faq: {
    heading: "Gyakran ismételt kérdések",
    items: [
      {
        q: "Mennyibe kerül egy 3D lézerszkenneléses felmérés?",
        a: "Minden munkára fix díjas árajánlatot adunk, így az elfogadott árat fizeti, semmi többet. A díj a felmérendő területtől, a megközelíthetőségtől, a részletezettségtől és a kért munkarészektől függ. Küldjön rajzokat, fotókat vagy egy címet, és 48 órán belül megkapja az árajánlatot.",
      },
      {
        q: "Milyen pontosak a felméréseik?",
        a: "Az illesztett pontfelhők pontossága jellemzően ±2–4 mm, és modellezés előtt ellenőrizzük, hogy az alappontokon a maradék eltérés legfeljebb 3 mm. A BIM-modelleket ±5–10 mm-es tűréssel, az építészeti felméréseket ±6 mm vízszintes pontossággal adjuk át. Minden projekthez QA/QC-jelentést mellékelünk az elért értékekkel.",
      },
      {
        q: "Milyen gyorsan tudnak kezdeni és átadni?",
        a: "Normál kiszállás 5–6 napon belül, sürgős munkáknál 48–72 órán belül, az 1000 m² alatti helyszínek pedig 3 napon belül ütemezhetők. A legtöbb projektnél a munkarészek a felvétel után 48–72 órával, építőipari és drónos munkáknál 24–72 órával készülnek el. A homlokzat- és műemléki felmérések, valamint a nagyobb BIM-feladatok tovább tartanak, ezeknél az árajánlat fix átadási határidőt rögzít.",
      },
      {
        q: "Milyen formátumokban és milyen szoftverekhez szállítanak?",
        a: "Revit- (RVT) és IFC-modelleket, DWG, DXF és PDF rajzokat, E57, RCP és LAS pontfelhőket, GeoTIFF ortofotókat, valamint CSV, TXT vagy LandXML geodéziai adatokat adunk át. Írja meg, milyen szoftvert és verziót, sablonokat és elnevezési szabályokat használ, és a fájlokat ezekhez igazítjuk.",
      },
      {
        q: "Magyarországon kívül is dolgoznak?",
        a: "Igen. Budapesti és isztambuli irodánkból eddig 15+ országban dolgoztunk, leggyakrabban Magyarországon, Törökországban és Németországban, de Európa és a Közel-Kelet más országaiban is. A felméréseket az adott ország koordináta-rendszerébe kötjük: Magyarországon EOV-ba, Törökországban TUREF-be, Németországban ETRS89/UTM-be.",
      },
    ],
  },
  cta: {
    heading: "Mutassa be a helyszínt",
    text: "Küldjön rajzokat, fotókat vagy akár csak egy címet. 48 órán belül fix díjas árajánlatot kap, vagy egyeztethet egy földmérővel, aki már szkennelt az Önéhez hasonló helyszínt.",
  },
} satisfies SameShape<typeof en>;

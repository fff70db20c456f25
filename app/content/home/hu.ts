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
    heading: "Miért a Pontos 3D-vel dolgoznak ügyfeleink?",
    intro: "A mért adat csak akkor ér valamit, ha megbízhat benne, előre ismeri az árát, és időben megkapja.",
    cards: [
      {
        title: "Milliméteres pontosságú adatok",
        text: "Illesztett pontfelhők {{pointCloudAccuracy}} pontossággal. Modellezés előtt ellenőrizzük, hogy az alappontokon a maradék eltérés legfeljebb {{controlResidualsMm}} mm.",
        metric: "pontfelhő-pontosság",
      },
      {
        title: "Fix díj, gyors árajánlat",
        text: "A terjedelmet, a kidolgozottsági szintet (LOD), a pontosságot és a munkarészeket az árajánlat rögzíti. Az elfogadott díjat fizeti, semmi többet.",
        metric: "a fix díjas árajánlatig",
      },
      {
        title: "Ott vagyunk, amikor kell",
        text: "Normál kiszállás {{mobilisationStandardDays}} napon belül, sürgős munkáknál {{mobilisationUrgentHours}} órán belül. A legtöbb projektnél a munkarészek a felvétel után {{turnaroundHours}} órával elkészülnek.",
        metric: "normál kiszállási idő",
      },
      {
        title: "Egy felelős csapat",
        text: "Felmérés, illesztés, modellezés és minőségellenőrzés egy kézben. A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) írunk alá.",
        metric: "szakember a felméréstől az átadásig",
      },
    ],
  },
  services: {
    heading: "Mit mérünk fel?",
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
        duration: "{{quoteTurnaroundHours}} órán belül",
        text: "Küldjön rajzokat, fotókat vagy egy címet, és írja meg, milyen munkarészekre van szüksége. Rögzítjük a terjedelmet, a kidolgozottsági szintet és a pontosságot, és fix díjat ajánlunk.",
      },
      {
        title: "Helyszíni szkennelés",
        duration: "{{mobilisationStandardDays}} napon belül a helyszínen",
        text: "Normál kiszállás {{mobilisationStandardDays}} napon belül, sürgős munkáknál {{mobilisationUrgentHours}} órán belül. Mérőállomással és GNSS/RTK-val alapponthálót létesítünk, majd minden egyeztetett területet beszkennelünk.",
      },
      {
        title: "Illesztés, modellezés és minőségellenőrzés",
        duration: "Minőségügyi összefoglaló {{qaMemoHours}} órán belül",
        text: "A felvételeket az alapponthálóhoz illesztjük, legfeljebb {{controlResidualsMm}} mm maradék eltéréssel az alappontokon. {{qaMemoHours}} órán belül rövid minőségügyi összefoglalót küldünk, majd indul a modellezés.",
      },
      {
        title: "Átadás és javítások",
        duration: "Jellemzően {{turnaroundHours}} óra",
        text: "A legtöbb projektnél a munkarészek a felvétel után {{turnaroundHours}} órával, QA/QC-jelentéssel együtt érkeznek. Műemléki felméréseknél és nagyobb BIM-feladatoknál az árajánlat fix átadási határidőt rögzít.",
      },
    ],
  },
  deliverables: {
    heading: "Amit kézhez kap",
    intro: "Fájlok olyan formátumban, amelyet szoftvere megnyit, az Ön koordináta-rendszerében és szabványai szerint.",
    items: [
      {
        title: "BIM-modellek",
        text: "Építészeti, tartószerkezeti és épületgépészeti modellek az árajánlatban rögzített kidolgozottsági szinten, tervezésre és koordinációra készen.",
      },
      {
        title: "2D CAD-rajzok",
        text: "Alaprajzok, metszetek és homlokzatok a kívánt méretarányban ({{drawingScales}}), az Ön rétegkiosztásával és szövegmezőivel.",
      },
      {
        title: "Pontfelhők",
        text: "Illesztett, tisztított és georeferált felvételek {{pointCloudAccuracy}} pontossággal, Revitben, AutoCAD-ben vagy Navisworksben közvetlenül megnyithatók.",
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
        title: "Virtuális bejárások és webes megjelenítő",
        text: "Panorámás bejárások és a böngészőben futó Visual Plant megjelenítő, szerepkör alapú hozzáféréssel munkatársai és kivitelezői számára.",
      },
    ],
  },
  faq: {
    heading: "Gyakran ismételt kérdések",
    items: [
      {
        q: "Mennyibe kerül egy 3D lézerszkenneléses felmérés?",
        a: "Minden munkára fix díjas árajánlatot adunk, így az elfogadott árat fizeti, semmi többet. A díj a felmérendő területtől, a megközelíthetőségtől, a kidolgozottsági szinttől és a kért munkarészektől függ. Küldjön rajzokat, fotókat vagy egy címet, és {{quoteTurnaroundHours}} órán belül megkapja az árajánlatot.",
      },
      {
        q: "Milyen pontosak a felméréseik?",
        a: "Az illesztett pontfelhők pontossága jellemzően {{pointCloudAccuracy}}, és modellezés előtt ellenőrizzük, hogy az alappontokon a maradék eltérés legfeljebb {{controlResidualsMm}} mm. A BIM-modelleket {{bimTolerance}}-es tűréssel, az építészeti felméréseket {{architecturalPlanimetric}} vízszintes pontossággal adjuk át. Minden projekthez QA/QC-jelentést mellékelünk az elért értékekkel.",
      },
      {
        q: "Milyen gyorsan tudnak kezdeni és átadni?",
        a: "Normál kiszállás {{mobilisationStandardDays}} napon belül, sürgős munkáknál {{mobilisationUrgentHours}} órán belül, az {{smallSiteArea}} m² alatti helyszínek pedig {{smallSiteMobilisationDays}} napon belül ütemezhetők. A legtöbb projektnél a munkarészek a felvétel után {{turnaroundHours}} órával, építőipari és drónos munkáknál {{constructionDroneTurnaroundHours}} órával készülnek el. A homlokzat- és műemléki felmérések, valamint a nagyobb BIM-feladatok tovább tartanak, ezeknél az árajánlat fix átadási határidőt rögzít.",
      },
      {
        q: "Milyen formátumokban és milyen szoftverekhez szállítanak?",
        a: "Revit-modelleket (RVT) és IFC-modelleket, DWG-, DXF- és PDF-rajzokat, E57-, RCP- és LAS-pontfelhőket, GeoTIFF-ortofotókat, valamint CSV-, TXT- vagy LandXML-formátumú geodéziai adatokat adunk át. Írja meg, milyen szoftvert és verziót, sablonokat és elnevezési szabályokat használ, és a fájlokat ezekhez igazítjuk.",
      },
      {
        q: "Magyarországon kívül is dolgoznak?",
        a: "Igen. Budapesti és isztambuli irodánkból eddig {{countries}} országban dolgoztunk, leggyakrabban Magyarországon, Törökországban és Németországban, de Európa és a Közel-Kelet más országaiban is. A felméréseket az adott ország koordináta-rendszerébe kötjük: Magyarországon EOV-ba, Törökországban TUREF-be, Németországban ETRS89/UTM-be.",
      },
    ],
  },
  cta: {
    heading: "Mutassa be a helyszínt",
    text: "Küldjön rajzokat, fotókat vagy akár csak egy címet. {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot kap, vagy egyeztethet egy földmérővel, aki már szkennelt az Önéhez hasonló helyszínt.",
  },
} satisfies SameShape<typeof en>;

import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "3D lézerszkennelés · Scan to BIM · Felmérés",
    lead: "Épületeket, üzemeket, hajókat és területeket szkennelünk, és olyan BIM-modellt, CAD-rajzot és pontfelhőt adunk át, amelyre csapata tervezhet.",
    actions: [
      { label: "Kérjen árajánlatot", to: "get-a-quote" },
      { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: String(COMPANY.foundingYear), label: "Budapesten alapítva" },
      { value: COMPANY.projects, label: "Átadott projekt" },
      { value: COMPANY.countries, label: "Ország, ahol dolgoztunk" },
      { value: "48 óra", label: "A fix díjas árajánlatig" },
    ],
    visual: {
      name: "building",
      alt: "Többszintes épület drótvázas rajza lézerszkennelési pontokkal kitöltve, vízszintes lézerszkennelési vonallal, mellette állványon álló szkennerrel",
    },
  },
  sections: [
    {
      type: "logos",
      id: "clients",
      heading: "Tervezőirodák, kivitelezők és üzemtulajdonosok bizalmával",
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Miért a Pontos 3D-vel dolgoznak ügyfeleink",
      intro: "A mért adat csak akkor ér valamit, ha megbízhat benne, előre ismeri az árát, és időben megkapja.",
      cards: [
        {
          icon: "target",
          title: "Milliméteres pontosságú adatok",
          text: "Illesztett pontfelhők ±2–4 mm pontossággal. Modellezés előtt ellenőrizzük, hogy az alappontokon a maradék eltérés legfeljebb 3 mm.",
          metric: { value: "±2–4 mm", label: "pontfelhő-pontosság" },
        },
        {
          icon: "price",
          title: "Fix díj, gyors árajánlat",
          text: "A terjedelmet, a LOD-szintet, a pontosságot és a munkarészeket az árajánlat rögzíti. Az elfogadott díjat fizeti, semmi többet.",
          metric: { value: "48 óra", label: "a fix díjas árajánlatig" },
        },
        {
          icon: "calendar",
          title: "Ott vagyunk, amikor kell",
          text: "Normál kiszállás 5–6 napon belül, sürgős munkáknál 48–72 órán belül. A legtöbb projektnél a munkarészek a felvétel után 48–72 órával elkészülnek.",
          metric: { value: "5–6 nap", label: "normál kiszállási idő" },
        },
        {
          icon: "shield",
          title: "Egy felelős csapat",
          text: "Felmérés, illesztés, modellezés és minőségellenőrzés egy csapattól. A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) írunk alá.",
          metric: { value: String(COMPANY.teamSize), label: "szakember a felméréstől az átadásig" },
        },
      ],
    },
    {
      type: "services",
      id: "services",
      heading: "Mit mérünk fel",
      intro: "Hatféle szolgáltatás, egyetlen homlokzattól a működő technológiai üzemig.",
      items: [
        {
          page: "aec",
          icon: "building",
          text: "Építészeti, műemléki és homlokzatfelmérés, fakataszter, földmérés és építési kitűzés tervezőknek, akiknek megbízható adat kell a meglévő állapotról.",
          metric: { value: "±6 mm", label: "építészeti felmérés, vízszintes" },
        },
        {
          page: "industrial",
          icon: "factory",
          text: "Csővezetékek, berendezések és acélszerkezetek szkennelése működő üzemben, modellezés rákötésekhez, ütközésvizsgálathoz és leállások tervezéséhez.",
          metric: { value: "LOD 300", label: "ipari modellek alapszintje" },
        },
        {
          page: "construction",
          icon: "hardhat",
          text: "Scan to BIM, Scan to CAD, megvalósulás- és előrehaladás-követés és AR-integrált BIM, hogy a terv, a helyszín és a modell összhangban maradjon.",
          metric: { value: "Hetente", label: "szkennelés, vagy mérföldkövenként" },
        },
        {
          page: "maritime",
          icon: "ship",
          text: "Hajótestek, gépterek és belső terek szkennelése kikötőben vagy szárazdokkban, felújításhoz és utólagos átalakításhoz.",
          metric: { value: "24–48 óra", label: "átadás szárazdokkos munkáknál" },
        },
        {
          page: "drone",
          icon: "drone",
          text: "Ortofotók, 3D modellek, állapottérképek és helyszínrajzok a levegőből, földi illesztőpontokhoz kötve.",
          metric: { value: "1–5 cm", label: "terepi felbontás (GSD) pixelenként" },
        },
        {
          page: "construction/scan-to-bim",
          icon: "model",
          text: "Meglévő épületek Revit- és IFC-modelljei építészeti, tartószerkezeti és épületgépészeti tartalommal. Alapesetben LOD 200–300, kérésre LOD 350 és 400.",
          metric: { value: "±5–10 mm", label: "modelltűrés" },
        },
      ],
    },
    {
      type: "projects",
      id: "projects",
      heading: "Legutóbbi projektjeink",
      intro: "Egy vegyi üzem, egy gyógyszergyár és egy szálloda: három friss munka és a számok, amelyeket vállaltunk.",
      items: [
        {
          page: "projects/tiszachem-as-built-progress",
          sector: "Vegyipari üzem",
          location: "Tiszaújváros, Magyarország",
          text: "Egy üzembővítés rendszeres szkennelése és összevetése a tervmodellel, így az eltérések kiderültek, mielőtt a következő szakág ráépített volna.",
          metric: { value: "Hetente", label: "szkennelés és eltérésjelentés" },
        },
        {
          page: "projects/alfold-pharma-scan-to-bim",
          sector: "Gyógyszeripari üzem",
          location: "Debrecen, Magyarország",
          text: "Tisztatéri gyártóépület szkennelése a folyamatos termelés mellett, és modellezése a felújításhoz.",
          metric: { value: "≤ 3 mm", label: "illesztési középhiba (RMSE)" },
        },
        {
          page: "projects/rheinblick-hotel-facade",
          sector: "Szállodaipar",
          location: "Krefeld, Németország",
          text: "Egy szálloda homlokzatrajzai és ortofotói, a földről felmérve, állványozás és a szálloda bezárása nélkül.",
          metric: { value: "±5 mm", label: "a homlokzati pontfelhő pontossága" },
        },
      ],
    },
    {
      type: "process",
      id: "process",
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
    {
      type: "deliverables",
      id: "deliverables",
      heading: "Amit kézhez kap",
      intro: "Fájlok olyan formátumban, amelyet szoftvere megnyit, az Ön koordináta-rendszerében és szabványai szerint.",
      items: [
        {
          icon: "model",
          title: "BIM-modellek",
          text: "Építészeti, tartószerkezeti és épületgépészeti modellek az árajánlatban rögzített LOD-szinten, tervezésre és koordinációra készen.",
          formats: ["RVT", "IFC"],
        },
        {
          icon: "drafting",
          title: "2D CAD-rajzok",
          text: "Alaprajzok, metszetek és homlokzatok 1:50, 1:100 vagy 1:200 méretarányban, az Ön rétegkiosztásával és szövegmezőivel.",
          formats: ["DWG", "DXF", "PDF"],
        },
        {
          icon: "scan",
          title: "Pontfelhők",
          text: "Illesztett, tisztított és georeferált felvételek ±2–4 mm pontossággal, Revitben, AutoCAD-ben vagy Navisworksben közvetlenül megnyithatók.",
          formats: ["E57", "RCP", "LAS"],
        },
        {
          icon: "image",
          title: "Ortofotók",
          text: "Homlokzatok és területek méretarányos, torzításmentes képei lézerszkennelésből vagy drónos fotogrammetriából.",
          formats: ["GeoTIFF"],
        },
        {
          icon: "data",
          title: "Geodéziai adatfájlok",
          text: "Alappontok, koordináták és magasságok az országos koordináta-rendszerben, földmérője vagy térinformatikai (GIS) rendszere számára.",
          formats: ["CSV", "TXT", "LandXML"],
        },
        {
          icon: "report",
          title: "QA/QC-jelentések",
          text: "Illesztési középhiba (RMSE), maradék eltérések az alappontokon és eltérésvizsgálatok, hogy lássa, milyen pontosságot értünk el.",
          formats: ["PDF"],
        },
        {
          icon: "layers",
          title: "3D hálómodellek és textúrázott modellek",
          text: "Épületek, építmények és a terep fotótextúrás hálómodelljei látványtervekhez, tervezéshez és dokumentáláshoz.",
          formats: ["OBJ", "FBX"],
        },
        {
          icon: "plot",
          title: "Topográfiai térképek és helyszínrajzok",
          text: "Magasságok, szintvonalak, határvonalak és tereptárgyak az engedélyezési tervekhez és a helyszín tervezéséhez.",
          formats: ["DWG", "SHP", "GeoJSON"],
        },
        {
          icon: "eye",
          title: "Virtuális bejárások",
          text: "Panorámás bejárások és a böngészőben futó Visual Plant megjelenítő, szerepkör alapú hozzáféréssel munkatársai és kivitelezői számára.",
          formats: ["Webes megjelenítő", "360° JPG"],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
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
          a: `Igen. Budapesti és isztambuli irodánkból eddig ${COMPANY.countries} országban dolgoztunk, leggyakrabban Magyarországon, Törökországban és Németországban, de Európa és a Közel-Kelet más országaiban is. A felméréseket az adott ország koordináta-rendszerébe kötjük: Magyarországon EOV-ba, Törökországban TUREF-be, Németországban ETRS89/UTM-be.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Mutassa be a helyszínt",
      text: "Küldjön rajzokat, fotókat vagy akár csak egy címet. 48 órán belül fix díjas árajánlatot kap, vagy egyeztethet egy földmérővel, aki már szkennelt az Önéhez hasonló helyszínt.",
      actions: [
        { label: "Kérjen árajánlatot", to: "get-a-quote" },
        { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
      ],
    },
  ],
};

export default content;

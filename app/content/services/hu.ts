import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Szolgáltatások",
    lead: "Egyetlen homlokzattól a működő technológiai üzemig: minden felmérés terjedelmét, díját és pontosságát előre rögzítjük, és egy csapat végzi el.",
    actions: [
      { label: "Kérjen árajánlatot", to: "get-a-quote" },
      { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Pontfelhő-pontosság" },
      { value: "48 óra", label: "A fix díjas árajánlatig" },
      { value: "5–6 nap", label: "Normál kiszállási idő" },
      { value: COMPANY.projects, label: "Átadott projekt" },
    ],
    visual: {
      name: "plant",
      alt: "Ipari üzem vonalas rajza: két, lézerszkennelési pontokkal kitöltött tartály, csővezetékek és acélkeret, vízszintes lézerszkennelési vonallal",
    },
  },
  sections: [
    {
      type: "cards",
      id: "outcomes",
      heading: "Amit minden szolgáltatásunkkal kap",
      intro: "Bármelyik szolgáltatást rendeli meg, a cél ugyanaz: olyan adat, amely alapján újabb helyszíni bejárás nélkül tervezhet, építhet és dönthet.",
      cards: [
        {
          icon: "scan",
          title: "Kevesebb visszatérés a helyszínre",
          text: "A szkenner hatótávolságán belül mindent egyetlen kiszállással rögzítünk, így egy hiányzó méretet a pontfelhőből veszünk le, nem újabb úton.",
          metric: { value: "±2–4 mm", label: "pontfelhő-pontosság" },
        },
        {
          icon: "model",
          title: "A valósággal egyező modellek",
          text: "A modellek és a rajzok illesztett, ellenőrzött felvételekre épülnek, így az ütközések a képernyőn derülnek ki, nem a helyszínen.",
          metric: { value: "±5–10 mm", label: "a BIM-modell tűrése" },
        },
        {
          icon: "price",
          title: "Fix díjak",
          text: "A terjedelmet, a LOD-szintet, a pontosságot és a munkarészeket az árajánlat rögzíti, és elfogadása után a díj nem változik.",
          metric: { value: "48 óra", label: "a fix díjas árajánlatig" },
        },
        {
          icon: "fast",
          title: "Gyorsabb döntések",
          text: "A legtöbb projektnél a munkarészek a felvétel után 48–72 órával megérkeznek, így a tervezők és a kivitelezők friss adatokkal dolgoznak, nem a múlt havival.",
          metric: { value: "48–72 óra", label: "átadás a felvétel után a legtöbb projektnél" },
        },
      ],
    },
    {
      type: "catalogue",
      id: "catalogue",
      heading: "Összes szolgáltatás",
      intro: "Öt szolgáltatáscsoport. Minden szolgáltatásnál megadjuk a pontosságot, így az ajánlatok valóban összevethetők.",
      tabsLabel: "Szolgáltatáscsoportok",
      groups: [
        {
          id: "aec",
          page: "aec",
          text: "Épületek, homlokzatok, fák és területek méretpontos felmérése, valamint helyszíni kitűzés építészeknek, mérnököknek és tervezőknek.",
          services: [
            {
              page: "aec/architectural-survey",
              benefit: "Meglévő épületek alaprajzai, metszetei, homlokzatai és BIM-modelljei, amelyekre azonnal tervezhet.",
              metric: { value: "±6 mm", label: "vízszintes pontosság" },
            },
            {
              page: "aec/heritage-survey",
              benefit: "A történeti szerkezetek érintésmentes rögzítése, LOD 300-as HBIM-modellel és akár 1 mm-es terepi felbontású (GSD) képekkel.",
              metric: { value: "±3 mm", label: "pontfelhő-pontosság" },
            },
            {
              page: "aec/facade-survey",
              benefit: "Minden homlokzat CAD-rajza és ortofotója, a földről felmérve, állványozás nélkül.",
              metric: { value: "±5 mm", label: "pontfelhő-pontosság" },
            },
            {
              page: "aec/tree-survey",
              benefit: "BS 5837:2012 szerinti fakataszter A, B, C és U kategóriákkal és gyökérvédelmi zónákkal, a fák száma alapján árazva.",
              metric: { value: "Akár 50", label: "felmért fa naponta a helyszínen" },
            },
            {
              page: "aec/construction-setting-out",
              benefit: "Tengelyek, szintek és horgonycsavarok kitűzése mérőállomással és GNSS/RTK-val, eltérésjelentéssel egy órán belül.",
              metric: { value: "±3–5 mm", label: "kitűzési pontosság" },
            },
            {
              page: "aec/land-surveying",
              benefit: "Topográfiai felmérések és terepmodellek drónnal vagy földi méréssel, ±5 mm pontosságú alapponthálóhoz kötve.",
              metric: { value: "±20 mm", label: "vízszintes középhiba (RMSE)" },
            },
          ],
        },
        {
          id: "industrial",
          page: "industrial",
          text: "Működő technológiai üzemek lézerszkennelése, modellekkel és minőségellenőrzéssel rákötésekhez, korszerűsítésekhez és leállásokhoz.",
          services: [
            {
              page: "industrial/scan-to-bim",
              benefit: "Csővezetékek, berendezések és acélszerkezetek modellezése rákötésekhez, ütközésvizsgálathoz és a leállások tervezéséhez.",
              metric: { value: "LOD 300", label: "ipari modellek alapszintje" },
            },
            {
              page: "industrial/as-built-qaqc",
              benefit: "Új szerelések eltérésvizsgálata a felvétel és a terv összevetésével, rövid minőségügyi összefoglalóval 24 órán belül.",
              metric: { value: "±3 mm", label: "minőségellenőrzés mérőállomással" },
            },
          ],
        },
        {
          id: "construction",
          page: "construction",
          text: "Scan to BIM, Scan to CAD, előrehaladás-követés és AR a helyszínen, a meglévő állapot felmérésétől az átadásig.",
          services: [
            {
              page: "construction/scan-to-bim",
              benefit: "Revit- és IFC-modellek építészeti, tartószerkezeti és épületgépészeti tartalommal, alapesetben LOD 200–300 szinten.",
              metric: { value: "±5–10 mm", label: "modelltűrés" },
            },
            {
              page: "construction/scan-to-cad",
              benefit: "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok 1:50, 1:100 vagy 1:200 méretarányban, DWG formátumban.",
              metric: { value: "±5 mm", label: "jellemző rajzi pontosság" },
            },
            {
              page: "construction/as-built-progress",
              benefit: "A helyszín szkennelése és összevetése a modellel minden ütemben, rövid jelentésekkel 24 órán belül.",
              metric: { value: "Hetente", label: "szkennelés, vagy mérföldkövenként" },
            },
            {
              page: "construction/ar-integrated-bim",
              benefit: "A BIM-modell kiterjesztett valósággal a helyszínre vetítve, hogy a pozíciók, a nyílások és a gépészeti vezetékek a beépítés előtt ellenőrizhetők legyenek.",
              metric: { value: "1:1", label: "valós méretű modell a helyszínen" },
            },
          ],
        },
        {
          id: "maritime",
          page: "maritime",
          text: "Hajótestek, gépterek és belső terek szkennelése kikötőben vagy szárazdokkban, felújításhoz és utólagos átalakításhoz.",
          services: [
            {
              page: "maritime/ship-yacht-scanning",
              benefit: "Hajók pontfelhői, CAD-rajzai és 3D modelljei; belső terek ±5–10 mm pontossággal, szárazdokkos munkáknál 24–48 órás átadással.",
              metric: { value: "±10–20 mm", label: "a hajótest pontossága" },
            },
          ],
        },
        {
          id: "drone",
          page: "drone",
          text: "Légi fotogrammetria ortofotókhoz, 3D modellekhez, állapottérképekhez és helyszínrajzokhoz, földi illesztőpontokhoz kötve.",
          services: [
            {
              page: "drone/3d-modelling",
              benefit: "Területek, tetők és építmények textúrázott hálómodelljei és pontfelhői, az országos koordináta-rendszerbe georeferálva.",
              metric: { value: "2–5 cm", label: "pontosság földi illesztőpontokkal" },
            },
            {
              page: "drone/existing-map",
              benefit: "Állapottérképek drónfelvételekből és földi illesztőpontokkal, tervezésre és engedélyezésre készen.",
              metric: { value: "2–5 cm", label: "abszolút pontosság" },
            },
            {
              page: "drone/site-plans",
              benefit: "Helyszínrajzok DWG, SHP vagy GeoJSON formátumban GeoTIFF ortofotókkal, a levegőből felmérve és a földön ellenőrizve.",
              metric: { value: "1–5 cm", label: "terepi felbontás (GSD) pixelenként" },
            },
          ],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "A megfelelő felmérés kiválasztása és megrendelése",
      items: [
        {
          q: "Scan to BIM-re vagy Scan to CAD-re van szükségem?",
          a: "Válassza a Scan to BIM-et, ha Revitben vagy más BIM-szoftverben tervez, vagy mennyiségkimutatásra és ütközésvizsgálatra van szüksége; a modelleket RVT vagy IFC formátumban, ±5–10 mm-es tűréssel adjuk át. Válassza a Scan to CAD-et, ha alaprajzokra, metszetekre és homlokzatokra van szüksége; a rajzok DWG formátumban, 1:50, 1:100 vagy 1:200 méretarányban, mintegy ±5 mm pontossággal készülnek. Mindkettő elkészíthető ugyanabból a felvételből.",
        },
        {
          q: "Milyen részletezettségi szintet (LOD) kérjek?",
          a: "A tervezési és felújítási munkák többségéhez elegendő a LOD 200–300. Az ipari üzemek modelljeit alapesetben LOD 300 szinten adjuk át. Ahol a csatlakozások, a csőtartók vagy a gyártási részletek is számítanak, kérésre LOD 350 és 400 is elérhető, és az árajánlat szakáganként rögzíti a LOD-szintet.",
        },
        {
          q: "Hogyan számítják ki a fix díjat?",
          a: "A díj a felmérendő területtől vagy helyszíntől, a megközelíthetőségtől és a helyszíni körülményektől, a LOD-szinttől és a munkarészektől függ. A fakataszter díja a fák számától, az építési kitűzésé a földmérőnként ledolgozott napok számától függ. Az árajánlat elfogadása után a díj nem változik.",
        },
        {
          q: "Mire van szükségük az árajánlathoz?",
          a: "A címre vagy a telekhatárra, a hozzávetőleges alapterületre, a meglévő rajzokra vagy fotókra, ha vannak, valamint a kért munkarészekre és formátumokra. Az ajánlatkérő űrlaphoz legfeljebb 10 MB fájlt csatolhat, többek között PDF, DWG, IFC, E57 és LAS formátumban. A fix díjas árajánlatot 48 órán belül megkapja.",
        },
        {
          q: "Milyen pontosak lesznek a munkarészek?",
          a: "Az illesztett pontfelhők pontossága jellemzően ±2–4 mm. A munkarészek tűrése a szolgáltatástól függ: BIM-modelleknél ±5–10 mm, földmérésnél ±20 mm vízszintes középhiba (RMSE), drónos térképezésnél földi illesztőpontokkal 2–5 cm. Az árajánlat rögzíti a vállalt tűrést, a QA/QC-jelentés pedig az elért értékeket mutatja.",
        },
        {
          q: "Milyen hamar tudnak a helyszínre jönni?",
          a: "Normál kiszállás 5–6 napon belül, sürgős munkáknál 48–72 órán belül. Az 1000 m² alatti helyszínek általában 3 napon belül ütemezhetők. Kitűzéshez földmérőink 24–48 órán belül a helyszínen vannak, és éjjel-nappal, a hét minden napján elérhetők.",
        },
        {
          q: "Tudnak szkennelni, miközben az épület vagy az üzem működik?",
          a: "Igen. Használatban lévő épületekben, szállodákban és működő üzemekben is szkennelünk a normál működés mellett, a belépési időablakokat, az engedélyeket és a munkavédelmi oktatásokat pedig a kiszállás előtt egyeztetjük. A zsúfolt területeket, ahová állványos szkennerrel nem lehet bejutni, kézi LiDAR-ral rögzítjük.",
        },
        {
          q: "Összevonhatok több szolgáltatást egy megrendelésben?",
          a: "Igen, és ez gyakran egy kiszállást is megspórol. Egyetlen alappontháló és egyetlen felvétel szolgálhat alapul BIM-modellhez, CAD-rajzokhoz és homlokzati ortofotókhoz, a drónos és a földi adatokat pedig ugyanabba a koordináta-rendszerbe illesztjük, így a terület és az épület pontosan illeszkedik. Egy árajánlatot és egy átadási ütemtervet kap.",
        },
        {
          q: "Aláírnak titoktartási megállapodást, és ki látja az adatainkat?",
          a: "Igen. A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) írunk alá. A projektadatokat csak az Ön által megnevezett személyekkel osztjuk meg, a Visual Plant megjelenítőhöz pedig szerepkör alapú hozzáférést kapnak a belső csapatok és a külső kivitelezők.",
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Nem biztos benne, melyik szolgáltatás illik a feladathoz?",
      text: "Írja le a helyszínt és a döntést, amelyet meg kell hoznia. Földmérőnk javaslatot tesz a szolgáltatásra, a LOD-szintre és a munkarészekre, és 48 órán belül fix díjas árajánlatot küldünk.",
      actions: [
        { label: "Kérjen árajánlatot", to: "get-a-quote" },
        { label: "Beszéljen szakértőnkkel", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "3D lézerszkennelés és felmérés" },
};

export default content;

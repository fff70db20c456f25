import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Szolgáltatások",
    lead: "Egyetlen homlokzattól a működő technológiai üzemig: minden felmérés terjedelmét, díját és pontosságát előre rögzítjük, és mindvégig ugyanaz a csapat végzi.",
    facts: [
      "Pontfelhő-pontosság",
      "A fix díjas árajánlatig",
      "Normál kiszállási idő",
      "Átadott projekt",
    ],
    alt: "Ipari üzem vonalas rajza: két, lézerszkennelési pontokkal kitöltött tartály, csővezetékek és acélkeret, vízszintes lézerszkennelési vonallal",
  },
  outcomes: {
    heading: "Amit minden szolgáltatásunkkal kap",
    intro: "Bármelyik szolgáltatást rendeli meg, a cél ugyanaz: olyan adat, amely alapján újabb helyszíni bejárás nélkül tervezhet, építhet és dönthet.",
    cards: [
      {
        title: "Kevesebb visszatérés a helyszínre",
        text: "A szkenner hatótávolságán belül mindent egyetlen kiszállással rögzítünk, így egy hiányzó méretet a pontfelhőből veszünk le, nem újabb úton.",
        metric: "pontfelhő-pontosság",
      },
      {
        title: "A valósággal egyező modellek",
        text: "A modellek és a rajzok illesztett, ellenőrzött felvételekre épülnek, így az ütközések a képernyőn derülnek ki, nem a helyszínen.",
        metric: "a BIM-modell tűrése",
      },
      {
        title: "Fix díjak",
        text: "A terjedelmet, a kidolgozottsági szintet (LOD), a pontosságot és a munkarészeket az árajánlat rögzíti, és elfogadása után a díj nem változik.",
        metric: "a fix díjas árajánlatig",
      },
      {
        title: "Gyorsabb döntések",
        text: "A legtöbb projektnél a munkarészek a felvétel után {{turnaroundHours}} órával megérkeznek, így a tervezők és a kivitelezők friss adatokkal dolgoznak, nem a múlt havival.",
        metric: "átadás a felvétel után a legtöbb projektnél",
      },
    ],
  },
  catalogue: {
    heading: "Összes szolgáltatás",
    intro: "Öt szolgáltatáscsoport. Minden szolgáltatásnál megadjuk a pontosságot, így az ajánlatok valóban összevethetők.",
    tabsLabel: "Szolgáltatáscsoportok",
  },
  faq: {
    heading: "A megfelelő felmérés kiválasztása és megrendelése",
    items: [
      {
        q: "Scan to BIM-re vagy Scan to CAD-re van szükségem?",
        a: "Válassza a Scan to BIM-et, ha Revitben vagy más BIM-szoftverben tervez, vagy mennyiségkimutatásra és ütközésvizsgálatra van szüksége; a modelleket RVT- vagy IFC-formátumban, {{bimTolerance}}-es tűréssel adjuk át. Válassza a Scan to CAD-et, ha alaprajzokra, metszetekre és homlokzatokra van szüksége; a rajzok DWG-formátumban, a kívánt méretarányban ({{drawingScales}}), mintegy {{scanToCadAccuracy}} pontossággal készülnek. Mindkettő elkészíthető ugyanabból a felvételből.",
      },
      {
        q: "Milyen kidolgozottsági szintet (LOD) kérjek?",
        a: "A tervezési és felújítási munkák többségéhez elegendő a {{lodStandard}}. Az ipari üzemek modelljeit alapesetben {{lodIndustrial}} kidolgozottsági szinten adjuk át. Ahol a csatlakozások, a csőtartók vagy a gyártási részletek is számítanak, kérésre {{lodOnRequest}} is elérhető, és az árajánlat szakáganként rögzíti a kidolgozottsági szintet.",
      },
      {
        q: "Hogyan számítják ki a fix díjat?",
        a: "A díj a felmérendő területtől vagy helyszíntől, a megközelíthetőségtől és a helyszíni körülményektől, a kidolgozottsági szinttől és a munkarészektől függ. A fakataszter díja a fák számától, az építési kitűzésé a földmérőnként ledolgozott napok számától függ. Az árajánlat elfogadása után a díj nem változik.",
      },
      {
        q: "Mire van szükségük az árajánlathoz?",
        a: "A címre vagy a telekhatárra, a hozzávetőleges alapterületre, a meglévő rajzokra vagy fotókra, ha vannak, valamint a kért munkarészekre és formátumokra. Az ajánlatkérő űrlaphoz legfeljebb {{uploadLimitMb}} MB fájlt csatolhat, többek között PDF-, DWG-, IFC-, E57- és LAS-formátumban. A fix díjas árajánlatot {{quoteTurnaroundHours}} órán belül megkapja.",
      },
      {
        q: "Milyen pontosak lesznek a munkarészek?",
        a: "Az illesztett pontfelhők pontossága jellemzően {{pointCloudAccuracy}}. A munkarészek tűrése a szolgáltatástól függ: BIM-modelleknél {{bimTolerance}}, földmérésnél {{landHorizontal}} vízszintes középhiba (RMSE), drónos térképezésnél földi illesztőpontokkal {{droneAccuracyWithGcp}}. Az árajánlat rögzíti a vállalt tűrést, a QA/QC-jelentés pedig az elért értékeket mutatja.",
      },
      {
        q: "Milyen hamar tudnak a helyszínre jönni?",
        a: "Normál kiszállás {{mobilisationStandardDays}} napon belül, sürgős munkáknál {{mobilisationUrgentHours}} órán belül. Az {{smallSiteArea}} m² alatti helyszínek általában {{smallSiteMobilisationDays}} napon belül ütemezhetők. Kitűzéshez földmérőink {{settingOutMobilisationHours}} órán belül a helyszínen vannak, és a hét minden napján {{alwaysAvailable}} órában elérhetők.",
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
  cta: {
    heading: "Nem biztos benne, melyik szolgáltatás illik a feladathoz?",
    text: "Írja le a helyszínt és a döntést, amelyet meg kell hoznia. Földmérőnk javaslatot tesz a szolgáltatásra, a kidolgozottsági szintre és a munkarészekre, és {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
  },
} satisfies SameShape<typeof en>;

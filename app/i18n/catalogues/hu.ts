import type { Catalogue } from "./en";

export const hu: Catalogue = {
  nav: {
    mainLabel: "Főmenü",
    services: "Szolgáltatások",
    sectors: "Ágazatok",
    projects: "Projektek",
    resources: "Tudástár",
    about: "Rólunk",
    offices: "Irodáink",
    contact: "Kapcsolat",
    allServices: "Összes szolgáltatás",
    allSectors: "Összes ágazat",
    allResources: "A teljes tudástár",
    openMenu: "Menü megnyitása",
    closeMenu: "Menü bezárása",
    menuTitle: "Menü",
    language: "Nyelv",
    skipToContent: "Ugrás a fő tartalomra",
    emailUs: "Írjon nekünk",
    regions: "Európában, Törökországban és a Közel-Keleten dolgozunk",
    quoteClaim: "Fix díjas árajánlat munkanapokon számított {{quoteTurnaroundHours}} órán belül",
    quoteShort: "Árajánlat",
    submenu: "almenü",
    breadcrumb: "Navigációs útvonal",
    homeLinkLabel: "A Pontos 3D kezdőlapja",
    groupBlurbs: {
      aec: "Méretpontos felmérések építészeknek, mérnököknek és tervezőknek.",
      industrial: "Ipari üzemek szkennelése, modellezése és a megvalósult állapot ellenőrzése.",
      construction: "Scan to BIM, Scan to CAD és az építés előrehaladásának követése.",
      maritime: "Hajótestek, gépterek és jachtok belső terei.",
      drone: "Ortofotók, terepmodellek és helyszínrajzok a levegőből.",
    },
  },
  footer: {
    tagline:
      "3D lézerszkennelés és felmérés {{foundingYear}} óta: Scan to BIM és Scan to CAD, megvalósulási és műemléki felmérés, ipari létesítmények és hajók szkennelése, drónos fotogrammetria.",
    offices: "Irodáink",
    headquarters: "Központi iroda",
    officeHours: "Nyitvatartás",
    quickLinks: "Gyorslinkek",
    legal: "Jogi információk",
    languages: "Nyelvek",
    follow: "Kövessen minket",
    email: "E-mail",
    viewOnMap: "Megtekintés a térképen",
    opensInNewTab: "új lapon nyílik meg",
    rights: "© {{year}} {{company}} Minden jog fenntartva.",
  },
  cookies: {
    title: "Megjegyezzük a nyelvet?",
    text: "Ez a weboldal nem használ sütiket, és más cégektől semmit sem tölt be.",
    offer: "Ha elfogadja, ezen az eszközön megjegyzi a nyelvet, hogy a kezdőcím legközelebb ezen a nyelven nyíljon meg.",
    private: "Hozzánk semmilyen adat nem jut el.",
    policyLink: "Sütitájékoztató",
    accept: "Elfogadom",
    decline: "Elutasítom",
    savedTitle: "Beállítás mentve",
    savedAccepted:
      "A nyelvet ezen az eszközön megjegyezzük. Ha meggondolja magát, a Sütitájékoztatóban módosíthatja a nyelvi beállítást, vagy törölheti a webhely adatait a böngészőjében.",
    savedDeclined: "A nyelvet ezen az eszközön nem tároljuk.",
    memoryHeading: "Nyelvi beállítás ezen az eszközön",
    memoryAccepted: "A nyelvet ezen az eszközön megjegyezzük.",
    memoryDeclined: "A nyelvet ezen az eszközön nem tároljuk.",
    memoryUnanswered: "A nyelvi beállításról még nem döntött. A nyelvet ezen az eszközön nem tároljuk.",
    memoryRemember: "Nyelv megjegyzése",
    memoryForget: "Tárolt nyelv törlése",
  },
  figures: {
    hours: "{{n}} óra",
    days: "{{n}} nap",
    workingDays: "{{n}} munkanap",
    /** The quote promise: hours counted on working days only. */
    hoursOnWorkingDays: "{{n}} óra (munkanapokon)",
    upTo: "Akár {{n}}",
    moreThan: "Több mint {{n}}",
  },
  content: {
    onThisPage: "Ezen az oldalon",
    includedAsStandard: "Az alapcsomag része",
    optionalAddOns: "Választható kiegészítők",
    lastUpdated: "Utolsó frissítés",
    comingSoon: "Hamarosan",
    sideMenu: "Ebben a részben",
    challenge: "Kihívás",
    solution: "Megoldás",
    viewSamples: "Minták megtekintése",
    filterByCountry: "Szűrés ország szerint",
    allProjects: "Összes projekt",
    projectsIn: { hungary: "Magyarországi projektek", germany: "Németországi projektek" },
    projectsLead: {
      hungary:
        "Magyarországi esettanulmányok: mire volt szüksége a megrendelőnek, hogyan mértük fel, milyen pontosságot értünk el, és mit változtatott ez a projekten.",
      germany:
        "Németországi esettanulmányok: mire volt szüksége a megrendelőnek, hogyan mértük fel, milyen pontosságot értünk el, és mit változtatott ez a projekten.",
    },
    noProjectsFrom: "Ebből az országból még nincs esettanulmányunk: {{country}}. Kérdezzen minket hasonló projektjeinkről.",
    noProjectsMatch: "Nem találtunk esettanulmányokkal rendelkező országot erre: „{{value}}”. Kérdezzen minket hasonló projektjeinkről.",
    talkToTeam: "Beszéljen csapatunkkal",
    client: "Megrendelő",
    servicesUsed: "Szolgáltatások",
  },
  common: {
    inThisSection: "Ebben a részben",
    officesHeading: "Irodáink",
    notFoundTitle: "Az oldal nem található",
    notFoundText: "A keresett oldal nem létezik, vagy máshová került.",
    notFoundSuggestions: "Erre gondolt?",
    goHome: "Vissza a kezdőlapra",
    errorTitle: "Hiba történt",
    errorText: "Az oldalt nem sikerült megjeleníteni. Kérjük, próbálja újra néhány pillanat múlva.",
    busyText: "Az oldal jelenleg túlterhelt. Kérjük, próbálja újra néhány másodperc múlva.",
    redirectTitle: "Nyelv kiválasztása",
    redirectText: "Átirányítjuk az Ön nyelvén elérhető oldalra.",
    redirectLink: "Tovább angol nyelven",
    notifications: "Értesítések",
    close: "Bezárás",
  },
  pages: {
    home: {
      label: "Kezdőlap",
      title: "Pontos 3D | 3D lézerszkennelés, Scan to BIM és felmérés",
      h1: "Precíz 3D lézerszkennelés és Scan to BIM bármilyen épülethez és létesítményhez",
      description:
        "A Pontos 3D milliméteres pontossággal méri fel az épületeket, üzemeket, hajókat és területeket, majd BIM-modellt, CAD-rajzot és pontfelhőt ad át. Fix díjas árajánlat munkanapokon számított {{quoteTurnaroundHours}} órán belül.",
    },
    services: {
      label: "Szolgáltatások",
      title: "Szolgáltatások: 3D szkennelés, Scan to BIM, felmérések",
      h1: "Felmérési és 3D szkennelési szolgáltatások",
      description:
        "Az építészeti és műemléki felméréstől az ipari üzemeken, az építőipari BIM-en és a hajókon át a drónos felmérésig: szolgáltatásaink, munkarészeik és pontosságuk.",
    },
    aec: {
      label: "Építészeti és mérnöki felmérések",
      title: "Építészeti és mérnöki felmérések tervezőcsapatoknak",
      h1: "Építészeti és mérnöki felmérések: megbízható alapadatok a tervezéshez",
      description:
        "Építészeti, műemléki és homlokzatfelmérés, fakataszter, földmérés és építési kitűzés: megbízható adatok a meglévő állapotról, amelyekre a tervezők építhetnek.",
    },
    "aec/architectural-survey": {
      label: "Építészeti felmérés",
      title: "Építészeti felmérés 3D lézerszkenneléssel",
      h1: "Építészeti felmérés: méretpontos rajzok és modellek, amelyekre építhet",
      description:
        "Lézerszkenneléssel készült alaprajzok, metszetek, homlokzatrajzok és BIM-modellek {{architecturalPlanimetric}} vízszintes pontossággal, az átadást követő {{revisionWindowHours}} órás javítási időszakkal.",
    },
    "aec/heritage-survey": {
      label: "Műemléki felmérés",
      title: "Műemléki felmérés és HBIM történeti épületekhez",
      h1: "Műemléki felmérés: a történeti szerkezetek rögzítése érintés nélkül",
      description:
        "Védett épületek érintésmentes lézerszkennelése és fotogrammetriája: {{heritagePointCloud}}-es pontfelhők, akár {{heritageGsd}}-es képpontméretű (GSD) képek és {{heritageLod}} kidolgozottsági szintű HBIM-modellek.",
    },
    "aec/facade-survey": {
      label: "Homlokzatfelmérés",
      title: "Homlokzatfelmérés: homlokzatrajzok, ortofotók, modellek",
      h1: "Homlokzatfelmérés: minden homlokzatot a földről mérünk fel",
      description:
        "Homlokzatok lézerszkennelése {{facadePointCloud}}-es pontfelhővel, akár {{facadeGsd}}-es képpontméretű (GSD) ortofotókkal és CAD-rajzokkal {{facadeTurnaroundDays}} munkanap alatt, állványozás nélkül.",
    },
    "aec/tree-survey": {
      label: "Fakataszter",
      title: "{{treeStandardShort}} szerinti fakataszter tervezéshez",
      h1: "Fakataszter a {{treeStandard}} szabvány szerint",
      description:
        "Fakataszteri felmérés a {{treeStandard}} szerint: A, B, C és U kategóriás besorolás, gyökérvédelmi zónák és a fák miatti beépítési korlátok terve; az ár a fák számától függ.",
    },
    "aec/construction-setting-out": {
      label: "Építési kitűzés",
      title: "Építési kitűzés és építésgeodézia",
      h1: "Építési kitűzés: {{settingOutMobilisationHours}} órán belül a helyszínen",
      description:
        "Tengelyek, szintek és horgonycsavarok kitűzése {{settingOutAccuracy}} pontossággal, mérőállomással és GNSS/RTK-val, minden ellenőrzés után {{deviationReportHours}} órán belül eltérésjelentéssel.",
    },
    "aec/land-surveying": {
      label: "Földmérés",
      title: "Földmérés: topográfiai felmérés és terepmodellek",
      h1: "Földmérés és topográfiai felmérés",
      description:
        "Topográfiai felmérések, terepmodellek és szintvonalas térképek {{landHorizontal}} vízszintes és {{landVertical}} magassági középhibával (RMSE), drónnal vagy földi GNSS/RTK-méréssel.",
    },
    industrial: {
      label: "Ipari létesítmények",
      title: "Ipari üzemek szkennelése és állapotmodellezése",
      h1: "Ipari üzemek szkennelése barnamezős beruházásokhoz",
      description:
        "Technológiai üzemek, csővezetékek és acélszerkezetek szkennelése, intelligens 3D modellek és a böngészőben futó Visual Plant megjelenítő az Ön munkatársai és kivitelezői számára.",
    },
    "industrial/scan-to-bim": {
      label: "Scan to BIM – üzemek",
      title: "Ipari Scan to BIM: csővezetékek, berendezések, acél",
      h1: "Scan to BIM ipari üzemekhez",
      description:
        "Csővezetékek, berendezések és acélszerkezetek {{lodIndustrial}} kidolgozottsági szintű modellezése lézerszkennelésből rákötésekhez, ütközésvizsgálathoz és a karbantartási leállások tervezéséhez.",
    },
    "industrial/as-built-qaqc": {
      label: "Megvalósulási minőség-ellenőrzés",
      title: "Megvalósulási minőség-ellenőrzés (QA/QC) ipari üzemekhez",
      h1: "Megvalósulási minőség-ellenőrzés: a megépült állapot és a terv összevetése",
      description:
        "Új szerelések eltérésvizsgálata a pontfelhő és a tervmodell összevetésével, színkódolt jelentésekkel és rövid minőségügyi összefoglalóval a mérést követő {{qaMemoHours}} órán belül.",
    },
    construction: {
      label: "Építőipar és BIM",
      title: "Építőipari BIM: Scan to BIM, CAD, előrehaladás-követés",
      h1: "Építőipari és BIM-szolgáltatások a felméréstől az átadásig",
      description:
        "Scan to BIM, Scan to CAD, megvalósulási és előrehaladási jelentések, valamint AR-integrált BIM: a terv, a helyszín és a modell az első naptól összhangban.",
    },
    "construction/scan-to-bim": {
      label: "Scan to BIM – épületek",
      title: "Scan to BIM: Revit- és IFC-modellek lézerszkennelésből",
      h1: "Scan to BIM meglévő épületekhez",
      description:
        "Revit- és IFC-modellek lézerszkennelésből {{scanToBimLodRange}} kidolgozottsági szinten, építészeti, tartószerkezeti és épületgépészeti tartalommal, vállalt {{bimTolerance}}-es tűréssel.",
    },
    "construction/scan-to-cad": {
      label: "Scan to CAD",
      title: "Scan to CAD: alaprajzok, metszetek és homlokzatok",
      h1: "Scan to CAD: műszaki rajzok lézerszkennelésből",
      description:
        "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok DWG-formátumban, a kívánt méretarányban ({{drawingScales}}), mintegy {{scanToCadAccuracy}}-es rajzi pontossággal.",
    },
    "construction/as-built-progress": {
      label: "Megvalósulás és előrehaladás",
      title: "Megvalósulási felmérés és építési előrehaladási jelentés",
      h1: "Megvalósulási felmérés és az építés előrehaladásának követése",
      description:
        "Hetente, kéthetente vagy mérföldkövenként végzett, a modellel összevetett szkennelés, online irányítópultokkal és {{smallReportHours}} órán belül átadott rövid jelentésekkel.",
    },
    "construction/ar-integrated-bim": {
      label: "AR-integrált BIM",
      title: "AR-integrált BIM a kivitelezés helyszínén",
      h1: "AR-integrált BIM: lássa a modellt ott, ahol megépül",
      description:
        "Vetítse a BIM-modellt kiterjesztett valósággal (AR) a helyszínre, és ellenőrizze az elemek helyzetét, a nyílásokat és a gépészeti vezetékeket még a beépítésük előtt.",
    },
    maritime: {
      label: "Hajózás és hajóipar",
      title: "Hajóipari 3D szkennelés hajókhoz és jachtokhoz",
      h1: "Hajóipari szkennelés hajógyáraknak és hajótulajdonosoknak",
      description:
        "Hajótestek, gépterek és belső terek lézerszkennelése felújításhoz és utólagos átalakításhoz, szárazdokkos munkáknál {{dryDockTurnaroundHours}} órás átadással.",
    },
    "maritime/ship-yacht-scanning": {
      label: "Hajó- és jachtszkennelés",
      title: "Hajók és jachtok 3D lézerszkennelése",
      h1: "Hajó- és jachtszkennelés felújításhoz és átalakításhoz",
      description:
        "Belső terek {{vesselInteriorAccuracy}}, hajótestek {{vesselHullAccuracy}} pontossággal, kikötőben vagy szárazdokkban szkennelve; átadás pontfelhőként, CAD-rajzként és 3D modellként.",
    },
    drone: {
      label: "Drónos fotogrammetria",
      title: "Drónos fotogrammetria: ortofotók és 3D modellek",
      h1: "Drónos fotogrammetria és légi térképezés",
      description:
        "Ortofotók, 3D modellek, állapottérképek és helyszínrajzok a levegőből, {{droneGsd}}/pixel felbontással, {{constructionDroneTurnaroundHours}} órán belüli átadással.",
    },
    "drone/3d-modelling": {
      label: "3D modellezés",
      title: "Drónos 3D modellezés területekről és épületekről",
      h1: "3D modellezés drónos fotogrammetriával",
      description:
        "Területek, tetők és építmények textúrázott 3D hálómodelljei és pontfelhői légifelvételekből, az országos koordináta-rendszerbe georeferálva.",
    },
    "drone/existing-map": {
      label: "Állapottérkép",
      title: "Állapottérkép drónos felméréssel",
      h1: "Állapottérképek a levegőből",
      description:
        "Állapottérképek {{existingMapAccuracy}} abszolút pontossággal, drónfelvételekből és földi illesztőpontokkal: a terület meglévő állapota a tervezéshez és az engedélyezéshez.",
    },
    "drone/site-plans": {
      label: "Helyszínrajzok",
      title: "Helyszínrajzok drónos fotogrammetriával",
      h1: "Helyszínrajzok drónos fotogrammetriával",
      description:
        "Helyszínrajzok DWG-, SHP- vagy GeoJSON-formátumban és GeoTIFF-ortofotók, a levegőből felmérve és földi mérésekkel ellenőrizve.",
    },
    sectors: {
      label: "Ágazatok",
      title: "Ágazatok, amelyekben dolgozunk",
      h1: "Ágazatok, amelyekben dolgozunk",
      description:
        "Ipari létesítmények, irodaházak, üzletek és szállodák, infrastruktúra, műemlékek és hajók: így segíti a 3D szkennelés az egyes ágazatokat.",
    },
    "sectors/industrial-plants": {
      label: "Ipari létesítmények",
      title: "3D szkennelés ipari létesítményekhez",
      h1: "3D szkennelés ipari létesítményekhez",
      description:
        "Pontos adatok a meglévő állapotról barnamezős fejlesztésekhez, rákötésekhez és leállásokhoz vegyipari, gyógyszeripari, energetikai és gyártóüzemekben.",
    },
    "sectors/commercial-hospitality": {
      label: "Irodák, üzletek és szállodák",
      title: "3D szkennelés irodaházakhoz, üzletekhez és szállodákhoz",
      h1: "3D szkennelés irodaházakhoz, üzletekhez és szállodákhoz",
      description:
        "Méretpontos felmérés és BIM szállodák, irodák és üzletek számára, működés közben, a vendégek és a bérlők lehető legkisebb zavarásával.",
    },
    "sectors/infrastructure-transportation": {
      label: "Infrastruktúra és közlekedés",
      title: "3D szkennelés infrastruktúrához és közlekedéshez",
      h1: "3D szkennelés infrastrukturális és közlekedési létesítményekhez",
      description:
        "Hidak, állomások, alagutak és utak felmérése lézerszkennerrel és drónnal a tervezéshez, a karbantartáshoz és a vagyonkezeléshez.",
    },
    "sectors/heritage-culture": {
      label: "Kulturális örökség",
      title: "3D szkennelés műemlékekhez és kulturális helyszínekhez",
      h1: "3D szkennelés műemlékekhez és kulturális helyszínekhez",
      description:
        "Műemlékek, templomok és múzeumok érintésmentes dokumentálása lézerszkenneléssel állagmegóváshoz, restauráláshoz és HBIM-modellezéshez.",
    },
    "sectors/maritime": {
      label: "Hajózás és hajóipar",
      title: "3D szkennelés a hajózás és a hajóipar számára",
      h1: "3D szkennelés hajógyáraknak, hajótulajdonosoknak és jachtkikötőknek",
      description:
        "Felújítási adatok bármilyen méretű hajóhoz: hajótest, géptér, belső terek és fedélzeti berendezések, kikötőben vagy szárazdokkban szkennelve.",
    },
    projects: {
      label: "Projektek",
      title: "Projektek és esettanulmányok",
      h1: "Projektek és esettanulmányok",
      description:
        "Válogatott 3D szkennelési projektek Magyarországon és Németországban: ipari Scan to BIM, előrehaladás-követés és egy szálloda homlokzatfelmérése.",
    },
    "projects/tiszachem-as-built-progress": {
      label: "Tiszachem, Tiszaújváros: előrehaladás-követés",
      title: "Tiszachem, Tiszaújváros: építési előrehaladás-követés",
      h1: "Előrehaladás-követés a Tiszachem tiszaújvárosi üzemében",
      description:
        "Rendszeres, a modellel összevetett lézerszkennelés segítette, hogy egy tiszaújvárosi vegyipari üzem bővítése tartsa az ütemtervet.",
    },
    "projects/tiszachem-scan-to-bim": {
      label: "Tiszachem, Tiszaújváros: Scan to BIM",
      title: "Tiszachem, Tiszaújváros: Scan to BIM-állapotmodell",
      h1: "Scan to BIM-állapotmodell a Tiszachem tiszaújvárosi üzeméhez",
      description:
        "{{lodIndustrial}} kidolgozottsági szintű állapotmodell tiszaújvárosi technológiai egységekről, lézerszkennelés alapján, egy barnamezős korszerűsítéshez.",
    },
    "projects/alfold-pharma-scan-to-bim": {
      label: "Alföld Pharma, Debrecen: Scan to BIM",
      title: "Alföld Pharma, Debrecen: Scan to BIM-állapotmodell",
      h1: "Scan to BIM-állapotmodell az Alföld Pharma debreceni üzeméhez",
      description:
        "Egy debreceni tisztatéri gyártóépület lézerszkennelése és modellezése a folyamatos termelés mellett végzett felújításhoz.",
    },
    "projects/rheinblick-hotel-facade": {
      label: "Rheinblick Hotel, Krefeld: homlokzatfelmérés",
      title: "Rheinblick Hotel, Krefeld: Scan to CAD-homlokzatfelmérés",
      h1: "Scan to CAD-homlokzatfelmérés a krefeldi Rheinblick Hotelnél",
      description: "Egy krefeldi szálloda homlokzatrajzai és ortofotói lézerszkennelésből, állványozás és a szálloda bezárása nélkül.",
    },
    resources: {
      label: "Tudástár",
      title: "Tudástár: blog, útmutatók és letöltések",
      h1: "Tudástár",
      description:
        "Szakcikkek, gyakorlati útmutatók és letölthető minták a 3D lézerszkennelésről, a Scan to BIM-ről és a geodéziai felmérésekről.",
    },
    "resources/blog": {
      label: "Blog",
      title: "Blog",
      h1: "Blog",
      description:
        "Földmérőink és BIM-modellezőink cikkei projektjeinkről, az alkalmazott módszerekről és a tanulságokról. Hamarosan elérhető.",
    },
    "resources/guides": {
      label: "Útmutatók",
      title: "Útmutatók",
      h1: "Útmutatók",
      description:
        "Gyakorlati útmutatók a lézerszkenneléses felmérés kiírásához, a megfelelő kidolgozottsági szint (LOD) kiválasztásához és a Scan to BIM-projektek feladatleírásához. Hamarosan elérhető.",
    },
    "resources/downloads": {
      label: "Letöltések",
      title: "Letöltések",
      h1: "Letöltések",
      description:
        "Letölthető mintamunkarészek, specifikációs sablonok és ellenőrzőlisták lézerszkenneléses felmérésekhez. Hamarosan elérhető.",
    },
    about: {
      label: "Rólunk",
      title: "A Pontos 3D-ről",
      h1: "Bemutatkozik a Pontos 3D",
      description:
        "{{teamSize}} fős földmérő- és BIM-szakértői csapat Budapesten és Isztambulban, amely {{foundingYear}} óta mér fel épületeket, üzemeket és hajókat.",
    },
    "about/company": {
      label: "Cégünk",
      title: "Cégünk",
      h1: "Cégünk",
      description:
        "A budapesti alapítású Pontos 3D {{foundingYear}} óta több mint {{projectsCompleted}} projektet valósított meg több mint {{countriesWorkedIn}} országban; második irodája Isztambulban működik.",
    },
    "about/methodology": {
      label: "Módszertan",
      title: "Felmérési módszertanunk",
      h1: "Módszertanunk",
      description:
        "Így tervezünk, mérünk, illesztünk, ellenőrzünk és adunk át: alappontháló, {{registrationRmseStrict}}-es középhibájú (RMSE) illesztés és dokumentált minőség-ellenőrzés (QA/QC) minden projektben.",
    },
    "about/equipment": {
      label: "Eszközpark",
      title: "Felmérési eszközparkunk",
      h1: "Eszközparkunk",
      description:
        "{{terrestrialScanners}} földi lézerszkenner {{scannerManufacturers}} gyártótól, {{handheldLidarUnits}} kézi LiDAR-eszköz, egy felmérő drón, valamint egy mérőállomás GNSS/RTK-vevővel.",
    },
    "about/certifications": {
      label: "Tanúsítványok",
      title: "Tanúsítványok és szabványok",
      h1: "Tanúsítványok és szabványok",
      description:
        "A szabványok, amelyek szerint dolgozunk: a {{treeStandard}} szerinti fakataszteri felméréstől a kidolgozottsági szintek (LOD) előírásain át az országos geodéziai koordináta-rendszerekig.",
    },
    "about/clients": {
      label: "Ügyfeleink",
      title: "Ügyfeleink",
      h1: "Ügyfeleink",
      description:
        "Ügyfeleink Európában, Törökországban és a Közel-Keleten: építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak – és a véleményük a közös munkáról.",
    },
    contact: {
      label: "Kapcsolat",
      title: "Kapcsolat",
      h1: "Lépjen kapcsolatba a Pontos 3D-vel",
      description:
        "Budapesti és isztambuli irodánkat telefonon, e-mailben vagy a kapcsolatfelvételi űrlapon érheti el. {{contactReplyHours}} órán belül válaszolunk.",
    },
    "get-a-quote": {
      label: "Kérjen árajánlatot",
      title: "Kérjen árajánlatot",
      h1: "Kérjen fix díjas árajánlatot",
      description:
        "Írja le a helyszínt és a kért munkarészeket, csatoljon rajzokat vagy fotókat, és munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
    },
    "talk-to-an-expert": {
      label: "Beszéljen szakértőnkkel",
      title: "Beszéljen szakértőnkkel",
      h1: "Beszéljen szakértőnkkel",
      description:
        "Foglaljon {{callLengthMinutes}} perces telefonos egyeztetést földmérő vagy BIM-szakértő kollégánkkal az Önnek megfelelő napon és időpontban, és még a döntés előtt beszéljük át a módszert, a pontosságot, az ütemezést és a költségeket.",
    },
    privacy: {
      label: "Adatkezelési tájékoztató",
      title: "Adatkezelési tájékoztató",
      h1: "Adatkezelési tájékoztató",
      description:
        "Hogyan gyűjti, kezeli és védi a Pontos 3D Kft. a személyes adatokat az általános adatvédelmi rendelet (GDPR) előírásainak megfelelően.",
    },
    cookies: {
      label: "Sütitájékoztató",
      title: "Sütitájékoztató",
      h1: "Sütitájékoztató",
      description: "Miért nem használ ez a weboldal sütiket, mit tárol a böngészőjében, és hogyan törölheti.",
    },
    terms: {
      label: "Felhasználási feltételek",
      title: "Felhasználási feltételek",
      h1: "Felhasználási feltételek",
      description: "A Pontos 3D weboldalának használatára és az árajánlatkérésekre vonatkozó feltételek.",
    },
    imprint: {
      label: "Impresszum",
      title: "Impresszum",
      h1: "Impresszum",
      description: "A weboldal üzemeltetője, a Pontos 3D Kft. adatai: székhely, cégjegyzékszám, adószámok, ügyvezető és elérhetőségek.",
    },
  },
};

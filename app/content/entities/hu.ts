import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "services.aec.summary": "Építészeti, műemléki és homlokzatfelmérés, fakataszter, földmérés és építési kitűzés tervezőknek, akiknek megbízható adat kell a meglévő állapotról.",
  "services.aec.metric": "építészeti felmérés, vízszintes",
  "services.aec.serviceType": "Építészeti és mérnöki felmérések",

  "services.aec/architectural-survey.summary": "Meglévő épületek alaprajzai, metszetei, homlokzatai és BIM-modelljei, amelyekre azonnal tervezhet.",
  "services.aec/architectural-survey.metric": "vízszintes pontosság",
  "services.aec/architectural-survey.serviceType": "Építészeti felmérés",

  "services.aec/heritage-survey.summary": "A történeti szerkezetek érintésmentes rögzítése, {{heritageLod}} kidolgozottsági szintű HBIM-modellel és akár {{heritageGsd}}-es képpontméretű (GSD) képekkel.",
  "services.aec/heritage-survey.metric": "a pontfelhő pontossága",
  "services.aec/heritage-survey.serviceType": "Műemléki felmérés és HBIM",

  "services.aec/facade-survey.summary": "Minden homlokzat CAD-rajza és ortofotója, a földről felmérve, állványozás nélkül.",
  "services.aec/facade-survey.metric": "a pontfelhő pontossága",
  "services.aec/facade-survey.serviceType": "Homlokzatfelmérés",

  "services.aec/tree-survey.summary": "{{treeStandard}} szerinti fakataszter A, B, C és U kategóriákkal és gyökérvédelmi zónákkal, a fák száma alapján árazva.",
  "services.aec/tree-survey.metric": "felmért fa naponta a helyszínen",
  "services.aec/tree-survey.serviceType": "{{treeStandardShort}} szerinti fakataszter",

  "services.aec/construction-setting-out.summary": "Tengelyek, szintek és horgonycsavarok kitűzése mérőállomással és GNSS/RTK-val, minden ellenőrzés után {{deviationReportHours}} órán belül eltérésjelentéssel.",
  "services.aec/construction-setting-out.metric": "kitűzési pontosság",
  "services.aec/construction-setting-out.serviceType": "Építési kitűzés",

  "services.aec/land-surveying.summary": "Topográfiai felmérések és terepmodellek drónnal vagy földi méréssel, {{landControl}} pontosságú alapponthálóhoz kötve.",
  "services.aec/land-surveying.metric": "vízszintes középhiba (RMSE)",
  "services.aec/land-surveying.serviceType": "Földmérés",

  "services.industrial.summary": "Csővezetékek, berendezések és acélszerkezetek szkennelése működő üzemben, modellezés rákötésekhez, ütközésvizsgálathoz és leállások tervezéséhez.",
  "services.industrial.metric": "ipari modellek alapszintje",
  "services.industrial.serviceType": "Ipari létesítmények lézerszkennelése",

  "services.industrial/scan-to-bim.summary": "Csővezetékek, berendezések és acélszerkezetek modellezése rákötésekhez, ütközésvizsgálathoz és a leállások tervezéséhez.",
  "services.industrial/scan-to-bim.metric": "ipari modellek alapszintje",
  "services.industrial/scan-to-bim.serviceType": "Scan to BIM ipari létesítményekhez",

  "services.industrial/as-built-qaqc.summary": "Új szerelések eltérésvizsgálata a felvétel és a terv összevetésével, rövid minőségügyi összefoglalóval {{qaMemoHours}} órán belül.",
  "services.industrial/as-built-qaqc.metric": "minőség-ellenőrzés mérőállomással",
  "services.industrial/as-built-qaqc.serviceType": "Megvalósulási minőség-ellenőrzés",

  "services.construction.summary": "Scan to BIM, Scan to CAD, megvalósulás- és előrehaladás-követés és AR-integrált BIM, hogy a terv, a helyszín és a modell összhangban maradjon.",
  "services.construction.metric": "szkennelés, vagy mérföldkövenként",
  "services.construction.serviceType": "Építőipari BIM-szolgáltatások",

  "services.construction/scan-to-bim.summary": "Revit- és IFC-modellek építészeti, tartószerkezeti és épületgépészeti tartalommal, alapesetben {{lodStandard}} kidolgozottsági szinten.",
  "services.construction/scan-to-bim.metric": "modelltűrés",
  "services.construction/scan-to-bim.serviceType": "Scan to BIM",

  "services.construction/scan-to-cad.summary": "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok a kívánt méretarányban ({{drawingScales}}), DWG-formátumban.",
  "services.construction/scan-to-cad.metric": "jellemző rajzi pontosság",
  "services.construction/scan-to-cad.serviceType": "Scan to CAD",

  "services.construction/as-built-progress.summary": "A helyszín szkennelése és összevetése a modellel meghatározott időközönként, rövid jelentésekkel {{smallReportHours}} órán belül.",
  "services.construction/as-built-progress.metric": "szkennelés, vagy mérföldkövenként",
  "services.construction/as-built-progress.serviceType": "Megvalósulási felmérés és előrehaladás-követés",

  "services.construction/ar-integrated-bim.summary": "A BIM-modell kiterjesztett valósággal a helyszínre vetítve, hogy a pozíciók, a nyílások és a gépészeti vezetékek a beépítés előtt ellenőrizhetők legyenek.",
  "services.construction/ar-integrated-bim.metric": "valós méretű modell a helyszínen",
  "services.construction/ar-integrated-bim.serviceType": "AR-integrált BIM",

  "services.maritime.summary": "Hajótestek, gépterek és belső terek szkennelése kikötőben vagy szárazdokkban, felújításhoz és utólagos átalakításhoz.",
  "services.maritime.metric": "átadás szárazdokkos munkáknál",
  "services.maritime.serviceType": "Hajóipari 3D lézerszkennelés",

  "services.maritime/ship-yacht-scanning.summary": "Hajók pontfelhői, CAD-rajzai és 3D modelljei; belső terek {{vesselInteriorAccuracy}} pontossággal, szárazdokkos munkáknál {{dryDockTurnaroundHours}} órás átadással.",
  "services.maritime/ship-yacht-scanning.metric": "a hajótest pontossága",
  "services.maritime/ship-yacht-scanning.serviceType": "Hajók és jachtok 3D lézerszkennelése",

  "services.drone.summary": "Ortofotók, 3D modellek, állapottérképek és helyszínrajzok a levegőből, földi illesztőpontokhoz kötve.",
  "services.drone.metric": "terepi felbontás (GSD) pixelenként",
  "services.drone.serviceType": "Drónos fotogrammetria",

  "services.drone/3d-modelling.summary": "Területek, tetők és építmények textúrázott hálómodelljei és pontfelhői, az országos koordináta-rendszerbe georeferálva.",
  "services.drone/3d-modelling.metric": "pontosság földi illesztőpontokkal",
  "services.drone/3d-modelling.serviceType": "Drónos 3D modellezés",

  "services.drone/existing-map.summary": "Állapottérképek drónfelvételekből és földi illesztőpontokkal, tervezésre és engedélyezésre készen.",
  "services.drone/existing-map.metric": "abszolút pontosság",
  "services.drone/existing-map.serviceType": "Állapottérkép készítése",

  "services.drone/site-plans.summary": "Helyszínrajzok DWG-, SHP- vagy GeoJSON-formátumban, GeoTIFF-ortofotókkal, a levegőből felmérve és a földön ellenőrizve.",
  "services.drone/site-plans.metric": "terepi felbontás (GSD) pixelenként",
  "services.drone/site-plans.serviceType": "Helyszínrajz drónos fotogrammetriával",

  "projects.projects/tiszachem-as-built-progress.kind": "Vegyipari üzem",
  "projects.projects/tiszachem-as-built-progress.summary": "Egy üzembővítés rendszeres szkennelése és összevetése a tervmodellel, így az eltérések kiderültek, mielőtt a következő szakág ráépített volna.",
  "projects.projects/tiszachem-as-built-progress.metric": "szkennelés és eltérésjelentés",

  "projects.projects/tiszachem-scan-to-bim.kind": "Vegyipari üzem",
  "projects.projects/tiszachem-scan-to-bim.summary": "Egy működő vegyipari üzem technológiai egységeit szkenneltük és modelleztük valós állapotuk szerint, így a korszerűsítést felmért csővezetékekre és acélszerkezetekre tervezhették.",
  "projects.projects/tiszachem-scan-to-bim.metric": "a technológiai egységek állapotmodellje",

  "projects.projects/alfold-pharma-scan-to-bim.kind": "Gyógyszeripari üzem",
  "projects.projects/alfold-pharma-scan-to-bim.summary": "Tisztatéri gyártóépület szkennelése a folyamatos termelés mellett, és modellezése a felújításhoz.",
  "projects.projects/alfold-pharma-scan-to-bim.metric": "illesztési középhiba (RMSE)",

  "projects.projects/rheinblick-hotel-facade.kind": "Szállodaipar",
  "projects.projects/rheinblick-hotel-facade.summary": "Egy szálloda homlokzatrajzai és ortofotói, a földről felmérve, állványozás és a szálloda bezárása nélkül.",
  "projects.projects/rheinblick-hotel-facade.metric": "a homlokzati pontfelhő pontossága",

  "sectors.industrial-plants.summary": "Az üzemeltetőknek és a fővállalkozóknak működés közben felmért csővezetékekre, berendezésekre és acélszerkezetekre van szükségük a rákötésekhez, leállásokhoz és digitális ikrekhez.",
  "sectors.commercial-hospitality.summary": "A szálloda- és ingatlantulajdonosok pontos rajzokra és modellekre tervezik a felújítást, a vendégeket, bérlőket és a nyitvatartást nem zavaró felméréssel.",
  "sectors.infrastructure-transportation.summary": "A vasúti és közúti kezelőknek rövid vágányzárak és útlezárások alatt felmért nyomvonalakra, műtárgyakra és terepre van szükségük, az országos vetületi rendszerben.",
  "sectors.heritage-culture.summary": "A műemlékvédelmi szervezeteknek és a műemlékes építészeknek érintésmentesen rögzített műemléki szerkezetekre van szükségük, a dokumentáció és a HBIM által megkívánt részletességgel.",
  "sectors.maritime.summary": "A hajógyárak és a hajótulajdonosok a dokkolási időn belül felmért hajótestet, gépteret és belső tereket várnak, hogy az átépítést a hajó érkezése előtt megtervezhessék.",
} satisfies SameKeys<typeof en>;

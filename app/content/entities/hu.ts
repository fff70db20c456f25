import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  services: {
    aec: {
      summary: "Építészeti, műemléki és homlokzatfelmérés, fakataszter, földmérés és építési kitűzés tervezőknek, akiknek megbízható adat kell a meglévő állapotról.",
      metric: "építészeti felmérés, vízszintes",
    },
    "aec/architectural-survey": {
      summary: "Meglévő épületek alaprajzai, metszetei, homlokzatai és BIM-modelljei, amelyekre azonnal tervezhet.",
      metric: "vízszintes pontosság",
    },
    "aec/heritage-survey": {
      summary: "A történeti szerkezetek érintésmentes rögzítése, {{heritageLod}} kidolgozottsági szintű HBIM-modellel és akár {{heritageGsd}}-es képpontméretű (GSD) képekkel.",
      metric: "pontfelhő-pontosság",
    },
    "aec/facade-survey": {
      summary: "Minden homlokzat CAD-rajza és ortofotója, a földről felmérve, állványozás nélkül.",
      metric: "pontfelhő-pontosság",
    },
    "aec/tree-survey": {
      summary: "{{treeStandard}} szerinti fakataszter A, B, C és U kategóriákkal és gyökérvédelmi zónákkal, a fák száma alapján árazva.",
      metric: "felmért fa naponta a helyszínen",
    },
    "aec/construction-setting-out": {
      summary: "Tengelyek, szintek és horgonycsavarok kitűzése mérőállomással és GNSS/RTK-val, minden ellenőrzés után {{deviationReportHours}} órán belül eltérésjelentéssel.",
      metric: "kitűzési pontosság",
    },
    "aec/land-surveying": {
      summary: "Topográfiai felmérések és terepmodellek drónnal vagy földi méréssel, {{landControl}} pontosságú alapponthálóhoz kötve.",
      metric: "vízszintes középhiba (RMSE)",
    },
    industrial: {
      summary: "Csővezetékek, berendezések és acélszerkezetek szkennelése működő üzemben, modellezés rákötésekhez, ütközésvizsgálathoz és leállások tervezéséhez.",
      metric: "ipari modellek alapszintje",
    },
    "industrial/scan-to-bim": {
      summary: "Csővezetékek, berendezések és acélszerkezetek modellezése rákötésekhez, ütközésvizsgálathoz és a leállások tervezéséhez.",
      metric: "ipari modellek alapszintje",
    },
    "industrial/as-built-qaqc": {
      summary: "Új szerelések eltérésvizsgálata a felvétel és a terv összevetésével, rövid minőségügyi összefoglalóval {{qaMemoHours}} órán belül.",
      metric: "minőségellenőrzés mérőállomással",
    },
    construction: {
      summary: "Scan to BIM, Scan to CAD, megvalósulás- és előrehaladás-követés és AR-integrált BIM, hogy a terv, a helyszín és a modell összhangban maradjon.",
      metric: "szkennelés, vagy mérföldkövenként",
    },
    "construction/scan-to-bim": {
      summary: "Revit- és IFC-modellek építészeti, tartószerkezeti és épületgépészeti tartalommal, alapesetben {{lodStandard}} kidolgozottsági szinten.",
      metric: "modelltűrés",
    },
    "construction/scan-to-cad": {
      summary: "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok a kívánt méretarányban ({{drawingScales}}), DWG-formátumban.",
      metric: "jellemző rajzi pontosság",
    },
    "construction/as-built-progress": {
      summary: "A helyszín szkennelése és összevetése a modellel meghatározott időközönként, rövid jelentésekkel {{smallReportHours}} órán belül.",
      metric: "szkennelés, vagy mérföldkövenként",
    },
    "construction/ar-integrated-bim": {
      summary: "A BIM-modell kiterjesztett valósággal a helyszínre vetítve, hogy a pozíciók, a nyílások és a gépészeti vezetékek a beépítés előtt ellenőrizhetők legyenek.",
      metric: "valós méretű modell a helyszínen",
    },
    maritime: {
      summary: "Hajótestek, gépterek és belső terek szkennelése kikötőben vagy szárazdokkban, felújításhoz és utólagos átalakításhoz.",
      metric: "átadás szárazdokkos munkáknál",
    },
    "maritime/ship-yacht-scanning": {
      summary: "Hajók pontfelhői, CAD-rajzai és 3D modelljei; belső terek {{vesselInteriorAccuracy}} pontossággal, szárazdokkos munkáknál {{dryDockTurnaroundHours}} órás átadással.",
      metric: "a hajótest pontossága",
    },
    drone: {
      summary: "Ortofotók, 3D modellek, állapottérképek és helyszínrajzok a levegőből, földi illesztőpontokhoz kötve.",
      metric: "terepi felbontás (GSD) pixelenként",
    },
    "drone/3d-modelling": {
      summary: "Területek, tetők és építmények textúrázott hálómodelljei és pontfelhői, az országos koordináta-rendszerbe georeferálva.",
      metric: "pontosság földi illesztőpontokkal",
    },
    "drone/existing-map": {
      summary: "Állapottérképek drónfelvételekből és földi illesztőpontokkal, tervezésre és engedélyezésre készen.",
      metric: "abszolút pontosság",
    },
    "drone/site-plans": {
      summary: "Helyszínrajzok DWG-, SHP- vagy GeoJSON-formátumban, GeoTIFF-ortofotókkal, a levegőből felmérve és a földön ellenőrizve.",
      metric: "terepi felbontás (GSD) pixelenként",
    },
  },
  projects: {
    "projects/tiszachem-as-built-progress": {
      kind: "Vegyipari üzem",
      summary: "Egy üzembővítés rendszeres szkennelése és összevetése a tervmodellel, így az eltérések kiderültek, mielőtt a következő szakág ráépített volna.",
      metric: "szkennelés és eltérésjelentés",
    },
    "projects/tiszachem-scan-to-bim": {
      kind: "Vegyipari üzem",
      summary: "Egy működő vegyipari üzem technológiai egységeit szkenneltük és modelleztük valós állapotuk szerint, így a korszerűsítést felmért csővezetékekre és acélszerkezetekre tervezhették.",
      metric: "a technológiai egységek megvalósulási modellje",
    },
    "projects/alfold-pharma-scan-to-bim": {
      kind: "Gyógyszeripari üzem",
      summary: "Tisztatéri gyártóépület szkennelése a folyamatos termelés mellett, és modellezése a felújításhoz.",
      metric: "illesztési középhiba (RMSE)",
    },
    "projects/rheinblick-hotel-facade": {
      kind: "Szállodaipar",
      summary: "Egy szálloda homlokzatrajzai és ortofotói, a földről felmérve, állványozás és a szálloda bezárása nélkül.",
      metric: "a homlokzati pontfelhő pontossága",
    },
  },
} satisfies SameShape<typeof en>;

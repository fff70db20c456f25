import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  pageOf: "{page}/{pages}. oldal",
  project: "Projekt",
  checkedBy: "Ellenőrizte",
  date: "Dátum",
  notes: "Megjegyzések",

  "site-access.title": "Ellenőrzőlista: bejutás, engedélyek és munkavédelem",
  "site-access.intro":
    "Mit kell elintézni, mielőtt a felmérőcsapat megérkezik egy üzembe, szállodába vagy használatban lévő épületbe. Minden előre elintézett tétel egy órányi szkennelést jelent várakozás helyett a kapuban.",
  "site-access.before.heading": "A helyszíni munka előtt",
  "site-access.before.site-contact":
    "Ki van jelölve egy helyszíni felelős, aki a bejutást biztosítja és aláírja az engedélyeket, és a felmérés alatt telefonon elérhető.",
  "site-access.before.rules-induction":
    "A házirendet és a munkavédelmi oktatás anyagát előre megküldték, az oktatás időpontját az első nap reggelére egyeztették.",
  "site-access.before.hours":
    "A munkaidő egyeztetve van, az éjszakai vagy hétvégi munkát is beleértve ott, ahol a területet csak üresen lehet szkennelni.",
  "site-access.before.passes": "A csapat tagjai névre szóló belépőt kapnak, a gépjárművet parkolásra és rakodásra bejelentették.",
  "site-access.before.occupants": "A bérlők, a munkatársak vagy a szálloda recepciója tudja, mikor és hol dolgozik a csapat.",
  "site-access.permits.heading": "Engedélyek és veszélyes területek",
  "site-access.permits.permit-to-work":
    "A technológiai területekre az üzem engedélyező irodája munkaengedélyt ad ki – ha a telephely így írja elő, műszakonként.",
  "site-access.permits.atex":
    "Az ATEX-zónákat alaprajzon jelölték. A lézerszkennerek nem robbanásbiztosak: minden zónára gázmentességi igazolást és engedélyt tűzveszélyes tevékenységre, vagy leállási időablakot egyeztettek.",
  "site-access.permits.confined-spaces":
    "A zárt terek (tartályok, aknák, átereszek) listája elkészült; belépés csak engedéllyel és kint álló biztosító személlyel.",
  "site-access.permits.height":
    "A magasban végzett munkát megtervezték: tetőfeljárat, leesés elleni védelem vagy kikötési pontok, és emelőkosár ott, ahol a műszerállásokhoz kell.",
  "site-access.permits.drone":
    "Drónos repüléshez: a légiközlekedési hatóság engedélye, ha a légtér miatt szükséges, a tulajdonos hozzájárulása, valamint a telephely jóváhagyása a repülési területre és időpontra.",
  "site-access.permits.photography":
    "Meg vannak nevezve a területek, ahol tilos a szkennelés vagy a fényképezés: biztonsági helyiségek, adatközpontok, foglalt vendégszobák, titoktartás alá eső gyártósorok.",
  "site-access.on-site.heading": "A helyszínen",
  "site-access.on-site.ppe":
    "Ismert az előírt egyéni védőeszközök köre: védősisak, munkavédelmi lábbeli, láthatósági mellény, védőszemüveg és hallásvédő, valamint minden különleges eszköz (lángálló ruházat, gázérzékelő).",
  "site-access.on-site.keys-escort":
    "A zárva tartott helyiségekhez, gépházakhoz, villamos helyiségekhez és a tetőfeljárathoz kulcs vagy kísérő biztosított.",
  "site-access.on-site.ceilings": "Egyeztették, mely álmennyezeti lapok emelhetők ki, és ki teszi vissza őket.",
  "site-access.on-site.risers":
    "A gépészeti aknák és a revíziós nyílások kinyithatók, szükség esetén a létesítményüzemeltető jelenlétében.",
  "site-access.on-site.equipment-route":
    "A műszerek szállításához lift és útvonal, éjszakai tárolásukhoz zárható helyiség áll rendelkezésre.",
  "site-access.on-site.clean-areas": "A tisztaterek, konyhák és laboratóriumok beöltözési és higiéniai szabályai ismertek.",
  "site-access.on-site.emergency": "A csapat ismeri a gyülekezési pontot, az elsősegély-felelőst és a tervezett riasztási próbákat.",

  "delivery.title": "Átadási ellenőrzőlista",
  "delivery.intro":
    "Mit kell a felmérés előtt egyeztetni, és mit kell ellenőrizni, amikor megérkeznek az adatok, hogy a modellt bizonyítékok alapján, ne bizalomból vegye át.",
  "delivery.agreed.heading": "Egyeztetve a felmérés előtt",
  "delivery.agreed.formats": "Fájlformátumok és szoftververziók: pontfelhő (E57, RCP), modell (RVT, IFC), rajzok (DWG, PDF).",
  "delivery.agreed.coordinates": "A koordináta-rendszer, a magassági alapszint és a modell projektbázispontja.",
  "delivery.agreed.naming": "A fájlok elnevezése és a mappaszerkezet, vagy az Ön saját elnevezési szabványa, amelyet követnünk kell.",
  "delivery.agreed.lod": "Az egyes elemek vagy zónák kidolgozottsági szintje a LOD-mátrixra hivatkozva, és az egyes szintek tűrése.",
  "delivery.agreed.handover": "Az adatátadás módja: letöltési link, az Ön közös adatkörnyezete (CDE) vagy adathordozó.",
  "delivery.arrival.heading": "Amikor megérkeznek az adatok",
  "delivery.arrival.files-open": "Minden fájl megnyílik az egyeztetett szoftververzióban, és a munkarészek listájáról semmi sem hiányzik.",
  "delivery.arrival.registration":
    "Az illesztési jelentés szerint a középhiba (RMSE) {{registrationRmse}}, az alappontok maradék eltérése {{controlResiduals}}.",
  "delivery.arrival.coverage":
    "A megbízásban szereplő minden helyiséget és területet beszkenneltek; ami kimaradt, az indoklással szerepel a listán.",
  "delivery.arrival.position":
    "A pontfelhő és a modell az egyeztetett koordináta-rendszerben van: egy ismert pont vagy tengely ellenőrzése egyezést mutat.",
  "delivery.arrival.lod-check": "A modell kidolgozottsága elemenként megfelel a LOD-mátrixban egyeztetett szintnek.",
  "delivery.arrival.deviation":
    "A QA/QC-jelentés tartalmazza a modell és a pontfelhő összevetését, és minden tűrésen kívüli eltérésre magyarázatot ad.",
  "delivery.arrival.assumed": "A szkenner számára nem látható elemeket feltételezettként vagy tervekből átvettként jelölték.",
  "delivery.arrival.template": "A nevek, szintek, tengelyek és munkakészletek (workset) az Ön sablonját követik.",
  "delivery.sign-off.heading": "Javítások és átvétel",
  "delivery.sign-off.comments": "A megjegyzéseket egyetlen listában, a {{revisionWindowHours}} órás javítási időszakon belül küldik el.",
  "delivery.sign-off.sign-off":
    "Az ellenőrzések lezárása után az átvételt írásban igazolják, a QA/QC-jelentést pedig a modellel együtt megőrzik.",
  "delivery.sign-off.archive": "Az illesztett pontfelhőt archiválják: a későbbi kérdésekre újabb helyszíni kiszállás nélkül is választ ad.",
} satisfies SameKeys<typeof en>;

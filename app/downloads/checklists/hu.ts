import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  pageOf: "{page}/{pages}. oldal",
  project: "Projekt",
  checkedBy: "Ellenőrizte",
  date: "Dátum",
  notes: "Megjegyzések",

  "site-access.title": "Ellenőrzőlista: helyszíni hozzáférés, engedélyek és munkabiztonság",
  "site-access.intro":
    "Amit el kell intézni, mielőtt a felmérőcsapat megérkezik egy üzembe, egy szállodába vagy egy használatban lévő épületbe. Minden előre rendezett tétel egy óra szkennelés a kapuban várakozás helyett.",
  "site-access.before.heading": "A helyszíni munka előtt",
  "site-access.before.site-contact":
    "Ki van jelölve egy helyszíni felelős, aki beenged és aláírja az engedélyeket, és a felmérés ideje alatt elérhető telefonszámot adott meg.",
  "site-access.before.rules-induction":
    "A házirendet és a munkavédelmi oktatás anyagát előre megküldték, az oktatás az első reggelre be van ütemezve.",
  "site-access.before.hours":
    "A munkaidő egyeztetve van, beleértve az éjszakai vagy hétvégi munkát azokon a területeken, amelyek csak üresen szkennelhetők.",
  "site-access.before.passes": "A csapat megnevezett tagjai belépőkártyát kapnak, a gépjármű parkolásra és rakodásra be van jelentve.",
  "site-access.before.occupants": "A bérlők, a munkatársak vagy a szálloda recepciója tudja, mikor és hol dolgozik a csapat.",
  "site-access.permits.heading": "Engedélyek és veszélyes területek",
  "site-access.permits.permit-to-work":
    "A technológiai területekre az üzem engedélyezési irodája munkavégzési engedélyt ad ki, ha a telephely előírja, műszakonként.",
  "site-access.permits.atex":
    "Az ATEX-zónák alaprajzon jelölve vannak. A lézerszkennerek nem robbanásbiztosak: minden zónához gázmentességi igazolás és tűzveszélyes munkavégzési engedély, vagy leállási időablak van egyeztetve.",
  "site-access.permits.confined-spaces":
    "A zárt terek (tartályok, aknák, átereszek) listája elkészült; belépés csak engedéllyel és kint álló biztosítóval.",
  "site-access.permits.height":
    "A magasban végzett munka meg van tervezve: tetőfeljáró, leesés elleni védelem vagy kikötési pontok, és emelőkosár ott, ahol a műszerállásokhoz kell.",
  "site-access.permits.drone":
    "Drónos repüléshez: a légtér szerint szükséges hatósági engedély, a tulajdonos hozzájárulása és a telephely jóváhagyása a repülési területre és időpontra.",
  "site-access.permits.photography":
    "Meg vannak nevezve a területek, ahol tilos a szkennelés vagy a fényképezés: biztonsági helyiségek, adatközpontok, lakott szállodai szobák, titoktartás alá eső gyártósorok.",
  "site-access.on-site.heading": "A helyszínen",
  "site-access.on-site.ppe":
    "Az előírt egyéni védőeszközök ismertek: védősisak, munkavédelmi cipő, láthatósági mellény, védőszemüveg és hallásvédő, valamint minden különleges eszköz (lángálló ruházat, gázérzékelő).",
  "site-access.on-site.keys-escort":
    "A zárt helyiségekhez, gépházakhoz, villamos helyiségekhez és a tetőfeljáróhoz kulcs vagy kísérő biztosított.",
  "site-access.on-site.ceilings": "Egyeztetve van, mely álmennyezeti lapok emelhetők ki, és ki teszi vissza őket.",
  "site-access.on-site.risers": "A gépészeti aknák és revíziós nyílások kinyithatók, ha kell, a létesítményüzemeltető jelenlétében.",
  "site-access.on-site.equipment-route":
    "A műszerek szállításához lift és útvonal, éjszakai tárolásukhoz zárható helyiség áll rendelkezésre.",
  "site-access.on-site.clean-areas": "A tisztaterek, konyhák és laboratóriumok öltözési és higiéniai szabályai ismertek.",
  "site-access.on-site.emergency": "A csapat ismeri a gyülekezési pontot, az elsősegély-felelőst és a tervezett riasztási próbákat.",

  "delivery.title": "Átadási ellenőrzőlista",
  "delivery.intro":
    "Mit kell a felmérés előtt egyeztetni, és mit kell ellenőrizni, amikor megérkeznek az adatok – hogy a modell átvétele bizonyítékokon, ne bizalmon alapuljon.",
  "delivery.agreed.heading": "A felmérés előtt egyeztetve",
  "delivery.agreed.formats": "Fájlformátumok és szoftververziók: pontfelhő (E57, RCP), modell (RVT, IFC), rajzok (DWG, PDF).",
  "delivery.agreed.coordinates": "A koordináta-rendszer, a magassági alapszint és a modell projekt-alappontja.",
  "delivery.agreed.naming": "A fájlok elnevezése és mappaszerkezete, vagy az Ön követendő elnevezési szabványa.",
  "delivery.agreed.lod": "Az egyes elemek vagy zónák kidolgozottsági szintje a LOD-mátrixra hivatkozva, és az egyes szintek tűrése.",
  "delivery.agreed.handover": "Az adatátadás módja: letöltési link, az Ön közös adatkörnyezete (CDE) vagy adathordozó.",
  "delivery.arrival.heading": "Amikor megérkeznek az adatok",
  "delivery.arrival.files-open": "Minden fájl megnyílik az egyeztetett szoftververzióban, és az átadási listáról semmi sem hiányzik.",
  "delivery.arrival.registration":
    "A regisztrációs jelentés szerint az RMSE {{registrationRmse}}, az alappontokon mért maradék eltérések {{controlResiduals}}.",
  "delivery.arrival.coverage":
    "A megbízásban szereplő minden helyiséget és területet szkenneltek; a hiányok indoklással szerepelnek a listán.",
  "delivery.arrival.position": "A pontfelhő és a modell az egyeztetett koordináta-rendszerben van: egy ismert pont vagy tengely egyezik.",
  "delivery.arrival.lod-check": "A modell kidolgozottsága elemenként megfelel a LOD-mátrixban egyeztetett oszlopnak.",
  "delivery.arrival.deviation":
    "A minőségellenőrzési jelentés tartalmazza a modell és a pontfelhő összevetését, és minden tűrésen kívüli eltérés magyarázatot kap.",
  "delivery.arrival.assumed": "A szkenner által nem látott elemek feltételezettként vagy tervekből átvettként vannak jelölve.",
  "delivery.arrival.template": "A nevek, szintek, tengelyek és munkakészletek (workset) az Ön sablonját követik.",
  "delivery.sign-off.heading": "Javítások és átvétel",
  "delivery.sign-off.comments":
    "A megjegyzéseket egyetlen listában, az átadást követő {{revisionWindowHours}} órás javítási időszakon belül küldik el.",
  "delivery.sign-off.sign-off":
    "Az ellenőrzések után az átvétel írásban megtörténik, a minőségellenőrzési jelentést a modellel együtt őrzik meg.",
  "delivery.sign-off.archive": "A regisztrált pontfelhőt archiválják: a későbbi kérdésekre újabb helyszíni bejárás nélkül is választ ad.",
} satisfies SameKeys<typeof en>;

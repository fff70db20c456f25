import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Felmérési feladatleírás",
  subtitle: "A kérdések, amelyek alapján minden felmérő ugyanarra a feladatra ad árat",
  intro:
    "Válaszoljon arra, amit tud, a többit hagyja üresen: minden üres mező egy kérdés, amelyet az ajánlatadás előtt feltesszünk. Ha ugyanezt a feladatleírást küldi el minden megkeresett cégnek, a beérkező ajánlatokat tételesen összevetheti. Képernyőn is kitöltheti, vagy kinyomtathatja.",
  pageOf: "{page}/{pages}. oldal",
  send: "A kitöltött feladatleírást – ha vannak, tervekkel vagy fényképekkel együtt – erre a címre küldje:",

  "project.heading": "Projekt és helyszín",
  "project.hint":
    "A címből és az épület típusából látjuk, hogyan közelíthető meg a helyszín, és mennyi munka végezhető el ott egy nap alatt.",
  "project.name": "A projekt neve",
  "project.address": "A helyszín címe",
  "project.building": "Az épület típusa és jelenlegi használata",
  "project.existing": "Felhasználható meglévő dokumentáció",
  "project.existing.drawings": "Tervek (alaprajzok, metszetek, homlokzatrajzok)",
  "project.existing.model": "Korábbi modell (Revit, IFC)",
  "project.existing.earlier-survey": "Korábbi felmérés vagy pontfelhő",
  "project.existing.none": "Nincs megbízható adat",

  "purpose.heading": "A felmérés célja",
  "purpose.hint":
    "A cél határozza meg a kidolgozottsági szintet és a tűrést: egy helyiségkiosztás tervezéséhez és egy előregyártáshoz készülő modell ára között többszörös a különbség.",
  "purpose.uses": "Mire használják a modellt vagy a rajzokat?",
  "purpose.uses.refurbishment": "Felújítás vagy belsőépítészeti átalakítás tervezése",
  "purpose.uses.permit": "Engedélyezési tervek",
  "purpose.uses.facility": "Létesítményüzemeltetés vagy vagyonkezelés",
  "purpose.uses.coordination": "Új épületgépészeti rendszerek összehangolása a meglévő szerkezettel",
  "purpose.uses.prefabrication": "Pontosan illeszkedő elemek előregyártása",
  "purpose.uses.heritage": "Műemlék vagy történeti épület dokumentálása",
  "purpose.other": "Egyéb cél, vagy a döntés, amelyet a felmérésnek alá kell támasztania",

  "extent.heading": "A felmérendő terület",
  "extent.hint":
    "A felmérő az alapterületet és a bevont épületrészeket árazza; ami a feladatleírásból kimarad, az minden ajánlatból hiányozni fog.",
  "extent.area": "A felmérendő bruttó alapterület (m²)",
  "extent.floors": "Szintek száma a pincékkel és a gépészeti szintekkel együtt",
  "extent.includes": "Ezek is a felmérés részei",
  "extent.includes.facades": "Homlokzatok",
  "extent.includes.roof": "Tető és tetőgépészet",
  "extent.includes.basements": "Pincék és mélygarázsok",
  "extent.includes.risers": "Gépészeti aknák és strangok",
  "extent.includes.ceiling-voids": "Álmennyezet feletti terek (a lapok kiemelésével)",
  "extent.includes.site": "Külső területek és terep",
  "extent.excluded": "Kizárt vagy nem hozzáférhető területek",

  "deliverables.heading": "Munkarészek és formátumok",
  "deliverables.hint":
    "A fájlformátumokat és a szoftververziókat most adja meg: egy modell átadás utáni konvertálása időbe kerül, és adatvesztéssel jár.",
  "deliverables.files": "Átadandó fájlok",
  "deliverables.files.point-cloud": "Illesztett pontfelhő (E57, RCP)",
  "deliverables.files.revit": "Revit-modell (RVT)",
  "deliverables.files.ifc": "IFC-modell",
  "deliverables.files.drawings": "Alaprajzok, metszetek és homlokzatrajzok (DWG, PDF)",
  "deliverables.files.navisworks": "Koordinációs modell (NWD)",
  "deliverables.files.qa-report": "QA/QC-jelentés",
  "deliverables.software": "A szoftver és verziója, amelyben a fájloknak meg kell nyílniuk",
  "deliverables.template": "Követendő sablon, családok vagy elnevezési szabvány",

  "lod.heading": "Kidolgozottsági szint elemenként vagy zónánként",
  "lod.hint":
    "Az önmagában álló „{{lod300}}” megjelölést minden ajánlattevő másként érti. Hivatkozzon elemenként LOD-mátrixunk soraira, és jelölje be egy alaprajzon azokat a zónákat, amelyeket részletesebben kell modellezni.",
  "lod.by-element": "Szint elemenként (falak, födémek, tartószerkezet, épületgépészet…), a LOD-mátrix szerint",
  "lod.by-area": "Magasabb vagy alacsonyabb szintű zónák (gépházak, aknák, csatlakozási területek)",
  "lod.smallest": "A legkisebb modellezendő légcsatorna, cső vagy kábeltálca",

  "accuracy.heading": "Pontosság és tűrés",
  "accuracy.hint":
    "A célhoz képest szigorúbb tűrés megsokszorozza a helyszíni és az irodai munkát, a lazább miatt pedig újra kell mérni. Alapesetben a {{lod300}} szintű modell {{bimTolerance}} tűréssel követi a pontfelhőt.",
  "accuracy.tolerance": "A modell megkívánt tűrése a pontfelhőhöz képest, ha eltér a LOD-mátrixtól",
  "accuracy.checks": "A pontosság igazolása",
  "accuracy.checks.checkpoints": "Mérőállomással bemért független ellenőrző pontok",
  "accuracy.checks.report-per-element": "Elemenkénti eltérésjelentés a QA/QC-jelentésben",

  "coordinates.heading": "Koordináta-rendszer és magassági alapszint",
  "coordinates.hint":
    "A rossz koordináta-rendszerben elhelyezett modell nem fedi a tervet és a helyszínrajzot; utólagos áthelyezése minden szakágban hibát kockáztat.",
  "coordinates.system": "Az adatok koordináta-rendszere",
  "coordinates.system.national": "Országos vetületi rendszer (EOV, TUREF, ETRS89/UTM…)",
  "coordinates.system.local-grid": "Az épület vagy a telephely helyi koordináta-rendszere",
  "coordinates.system.architect-base-point": "Az építész által megadott projektbázispont",
  "coordinates.system.not-needed": "Nincs szükség meghatározott rendszerre",
  "coordinates.datum": "Magassági alapszint (balti, TUDKA-99, DHHN…) vagy helyi viszonyítási szint",
  "coordinates.control": "A helyszínen meglévő alappontok vagy magassági pontok (falicsapok)",

  "access.heading": "Bejutás és korlátozások",
  "access.hint":
    "A munkavégzésre rendelkezésre álló idősávok, a kísérés és az engedélyek döntik el, hány napig tart a szkennelés; bejutási és munkavédelmi ellenőrzőlistánk felsorolja, mit kell előkészíteni.",
  "access.conditions": "Ezen a helyszínen",
  "access.conditions.occupied": "Az épület a felmérés alatt használatban van",
  "access.conditions.out-of-hours": "Csak munkaidőn kívül lehet dolgozni",
  "access.conditions.induction": "Munkavédelmi oktatás szükséges",
  "access.conditions.permit-to-work": "Munkaengedély szükséges (üzemi és robbanásveszélyes területek)",
  "access.conditions.escort": "Egyes területekre csak kísérővel vagy kulccsal lehet bejutni",
  "access.conditions.drone": "Drónos felmérést kérünk a tetőkről vagy a telekről",
  "access.notes": "Munkaidő, korlátozott belépésű területek, egyéni védőeszközök és minden más, amiről tudnunk kell",

  "schedule.heading": "Ütemterv",
  "schedule.hint": "Az átadási határidő szabja meg a csapat létszámát; ha a határidő az ajánlat után módosul, többnyire az ár is módosul.",
  "schedule.site-from": "A helyszín legkorábban ekkortól áll rendelkezésre",
  "schedule.delivery-by": "A munkarészek átadási határideje",
  "schedule.milestones": "Részátadások vagy mérföldkövek (például elsőként egy emelet, véleményezésre)",

  "contacts.heading": "Kapcsolattartók",
  "contacts.hint":
    "Egy személy, aki a feladat tartalmáról dönt, és egy, aki kinyitja az ajtókat: ha a kérdésekre még aznap választ kapunk, a felmérés tartja az ütemtervet.",
  "contacts.client": "A megrendelő kapcsolattartója: név, beosztás, telefon, e-mail",
  "contacts.site": "Helyszíni kapcsolattartó: név, telefon",
  "contacts.bim": "A modell átvevője (BIM-menedzser): név, e-mail",
} satisfies SameKeys<typeof en>;

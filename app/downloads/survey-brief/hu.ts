import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Felmérési megbízás",
  subtitle: "A kérdések, amelyek után minden felmérő ugyanarra a munkára ad ajánlatot",
  intro:
    "Válaszoljon arra, amit tud, a többit hagyja üresen: minden üres mező egy kérdés, amelyet az ajánlatadás előtt feltesszünk. Küldje el ugyanezt a megbízást minden megkeresett cégnek, és a beérkező ajánlatok tételesen összevethetők lesznek. Az űrlap képernyőn kitölthető vagy kinyomtatható.",
  pageOf: "{page}/{pages}. oldal",
  send: "A kitöltött megbízást – ha vannak, alaprajzokkal vagy fényképekkel együtt – erre a címre küldje:",

  "project.heading": "Projekt és helyszín",
  "project.hint":
    "A cím és az épület típusa megmutatja, hogyan közelíthető meg a helyszín, és mennyi munka végezhető el ott egy nap alatt.",
  "project.name": "A projekt neve",
  "project.address": "A helyszín címe",
  "project.building": "Az épület típusa és jelenlegi használata",
  "project.existing": "Meglévő, felhasználható információk",
  "project.existing.drawings": "Tervek (alaprajzok, metszetek, homlokzatok)",
  "project.existing.model": "Korábbi modell (Revit, IFC)",
  "project.existing.earlier-survey": "Korábbi felmérés vagy pontfelhő",
  "project.existing.none": "Nincs megbízható adat",

  "purpose.heading": "A felmérés célja",
  "purpose.hint":
    "A cél határozza meg a kidolgozottsági szintet és a tűrést: egy térszervezéshez készülő és egy előregyártáshoz készülő modell költsége többszörösen eltér.",
  "purpose.uses": "A modell vagy a rajzok felhasználása",
  "purpose.uses.refurbishment": "Felújítás vagy belsőépítészeti átalakítás tervezése",
  "purpose.uses.permit": "Engedélyezési tervek",
  "purpose.uses.facility": "Létesítmény- vagy vagyongazdálkodás",
  "purpose.uses.coordination": "Új épületgépészet összehangolása a meglévő szerkezettel",
  "purpose.uses.prefabrication": "Pontosan illeszkedő elemek előregyártása",
  "purpose.uses.heritage": "Műemlék vagy történeti épület dokumentálása",
  "purpose.other": "Egyéb cél, vagy a döntés, amelyet a felmérésnek alá kell támasztania",

  "extent.heading": "Terület és kiterjedés",
  "extent.hint":
    "A felmérő a területet és a bevont épületrészeket árazza; a megbízásból kimaradt helyiség minden ajánlatból hiányozni fog.",
  "extent.area": "A felmérendő bruttó alapterület (m²)",
  "extent.floors": "Szintek száma a pinceszintekkel és gépészeti szintekkel együtt",
  "extent.includes": "Ezek is a felmérés részei",
  "extent.includes.facades": "Homlokzatok",
  "extent.includes.roof": "Tető és tetőgépészet",
  "extent.includes.basements": "Pincék és mélygarázsok",
  "extent.includes.risers": "Gépészeti aknák",
  "extent.includes.ceiling-voids": "Álmennyezet feletti terek (a lapok kiemelésével)",
  "extent.includes.site": "Külső területek és terep",
  "extent.excluded": "Kizárt vagy nem hozzáférhető területek",

  "deliverables.heading": "Átadandó munkarészek és formátumok",
  "deliverables.hint":
    "A fájlformátumokat és a szoftververziókat most adja meg: egy modell átadás utáni konvertálása időt visz el, és adatvesztéssel jár.",
  "deliverables.files": "Átadandó fájlok",
  "deliverables.files.point-cloud": "Regisztrált pontfelhő (E57, RCP)",
  "deliverables.files.revit": "Revit-modell (RVT)",
  "deliverables.files.ifc": "IFC-modell",
  "deliverables.files.drawings": "Alaprajzok, metszetek és homlokzatok (DWG, PDF)",
  "deliverables.files.navisworks": "Koordinációs modell (NWD)",
  "deliverables.files.qa-report": "Minőségellenőrzési (QA/QC) jelentés",
  "deliverables.software": "A szoftver és verziója, amelyben a fájloknak meg kell nyílniuk",
  "deliverables.template": "Követendő sablon, családok vagy elnevezési szabvány",

  "lod.heading": "Kidolgozottsági szint elemenként vagy zónánként",
  "lod.hint":
    "Az önmagában álló „{{lod300}}” kifejezést minden ajánlattevő másként érti. Hivatkozzon elemenként LOD-mátrixunk soraira, és jelölje be egy alaprajzon azokat a zónákat, amelyek részletesebb modellt igényelnek.",
  "lod.by-element": "Szint elemenként (falak, födémek, tartószerkezet, gépészet…), a LOD-mátrix szerint",
  "lod.by-area": "Magasabb vagy alacsonyabb szintű zónák (gépházak, aknák, csatlakozási területek)",
  "lod.smallest": "A legkisebb modellezendő légcsatorna, cső vagy kábeltálca",

  "accuracy.heading": "Pontosság és tűrés",
  "accuracy.hint":
    "A célhoz képest szigorúbb tűrés megsokszorozza a helyszíni és irodai munkát, a lazább pedig újabb méréshez vezet. Alapesetben {{lod300}} szinten {{bimTolerance}} tűréssel követjük a pontfelhőt.",
  "accuracy.tolerance": "A modell megkívánt tűrése a pontfelhőhöz képest, ha eltér a LOD-mátrixtól",
  "accuracy.checks": "A pontosság igazolása",
  "accuracy.checks.checkpoints": "Mérőállomással bemért, független ellenőrzőpontok",
  "accuracy.checks.report-per-element": "Elemenkénti eltérésjelentés a minőségellenőrzési jelentésben",

  "coordinates.heading": "Koordináta-rendszer és magassági alapszint",
  "coordinates.hint":
    "A rossz koordinátákban álló modell nem fedi a tervet és a helyszínrajzot; utólagos áthelyezése minden szakágban hibát kockáztat.",
  "coordinates.system": "Az adatok koordináta-rendszere",
  "coordinates.system.national": "Országos vetületi rendszer (EOV, TUREF, ETRS89/UTM…)",
  "coordinates.system.local-grid": "Az épület vagy a telep helyi koordináta-rendszere",
  "coordinates.system.architect-base-point": "Az építész által megadott projekt-alappont",
  "coordinates.system.not-needed": "Nincs szükség meghatározott rendszerre",
  "coordinates.datum": "Magassági alapszint (balti, TUDKA-99, DHHN…) vagy helyi szintmagasság",
  "coordinates.control": "A helyszínen meglévő alappontok vagy magassági jegyek",

  "access.heading": "Hozzáférés és korlátozások",
  "access.hint":
    "A munkavégzési idősávok, a kísérés és az engedélyek döntik el, hány napig tart a szkennelés; helyszíni hozzáférési ellenőrzőlistánk felsorolja, mit kell előkészíteni.",
  "access.conditions": "Ezen a helyszínen",
  "access.conditions.occupied": "Az épület a felmérés alatt használatban van",
  "access.conditions.out-of-hours": "Csak munkaidőn kívül lehet dolgozni",
  "access.conditions.induction": "Munkavédelmi oktatás szükséges",
  "access.conditions.permit-to-work": "Munkavégzési engedély szükséges (üzem, veszélyes területek)",
  "access.conditions.escort": "Egyes területekhez kísérő vagy kulcs kell",
  "access.conditions.drone": "A tetőkhöz vagy a telekhez drónos felmérést kérünk",
  "access.notes": "Munkaidő, korlátozott területek, egyéni védőeszközök és minden, amiről tudnunk kell",

  "schedule.heading": "Ütemezés",
  "schedule.hint": "Az átadási határidő szabja meg a csapat létszámát; az ajánlat után módosuló határidő többnyire az árat is módosítja.",
  "schedule.site-from": "A helyszín legkorábbi rendelkezésre állása",
  "schedule.delivery-by": "Az átadandó munkarészek határideje",
  "schedule.milestones": "Részátadások vagy mérföldkövek (például egy első szint véleményezésre)",

  "contacts.heading": "Kapcsolattartók",
  "contacts.hint":
    "Egy személy, aki a munka tartalmáról dönt, és egy, aki kinyitja az ajtókat: az aznap megválaszolt kérdések tartják az ütemtervet.",
  "contacts.client": "A megrendelő kapcsolattartója: név, beosztás, telefon, e-mail",
  "contacts.site": "Helyszíni kapcsolattartó: név, telefon",
  "contacts.bim": "A modell átvevője (BIM-koordinátor): név, e-mail",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Tanúsítványok",
  "page.title": "Tanúsítványok és szabványok",
  "page.h1": "Tanúsítványok és szabványok",
  "page.description": "A szabványok, amelyek szerint dolgozunk: a {{treeStandard}} szerinti fakataszteri felméréstől a kidolgozottsági szintek (LOD) előírásain át az országos geodéziai koordináta-rendszerekig.",

  "hero.eyebrow": "Szabványok és garanciák",
  "hero.lead": "A szabványok és előírások, amelyek szerint dolgozunk, az országos felmérési szabályok Magyarországon, Törökországban és Németországban, valamint a garanciák, amelyeket minden szerződésbe beleírunk. Mindegyiket ellenőrizheti a munkarészekben, a QA/QC-jelentésben vagy magában a szerződésben.",
  "hero.facts.treeStandard": "Fakataszter szabványa",
  "hero.facts.lodStandard": "Kidolgozottsági szint alapesetben",

  "sections.what-this-page-covers.heading": "Ellenőrizhető szabványok",
  "sections.what-this-page-covers.blocks.standard-only-worth": "Egy szabványt csak akkor érdemes megnevezni, ha látható, hogy a munka megfelel neki. Az ezen az oldalon felsoroltak bizonyítéka a munkarészekben van: a fák listája és kategóriái, az egyes modellelemek kidolgozottsági szintje, a QA/QC-jelentés pontossági értékei, minden fájl koordináta-rendszere.",
  "sections.what-this-page-covers.blocks.where-project-sets": "Ha projektjének saját követelményei vannak, például BIM-megvalósítási terv, cégének CAD-szabványa vagy egy üzem műszaki előírásai, ezek az elsők. A munka megkezdése előtt beírjuk őket a műszaki előírásba, és a munkarészeket ezek szerint ellenőrizzük.",

  "sections.standards.heading": "A szabványok, amelyek szerint dolgozunk",
  "sections.standards.cards.tree-surveys.title": "Fakataszter",
  "sections.standards.cards.tree-surveys.text": "A fakataszter a {{treeStandard}} szerint készül: minden fát jelölünk és bemérünk, megtartási kategóriába ({{treeCategories}}) sorolunk, és gyökérvédelmi zónájával együtt a helyszínrajzra rajzolunk. Ha az önkormányzat saját kimutatást kér, azt is mellékeljük.",
  "sections.standards.cards.tree-surveys.metric": "a fakataszter szabványa",
  "sections.standards.cards.levels-detail.title": "Kidolgozottsági szintek",
  "sections.standards.cards.levels-detail.text": "A modell tartalmát a BIMForum LOD-specifikáció elemdefinícióival írjuk elő: alapesetben {{lodStandard}}, kérésre {{lodOnRequest}}, elemről elemre az ajánlatban rögzítve.",
  "sections.standards.cards.levels-detail.metric": "kidolgozottsági szint alapesetben",
  "sections.standards.cards.stated-accuracy.title": "Rögzített pontosság",
  "sections.standards.cards.stated-accuracy.text": "A pontosságot mért tűrésekként adjuk meg, az USIBD pontossági szintekről (LOA) szóló specifikációjának megközelítése szerint: az alappontokra, a pontfelhőre és a modellnek a pontfelhőhöz viszonyított helyzetére. Minden elért értéket a QA/QC-jelentés tartalmaz.",
  "sections.standards.cards.stated-accuracy.metric": "illesztett pontfelhő",
  "sections.standards.cards.open-exchange-formats.title": "Nyílt adatcsere-formátumok",
  "sections.standards.cards.open-exchange-formats.text": "A modelleket a Revit mellett a buildingSMART nyílt formátumában, IFC-ben, a pontfelhőket az RCP mellett E57-ben is átadjuk. Adatai más szoftverekben és évek múlva is olvashatók maradnak.",

  "sections.national-rules.heading": "Országos felmérési szabályok a három piacunkon",
  "sections.national-rules.intro": "Minden felmérést az adott ország országos vonatkozási rendszeréhez kötünk, és az ott a felmérésekre érvényes szabályok szerint dolgozunk.",
  "sections.national-rules.blocks.hungary": "### Magyarország",
  "sections.national-rules.blocks.coordinates-unified-national": "Koordináták az Egységes Országos Vetületi rendszerben (EOV/HD72), magasságok a balti magassági rendszerben, az országos alapponthálózathoz és az országos GNSS-korrekciós szolgáltatáshoz kötve. A földmérési és térképészeti munkát a hazai földmérési jogszabályok szerint végezzük, és ahol adataink az ingatlan-nyilvántartás adataival találkoznak, a földhivatalok gyakorlatát követjük.",
  "sections.national-rules.blocks.turkiye": "### Törökország",
  "sections.national-rules.blocks.coordinates-turef-itrf96": "Koordináták a TUREF/ITRF96 rendszerben, háromfokos transzverzális Mercator-sávokban, valós idejű korrekcióval az országos CORS-hálózatból (TUSAGA-Aktif). A nagy méretarányú felmérések a nagy méretarányú térképek és térképi adatok előállításáról szóló török rendelet szerint készülnek.",
  "sections.national-rules.blocks.germany": "### Németország",
  "sections.national-rules.blocks.coordinates-etrs89-utm": "Koordináták ETRS89/UTM rendszerben, magasságok DHHN-ben, ahogy a német földmérők és hatóságok használják, korrekcióval a tartományi földmérési hivatalok SAPOS-szolgáltatásából. A mérnökgeodéziai munkák a mérnökgeodéziára vonatkozó DIN-szabványokat követik, ha a szerződés hivatkozik rájuk.",
  "sections.national-rules.blocks.cadastral-boundary-work": "### Földhivatali munkák és telekhatárok",
  "sections.national-rules.blocks.countries-surveys-create": "Mindhárom országban a jogi határt létrehozó vagy megváltoztató, illetve az ingatlan-nyilvántartásba kerülő méréseket a jogszabály jogosultsággal rendelkező földmérőknek tartja fenn, Németországban a közjogilag kinevezett földmérő mérnököknek (ÖbVI) és a földmérési hatóságoknak. Határ- és kerítésvonal-felméréseink azt rögzítik, ami a helyszínen áll. Ha földhivatali célú mérésre van szükség, az Ön jogosult földmérőjével együtt, ugyanazon az alapponthálón dolgozunk.",
  "sections.national-rules.blocks.drone-flights": "### Drónos repülések",
  "sections.national-rules.blocks.drone-flights-follow": "A drónos repülések Magyarországon és Németországban az uniós drónszabályok, Törökországban a polgári légiközlekedési hatóság szabályai szerint zajlanak. Minden repülést a légtérhez és a helyszínhez igazítva tervezünk meg, és csak a szükséges engedélyek birtokában hajtunk végre.",

  "sections.safeguards.heading": "Garanciák minden szerződésben",
  "sections.safeguards.cards.confidentiality.title": "Titoktartás",
  "sections.safeguards.cards.confidentiality.text": "A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) kötünk. A rajzokat, felvételeket és modelleket csak a projektben megnevezett személyekkel osztjuk meg, és egy projekt csak az Ön írásos hozzájárulásával kerülhet referenciáink közé.",
  "sections.safeguards.cards.data-protection.title": "Adatvédelem",
  "sections.safeguards.cards.data-protection.text": "A személyes adatokat az EU általános adatvédelmi rendelete (GDPR), Törökországban a személyes adatok védelméről szóló török törvény (KVKK) szerint kezeljük. A képeken szereplő arcokat és rendszámokat az átadás előtt kitakarjuk, hacsak a felmérés célja mást nem kíván.",
  "sections.safeguards.cards.insurance.title": "Biztosítás",
  "sections.safeguards.cards.insurance.text": "Felmérési és modellezési munkánkra szakmai felelősségbiztosítással, helyszíni csapatainkra általános felelősségbiztosítással rendelkezünk. Kérésre a biztosító fedezetigazolását az ajánlattal együtt megküldjük.",
  "sections.safeguards.cards.site-safety.title": "Munkavédelem",
  "sections.safeguards.cards.site-safety.text": "Csapataink saját egyéni védőeszközeikkel érkeznek, részt vesznek a helyszíni munkavédelmi oktatáson, és az Ön munkaengedélyezési rendje szerint dolgoznak. Az ATEX-zónákban, zárt terekben és szárazdokkokban végzett munkát érkezésünk előtt az Ön munkavédelmi csapatával tervezzük meg.",

  "cta.heading": "Dokumentumokra van szüksége egy tenderhez vagy beszállítói minősítéshez?",
  "cta.text": "Kérje a biztosítási fedezetigazolást, titoktartási megállapodásunkat vagy egy minta QA/QC-jelentést. Munkanapokon számított {{quoteTurnaroundHours}} órán belül elküldjük, kérésére fix díjas ajánlattal együtt.",
  "cta.actions.contact": "Dokumentumok kérése",
} satisfies SameKeys<typeof en>;

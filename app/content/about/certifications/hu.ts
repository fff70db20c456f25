import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Tanúsítványok",
  "page.title": "Tanúsítványok és szabványok",
  "page.h1": "Tanúsítványok és szabványok",
  "page.description": "A szabványok, amelyek szerint dolgozunk: a {{treeStandard}} szerinti fakataszteri felméréstől a kidolgozottsági szintek (LOD) előírásain át az országos geodéziai koordináta-rendszerekig.",

  "hero.eyebrow": "Szabványok és garanciák",
  "hero.lead": "A szabványok és előírások, amelyek szerint dolgozunk, az országos felmérési szabályok Magyarországon, Törökországban és Németországban, valamint a garanciák, amelyeket minden szerződésbe beleírunk. Mindegyiket ellenőrizheti a munkarészekben, a QA/QC-jelentésben vagy magában a szerződésben.",
  "hero.facts.0": "Fakataszter szabványa",
  "hero.facts.1": "Kidolgozottsági szint alapesetben",

  "sections.0.heading": "Ellenőrizhető szabványok",
  "sections.0.blocks.0": "Egy szabványt csak akkor érdemes megnevezni, ha látható, hogy a munka megfelel neki. Az ezen az oldalon felsoroltak bizonyítéka a munkarészekben van: a fák listája és kategóriái, az egyes modellelemek kidolgozottsági szintje, a QA/QC-jelentés pontossági értékei, minden fájl koordináta-rendszere.",
  "sections.0.blocks.1": "Ha projektjének saját követelményei vannak, például BIM-megvalósítási terv, cégének CAD-szabványa vagy egy üzem műszaki előírásai, ezek az elsők. A munka megkezdése előtt beírjuk őket a műszaki előírásba, és a munkarészeket ezek szerint ellenőrizzük.",

  "sections.1.heading": "A szabványok, amelyek szerint dolgozunk",
  "sections.1.cards.0.title": "Fakataszter",
  "sections.1.cards.0.text": "A fakataszter a {{treeStandard}} szerint készül: minden fát jelölünk és bemérünk, megtartási kategóriába ({{treeCategories}}) sorolunk, és gyökérvédelmi zónájával együtt a helyszínrajzra rajzolunk. Ha az önkormányzat saját kimutatást kér, azt is mellékeljük.",
  "sections.1.cards.0.metric": "a fakataszter szabványa",
  "sections.1.cards.1.title": "Kidolgozottsági szintek",
  "sections.1.cards.1.text": "A modell tartalmát a BIMForum LOD-specifikáció elemdefinícióival írjuk elő: alapesetben {{lodStandard}}, kérésre {{lodOnRequest}}, elemről elemre az ajánlatban rögzítve.",
  "sections.1.cards.1.metric": "kidolgozottsági szint alapesetben",
  "sections.1.cards.2.title": "Rögzített pontosság",
  "sections.1.cards.2.text": "A pontosságot mért tűrésekként adjuk meg, az USIBD pontossági szintekről (LOA) szóló specifikációjának megközelítése szerint: az alappontokra, a pontfelhőre és a modellnek a pontfelhőhöz viszonyított helyzetére. Minden elért értéket a QA/QC-jelentés tartalmaz.",
  "sections.1.cards.2.metric": "illesztett pontfelhő",
  "sections.1.cards.3.title": "Nyílt adatcsere-formátumok",
  "sections.1.cards.3.text": "A modelleket a Revit mellett a buildingSMART nyílt formátumában, IFC-ben, a pontfelhőket az RCP mellett E57-ben is átadjuk. Adatai más szoftverekben és évek múlva is olvashatók maradnak.",

  "sections.2.heading": "Országos felmérési szabályok a három piacunkon",
  "sections.2.intro": "Minden felmérést az adott ország országos vonatkozási rendszeréhez kötünk, és az ott a felmérésekre érvényes szabályok szerint dolgozunk.",
  "sections.2.blocks.0": "### Magyarország",
  "sections.2.blocks.1": "Koordináták az Egységes Országos Vetületi rendszerben (EOV/HD72), magasságok a balti magassági rendszerben, az országos alapponthálózathoz és az országos GNSS-korrekciós szolgáltatáshoz kötve. A földmérési és térképészeti munkát a hazai földmérési jogszabályok szerint végezzük, és ahol adataink az ingatlan-nyilvántartás adataival találkoznak, a földhivatalok gyakorlatát követjük.",
  "sections.2.blocks.2": "### Törökország",
  "sections.2.blocks.3": "Koordináták a TUREF/ITRF96 rendszerben, háromfokos transzverzális Mercator-sávokban, valós idejű korrekcióval az országos CORS-hálózatból (TUSAGA-Aktif). A nagy méretarányú felmérések a nagy méretarányú térképek és térképi adatok előállításáról szóló török rendelet szerint készülnek.",
  "sections.2.blocks.4": "### Németország",
  "sections.2.blocks.5": "Koordináták ETRS89/UTM rendszerben, magasságok DHHN-ben, ahogy a német földmérők és hatóságok használják, korrekcióval a tartományi földmérési hivatalok SAPOS-szolgáltatásából. A mérnökgeodéziai munkák a mérnökgeodéziára vonatkozó DIN-szabványokat követik, ha a szerződés hivatkozik rájuk.",
  "sections.2.blocks.6": "### Földhivatali munkák és telekhatárok",
  "sections.2.blocks.7": "Mindhárom országban a jogi határt létrehozó vagy megváltoztató, illetve az ingatlan-nyilvántartásba kerülő méréseket a jogszabály jogosultsággal rendelkező földmérőknek tartja fenn, Németországban a közjogilag kinevezett földmérő mérnököknek (ÖbVI) és a földmérési hatóságoknak. Határ- és kerítésvonal-felméréseink azt rögzítik, ami a helyszínen áll. Ha földhivatali célú mérésre van szükség, az Ön jogosult földmérőjével együtt, ugyanazon az alapponthálón dolgozunk.",
  "sections.2.blocks.8": "### Drónos repülések",
  "sections.2.blocks.9": "A drónos repülések Magyarországon és Németországban az uniós drónszabályok, Törökországban a polgári légiközlekedési hatóság szabályai szerint zajlanak. Minden repülést a légtérhez és a helyszínhez igazítva tervezünk meg, és csak a szükséges engedélyek birtokában hajtunk végre.",

  "sections.3.heading": "Garanciák minden szerződésben",
  "sections.3.cards.0.title": "Titoktartás",
  "sections.3.cards.0.text": "A projekt részleteinek átadása előtt titoktartási megállapodást (NDA) kötünk. A rajzokat, felvételeket és modelleket csak a projektben megnevezett személyekkel osztjuk meg, és egy projekt csak az Ön írásos hozzájárulásával kerülhet referenciáink közé.",
  "sections.3.cards.1.title": "Adatvédelem",
  "sections.3.cards.1.text": "A személyes adatokat az EU általános adatvédelmi rendelete (GDPR), Törökországban a személyes adatok védelméről szóló török törvény (KVKK) szerint kezeljük. A képeken szereplő arcokat és rendszámokat az átadás előtt kitakarjuk, hacsak a felmérés célja mást nem kíván.",
  "sections.3.cards.2.title": "Biztosítás",
  "sections.3.cards.2.text": "Felmérési és modellezési munkánkra szakmai felelősségbiztosítással, helyszíni csapatainkra általános felelősségbiztosítással rendelkezünk. Kérésre a biztosító fedezetigazolását az ajánlattal együtt megküldjük.",
  "sections.3.cards.3.title": "Munkavédelem",
  "sections.3.cards.3.text": "Csapataink saját egyéni védőeszközeikkel érkeznek, részt vesznek a helyszíni munkavédelmi oktatáson, és az Ön munkaengedélyezési rendje szerint dolgoznak. Az ATEX-zónákban, zárt terekben és szárazdokkokban végzett munkát érkezésünk előtt az Ön munkavédelmi csapatával tervezzük meg.",

  "cta.heading": "Dokumentumokra van szüksége egy tenderhez vagy beszállítói minősítéshez?",
  "cta.text": "Kérje a biztosítási fedezetigazolást, titoktartási megállapodásunkat vagy egy minta QA/QC-jelentést. Munkanapokon számított {{quoteTurnaroundHours}} órán belül elküldjük, kérésére fix díjas ajánlattal együtt.",
  "cta.actions.0": "Dokumentumok kérése",
} satisfies SameKeys<typeof en>;

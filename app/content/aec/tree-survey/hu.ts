import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Fakataszter {{treeStandardShort}} szerint",
    lead: "{{treeStandard}} szerinti fakataszter engedélyezéshez és tervezéshez: minden fa jelölve, A, B, C vagy U kategóriába sorolva, gyökérvédelmi zónája pedig az Ön helyszínrajzára rajzolva.",
    facts: [
      "Felmérés a {{treeStandard}} szerint",
      "Megtartási kategóriák",
      "Felmért fa naponta",
      "Átfutás a jelentésig (munkanap)",
    ],
    alt: "Fa vonalas rajza szkennelési pontokkal kitöltött lombkoronával, a törzs körül szaggatott vonalú gyökérvédelmi zónával és egy vízszintes lézerszkennelési vonallal",
  },
  definition: {
    nav: "Áttekintés",
    heading: "Mi a {{treeStandardShort}} szerinti fakataszter?",
    term: "{{treeStandardShort}} szerinti fakataszter",
    text: "A {{treeStandard}} szerinti fakataszter minden olyan fát rögzít a fejlesztési területen és annak szomszédságában, amelyet az építkezés érinthet, és értékeli minőségét és értékét. Az engedélyező hatóság ez alapján dönt a megtartandó fákról, a tervezők pedig a gyökérvédelmi zónák alapján tartják távol tőlük az alapozást, a közműveket és a terepszint-változásokat.",
    points: [
      "A kategória: kiváló minőségű fák, amelyek megtartása kifejezetten elvárt",
      "B kategória: közepes minőségű fák, amelyeket lehetőség szerint meg kell tartani",
      "C kategória: gyenge minőségű fák, amelyek nem korlátozhatják a tervezést",
      "U kategória: állapotuk miatt megtartásra alkalmatlan fák",
      "Fakataszteri jegyzék, gyökérvédelmi zónák és a fák miatti beépítési korlátok terve",
    ],
  },
  benefits: {
    nav: "Előnyök",
    heading: "Miért érdemes korán elkészíttetni a fakatasztert?",
    intro: "A fákat akkor a legolcsóbb figyelembe venni, amikor a beépítés még nem végleges. A megvalósíthatósági szakaszban készült felmérés megmutatja, hol lehet építeni, és megválaszolja a favédelmi ügyintéző kérdéseit.",
    cards: [
      {
        title: "Engedélyezésre kész",
        text: "A felmérés, a fakataszteri jegyzék és a korlátok terve a {{treeStandard}} szerint készül, abban a formában, amelyet a hatóságok és a favédelmi szakemberek elvárnak.",
        metric: "a szabvány {{treeStandardEdition}}-es kiadása",
      },
      {
        title: "Egyértelmű megtartási kategóriák",
        text: "Minden fát és facsoportot indoklással együtt A, B, C vagy U kategóriába sorolunk, így a tervezők tudják, mely fák határozzák meg a beépítést.",
        metric: "megtartási kategóriák",
      },
      {
        title: "Hatékony terepi munka",
        text: "Szakembereink naponta akár {{treesPerDay}} fát jelölnek meg, mérnek fel és értékelnek; a helyzetüket GNSS/RTK-val mérjük, vagy a topográfiai felmérésből vesszük át.",
        metric: "felmért fa naponta",
      },
      {
        title: "Gyors jelentés",
        text: "A fakataszteri jegyzéket, a korlátok tervét és a jelentést a terepi munka után {{treeTurnaroundDays}} munkanappal kapja meg, időben a tervegyeztetésekhez és a beadáshoz.",
        metric: "átfutás a jelentésig (munkanap)",
      },
    ],
  },
  visual: {
    heading: "Gyökérvédelmi zónák az Ön helyszínrajzán",
    alt: "Fa oldalnézetben: szkennelési pontokkal kitöltött lombkorona, a tövénél jelölt gyökérvédelmi sugár és mellette egy kategóriacímke",
    caption: "Minden fát a bemért helyén ábrázolunk lombkorona-átmérőjével és gyökérvédelmi zónájával, kategóriánként színkódolva, a topográfiai felméréssel azonos alapon.",
    metrics: [
      "{{treeStandardEdition}}-es módszertan",
      "kategóriák",
      "felmért fa naponta",
      "átfutás a jelentésig (munkanap)",
    ],
  },
  scope: {
    nav: "Tartalom",
    heading: "Mit tartalmaz a felmérés?",
    intro: "A fakataszter ára a fák számától függ. Küldje el a helyszínrajzot vagy a telekhatárt: még a kiszállás előtt megszámoljuk a fákat, és ajánlatot adunk.",
    included: [
      "A területen álló összes fa és a területre hatással lévő szomszédos fák vizsgálata",
      "Számozott jelölőlapka minden egyes fán; a facsoportokat és sövényeket egy elemként rögzítjük",
      "Fafaj, magasság, törzsátmérő, lombkorona-átmérő, életszakasz és egészségi állapot",
      "A, B, C vagy U megtartási kategória minden fára és facsoportra",
      "Gyökérvédelmi zóna minden fára, a {{treeStandard}} szerint számítva",
      "Fakataszteri jegyzék észrevételekkel és előzetes fakezelési javaslatokkal",
      "A fák miatti beépítési korlátok terve a lombkoronákkal, gyökérvédelmi zónákkal és kategóriákkal",
    ],
    addOns: [
      "Topográfiai felmérés a fák helyzetével és magasságaival, GNSS/RTK-val vagy mérőállomással",
      "Favédelmi hatásvizsgálat a tervezett beépítésre vonatkozóan",
      "Favédelmi munkamódszer-leírás és favédelmi terv",
      "A lombkoronák és a lombsátor lézerszkennelése vagy drónos felmérése",
      "A gyökérvédelmi zónák mentén felállítandó védőkerítés kitűzése a helyszínen",
    ],
  },
  formats: {
    nav: "Formátumok",
    heading: "Átadási formátumok",
    intro: "A terveket az Ön vagy a mi topográfiai alaptérképünkre rajzoljuk, a terv többi részével azonos koordináta-rendszerben.",
    groups: [
      "Rajzok",
      "Fakataszteri jegyzék",
      "Térinformatikai adatok",
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Kérdések a fakataszterről",
    items: [
      {
        q: "Mit jelentenek az A, B, C és U kategóriák?",
        a: "Az A kategóriás fák kiváló minőségűek és értékesek, megtartásuk kifejezetten elvárt. A B kategóriás fák közepes minőségűek, és lehetőség szerint meg kell őrizni őket; a C kategóriás fák gyenge minőségűek, és nem korlátozhatják a tervezést. Az U kategóriás fák állapotuk miatt alkalmatlanok a megtartásra, bármi épüljön is a területen.",
      },
      {
        q: "Mi a gyökérvédelmi zóna?",
        a: "A gyökérvédelmi zóna (RPA) a fa körüli terület, amelyet érintetlenül kell hagyni, hogy elegendő gyökér és talaj maradjon meg az építkezés alatt. A {{treeStandard}} a törzsátmérőből számítja, alakja pedig módosítható, ahol épületek, utak vagy szintkülönbségek korlátozzák a gyökereket. A zónán belül egyeztetett módszer nélkül nem lehet ásni, anyagot tárolni vagy a terepszintet módosítani.",
      },
      {
        q: "Mi a fák miatti beépítési korlátok terve?",
        a: "Olyan helyszínrajz, amely minden felmért fát ábrázol a kategóriájával, lombkorona-átmérőjével és gyökérvédelmi zónájával, szükség esetén a vetett árnyékkal is. Az építészek alaprajzként használják, hogy az épületeket, behajtókat és közműveket a megőrzendő fáktól távol helyezzék el.",
      },
      {
        q: "Mikor kell elkészíteni a fakatasztert?",
        a: "A lehető legkorábban, még a beépítés véglegesítése előtt, mert egy épületet papíron áthelyezni jóval olcsóbb, mint egy hatósági kifogás után áttervezni. A fák bármely évszakban felmérhetők; a jelentésben jelezzük, ha a lombozat korlátozta az értékelést.",
      },
      {
        q: "Hogyan árazzák a fakatasztert?",
        a: "A fák száma alapján; a facsoportokat és sövényeket egy-egy elemként számoljuk. Küldjön helyszínrajzot, telekhatárt vagy légifotót, és {{quoteTurnaroundHours}} órán belül fix díjas ajánlatot adunk.",
      },
      {
        q: "Mennyi ideig tart a fakataszter elkészítése?",
        a: "Szakembereink a helyszínen naponta akár {{treesPerDay}} fát értékelnek, így a terepi munka a fák számával arányos. A fakataszteri jegyzéket, a korlátok tervét és a jelentést a terepi munka után {{treeTurnaroundDays}} munkanappal adjuk át.",
      },
      {
        q: "Összevonható a fakataszter a topográfiai felméréssel?",
        a: "Igen, és ez a leghatékonyabb megoldás. Földmérőink GNSS/RTK-val vagy mérőállomással mérik be a fák helyzetét és magasságát, így a fák, a terepszintek és a határok egyetlen alaptérképen jelennek meg, az országos vagy a helyi építési koordináta-rendszerben.",
      },
      {
        q: "Hol végeznek {{treeStandardShort}} szerinti felmérést?",
        a: "Az Egyesült Királyságban, valamint Magyarországon, Törökországban és Németországban olyan megbízóknak és tervezőcsapatoknak, akik egységes, elismert értékelést szeretnének. Az Egyesült Királyságon kívül a helyi favédelmi előírások továbbra is érvényesek, és a jelentés jelzi, ahol ezek kiegészítik a {{treeStandard}} módszertanát.",
      },
    ],
  },
  cta: {
    heading: "Rendelje meg fakataszterét",
    text: "Küldje el a helyszínrajzot vagy a telekhatárt a fák hozzávetőleges számával. {{quoteTurnaroundHours}} órán belül fix díjas ajánlatot kap.",
  },
} satisfies SameShape<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Ügyfeleink",
  "page.title": "Ügyfeleink",
  "page.h1": "Ügyfeleink",
  "page.description": "Ügyfeleink Európában, Törökországban és a Közel-Keleten: építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak – és a véleményük a közös munkáról.",

  "hero.eyebrow": "Ügyfelek és ágazatok",
  "hero.lead": "Építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak Európában, Törökországban és a Közel-Keleten: mindazok, akiknek pontosan tudniuk kell, mi áll a helyszínen, mielőtt bármit megváltoztatnak.",
  "hero.facts.0": "Átadott projekt",
  "hero.facts.1": "Ország, ahol dolgoztunk",
  "hero.facts.2": "Budapesten alapítva",

  "sections.0.heading": "Néhány cég, amelynek dolgozunk",

  "sections.1.heading": "Kiknek dolgozunk?",
  "sections.1.blocks.0": "Ügyfeleink épületeket, üzemeket és hajókat terveznek, építenek, üzemeltetnek és javítanak. A kis építészirodáktól a saját műszaki osztállyal rendelkező üzemeltetőkig terjednek, projektjeikben pedig többnyire az a közös, hogy egy meglévő épületről, üzemről vagy hajóról van szó, amelynek rajzai már nem egyeznek a valósággal.",
  "sections.1.blocks.1": "### Ágazatok szerint",
  "sections.1.blocks.2": "- Ipari létesítmények: vegyipari, gyógyszeripari és technológiai üzemek, amelyeknek rekonstrukcióhoz állapotmodellre, új szerelésekhez minőség-ellenőrzésre van szükségük\n- Irodák, üzletek és szállodák: felújítást, bővítést vagy homlokzat-felújítást tervező tulajdonosok, beruházók és építészek\n- Infrastruktúra és közlekedés: utakon, vasutakon, hidakon és közműveken dolgozó mérnökök és kivitelezők\n- Kulturális örökség: műemlékes építészek, örökségvédelmi szervezetek, egyházi fenntartók és múzeumok\n- Hajózás és hajóipar: felújításra, átalakításra és javításra készülő hajógyárak, hajótulajdonosok és jachtépítők",
  "sections.1.blocks.3": "### Mit várnak tőlünk?",
  "sections.1.blocks.4": "Kevés ügyfélnek kell a pontfelhő önmagáért. Olyan modellre van szükségük, amelyben a tervezőcsapatuk megbízhat, a valóságnak megfelelő rajzokra, vagy olyan jelentésre, amely igazolja, hogy az új acélszerkezet oda került, ahová a terv szerint kellett. Ezt adjuk át, abban a formátumban és azokkal a szabványokkal, amelyeket már használnak. Esettanulmányaink három ilyen projektet mutatnak be részletesen: egy tiszaújvárosi vegyipari üzemet, egy debreceni gyógyszergyárat és egy krefeldi szálloda homlokzatát.",

  "sections.2.heading": "Mit mondanak ügyfeleink?",
  "sections.2.items.0.quote": "Üzemünk sosem áll le, ezért minden helyszíni órát egyeztetni kellett az üzemeltetéssel. A Pontos 3D a műszakrendünkhöz igazodva szkennelte be a technológiai egységeket, mérnökeink pedig azóta minden új csővezetéket az állapotmodellen ellenőriznek, mielőtt legyártanák.",
  "sections.2.items.0.role": "Műszaki vezető, Tiszaújváros",
  "sections.2.items.1.quote": "A szárazdokkban töltött idő a legdrágább, amit egy hajótulajdonos megvásárol. Mivel a gépteret hetekkel a hajó érkezése előtt a kikötőben beszkennelték, csőműhelyünk a parton előre legyártotta a csőszakaszokat, és a dokkolás alatt beépítette őket; a hajón szinte semmit sem kellett vágni.",
  "sections.2.items.1.role": "Hajófelszerelési vezető, Tuzla",

  "cta.heading": "Indítsa el projektjét",
  "cta.text": "Küldjön rajzokat, fényképeket vagy egy címet, és írja meg, milyen munkarészekre van szüksége. A fix díjas árajánlatot munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja.",
} satisfies SameKeys<typeof en>;

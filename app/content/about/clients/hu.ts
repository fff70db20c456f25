import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Ügyfeleink",
  "page.title": "Ügyfeleink",
  "page.h1": "Ügyfeleink",
  "page.description": "Ügyfeleink Európában, Törökországban és a Közel-Keleten: építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak – és a véleményük a közös munkáról.",

  "hero.eyebrow": "Ügyfelek és ágazatok",
  "hero.lead": "Építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak Európában, Törökországban és a Közel-Keleten: mindazok, akiknek pontosan tudniuk kell, mi áll a helyszínen, mielőtt bármit megváltoztatnak.",
  "hero.facts.projects": "Átadott projekt",
  "hero.facts.countries": "Ország, ahol dolgoztunk",
  "hero.facts.foundingYear": "Budapesten alapítva",

  "sections.clients.heading": "Néhány cég, amelynek dolgozunk",

  "sections.who-we-work-for.heading": "Kiknek dolgozunk?",
  "sections.who-we-work-for.blocks.clients-design-build": "Ügyfeleink épületeket, üzemeket és hajókat terveznek, építenek, üzemeltetnek és javítanak. A kis építészirodáktól a saját műszaki osztállyal rendelkező üzemeltetőkig terjednek, projektjeikben pedig többnyire az a közös, hogy egy meglévő épületről, üzemről vagy hajóról van szó, amelynek rajzai már nem egyeznek a valósággal.",
  "sections.who-we-work-for.blocks.sector": "### Ágazatok szerint",
  "sections.who-we-work-for.blocks.industrial-plants-chemical": "- Ipari létesítmények: vegyipari, gyógyszeripari és technológiai üzemek, amelyeknek rekonstrukcióhoz állapotmodellre, új szerelésekhez minőség-ellenőrzésre van szükségük\n- Irodák, üzletek és szállodák: felújítást, bővítést vagy homlokzat-felújítást tervező tulajdonosok, beruházók és építészek\n- Infrastruktúra és közlekedés: utakon, vasutakon, hidakon és közműveken dolgozó mérnökök és kivitelezők\n- Kulturális örökség: műemlékes építészek, örökségvédelmi szervezetek, egyházi fenntartók és múzeumok\n- Hajózás és hajóipar: felújításra, átalakításra és javításra készülő hajógyárak, hajótulajdonosok és jachtépítők",
  "sections.who-we-work-for.blocks.what-ask": "### Mit várnak tőlünk?",
  "sections.who-we-work-for.blocks.few-clients-need": "Kevés ügyfélnek kell a pontfelhő önmagáért. Olyan modellre van szükségük, amelyben a tervezőcsapatuk megbízhat, a valóságnak megfelelő rajzokra, vagy olyan jelentésre, amely igazolja, hogy az új acélszerkezet oda került, ahová a terv szerint kellett. Ezt adjuk át, abban a formátumban és azokkal a szabványokkal, amelyeket már használnak. Esettanulmányaink három ilyen projektet mutatnak be részletesen: egy tiszaújvárosi vegyipari üzemet, egy debreceni gyógyszergyárat és egy krefeldi szálloda homlokzatát.",

  "sections.testimonials.heading": "Mit mondanak ügyfeleink?",
  "sections.testimonials.items.plant-never-stops.quote": "Üzemünk sosem áll le, ezért minden helyszíni órát egyeztetni kellett az üzemeltetéssel. A Pontos 3D a műszakrendünkhöz igazodva szkennelte be a technológiai egységeket, mérnökeink pedig azóta minden új csővezetéket az állapotmodellen ellenőriznek, mielőtt legyártanák.",
  "sections.testimonials.items.plant-never-stops.role": "Műszaki vezető, Tiszaújváros",
  "sections.testimonials.items.dry-dock-time.quote": "A szárazdokkban töltött idő a legdrágább, amit egy hajótulajdonos megvásárol. Mivel a gépteret hetekkel a hajó érkezése előtt a kikötőben beszkennelték, csőműhelyünk a parton előre legyártotta a csőszakaszokat, és a dokkolás alatt beépítette őket; a hajón szinte semmit sem kellett vágni.",
  "sections.testimonials.items.dry-dock-time.role": "Hajófelszerelési vezető, Tuzla",

  "cta.heading": "Indítsa el projektjét",
  "cta.text": "Küldjön rajzokat, fényképeket vagy egy címet, és írja meg, milyen munkarészekre van szüksége. A fix díjas árajánlatot munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja.",
} satisfies SameKeys<typeof en>;

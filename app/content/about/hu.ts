import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Rólunk",
  "page.title": "A Pontos 3D-ről",
  "page.h1": "Bemutatkozik a Pontos 3D",
  "page.description": "{{teamSize}} fős földmérő- és BIM-szakértői csapat Budapesten és Isztambulban, amely {{foundingYear}} óta mér fel épületeket, üzemeket és hajókat.",

  "hero.eyebrow": "Földmérők és BIM-szakértők",
  "hero.lead": "{{teamSize}} fős csapatunk földmérőkből, BIM-modellezőkből és CAD-szerkesztőkből áll, Budapesten és Isztambulban. {{foundingYear}} óta mérünk fel épületeket, üzemeket, hajókat és területeket, és olyan modelleket és rajzokat adunk át, amelyekre ügyfeleink tervezhetnek és építhetnek.",
  "hero.facts.foundingYear": "Budapesten alapítva",
  "hero.facts.projects": "Átadott projekt",
  "hero.facts.countries": "Ország, ahol dolgoztunk",
  "hero.facts.teamSize": "Földmérő és BIM-szakértő",

  "sections.introduction.heading": "Mért adat, amelyre építeni lehet",
  "sections.introduction.blocks.pontos-3d-started": "A Pontos 3D földmérő irodaként indult Budapesten, és {{foundingYear}} óta ugyanazt a célt követi: a tervező ne úgy kapja meg az épületet, ahogy az archív rajzok szerint lennie kellene, hanem úgy, ahogy valójában áll. A nevünk egyben a mércénk is.",
  "sections.introduction.blocks.today-scan-model": "Ma építészeknek, mérnököknek, kivitelezőknek, üzemtulajdonosoknak és hajógyáraknak szkennelünk és modellezünk meglévő épületeket, homlokzatokat, műemlékeket, technológiai üzemeket, hajókat és területeket. Központunk Budapesten, második irodánk Isztambulban működik; Európában, Törökországban és a Közel-Keleten eddig több mint {{projectsCompleted}} projektet adtunk át.",
  "sections.introduction.blocks.whatever-measure-discipline": "Bármit mérünk, a módszer ugyanaz: az első szkennelés előtt alappontháló, az ahhoz ellenőrzött illesztés, az árajánlatban rögzített kidolgozottsági szintű modellezés, végül QA/QC-jelentés, amely kimutatja az elért pontosságot. A díj a kiszállás előtt fix, és ugyanaz a csapat modellezi a helyszínt, amelyik beszkennelte.",

  "sections.about-pages.heading": "Ismerjen meg minket közelebbről",
  "sections.about-pages.intro": "Kik vagyunk, hogyan mérünk, milyen eszközökkel és milyen szabványok szerint dolgozunk, és kiknek.",
  "sections.about-pages.texts.about/company": "Történetünk, {{teamSize}} fős csapatunk, budapesti és isztambuli irodánk, és amire ügyfeleink számíthatnak.",
  "sections.about-pages.texts.about/methodology": "Így tervezünk, rögzítünk, illesztünk, ellenőrzünk és adunk át: minden projektben alapponthálóval és QA/QC-jelentéssel.",
  "sections.about-pages.texts.about/equipment": "{{terrestrialScanners}} földi lézerszkenner, {{handheldLidarUnits}} kézi LiDAR-szkenner, egy felmérő drón, valamint mérőállomás és GNSS/RTK-vevő.",
  "sections.about-pages.texts.about/certifications": "A szabványok, amelyek szerint dolgozunk: a kidolgozottsági szintektől és a {{treeStandardShort}} szerinti fakataszteren át az országos vetületi rendszerekig.",
  "sections.about-pages.texts.about/clients": "Építészek, mérnökök, kivitelezők, üzemtulajdonosok és hajógyárak, akiknek dolgozunk – és amit rólunk mondanak.",

  "cta.heading": "Mondja el, mit kell felmérnünk",
  "cta.text": "Küldjön rajzokat, fényképeket vagy egy címet, és írja meg, milyen munkarészekre van szüksége. A fix díjas árajánlatot munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja, de a projektet előbb egyik földmérőnkkel is átbeszélheti.",
} satisfies SameKeys<typeof en>;

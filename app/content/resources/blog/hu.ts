import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Blog",
  "page.title": "Blog",
  "page.h1": "Blog",
  "page.description": "Földmérőink és BIM-modellezőink cikkei projektjeinkről, az alkalmazott módszerekről és a tanulságokról. Hamarosan elérhető.",

  "hero.lead": "Jegyzetek a helyszínről és a modellezőasztal mellől: amit épületek, ipari létesítmények és hajók felmérése közben tanulunk, azoknak az építészeknek, mérnököknek és tulajdonosoknak, akik az adatainkkal dolgoznak.",

  "body.heading": "A blog témái",
  "body.blocks.surveyors-bim-modellers": "Földmérőink és BIM-modellezőink azokról a kérdésekről írnak majd, amelyeket ügyfeleink egy felmérés előtt, közben és után feltesznek, és minden válasznál elmagyarázzák annak indokait is.",
  "body.blocks.choosing-level-detail": "- A kidolgozottsági szint kiválasztása: mit tesz hozzá a modellhez egy-egy LOD-szint, és mikor elegendő egy alacsonyabb\n- Scan to BIM üzemelő létesítményben: szkennelés működő technológiai vezetékek mellett, munkavégzési engedélyek és műszakrend\n- HBIM műemlék épületeknél: boltozatok, tagozatok és kihajló falak modellezése kiegyenesítés nélkül\n- Pontfelhő vagy rajz: mikor elég a tervezőcsapatnak önmagában az illesztett pontfelhő\n- Homlokzatfelmérés állványozás nélkül: mit rögzít az utcáról egy lézerszkenner és egy drón\n- Tanulságok projektjeinkből: mi ment a terv szerint, mi nem, és min változtattunk",
  "body.blocks.until-first-articles": "### Amíg az első cikkek megjelennek",
  "body.blocks.case-studies-already": "Esettanulmányaink a megrendeléstől az átadásig mutatják be projektjeinket: a munka terjedelmét, a módszereket, az elért pontosságot és a tanulságokat. Ha kérdése saját projektjére vonatkozik, egyik földmérőnk egy rövid beszélgetésben megválaszolja.",

  "cta.heading": "Ha a kérdése nem várhat egy cikkre",
  "cta.text": "Egyeztessen hívást egyik földmérőnkkel, vagy olvassa el, hogyan terveztük meg, mértük fel és adtuk át korábbi projektjeinket.",
  "cta.actions.projects": "Esettanulmányok olvasása",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Állapottérkép",
  "page.title": "Állapottérkép drónos felméréssel",
  "page.h1": "Állapottérképek a levegőből",
  "page.description": "Állapottérképek {{existingMapAccuracy}} abszolút pontossággal, drónfelvételekből és földi illesztőpontokkal: a terület meglévő állapota a tervezéshez és az engedélyezéshez.",

  "hero.eyebrow": "Állapottérkép",
  "hero.lead": "Térkép mindarról, ami ma a terepen van, drónfelvételekből és földi illesztőpontokkal, {{existingMapAccuracy}} abszolút pontossággal, abban a koordináta-rendszerben, amelyet az illetékes hatóság elvár.",
  "hero.facts.0": "Abszolút pontosság",
  "hero.facts.1": "Terepi felbontás (GSD) pixelenként",
  "hero.facts.2": "Egy nap alatt felmért terület",
  "hero.facts.3": "Átadás a repülés után",
  "hero.alt": "Egy terület felülnézeti ortofotója épületekkel, úttal és fákkal, ráhelyezett koordinátaráccsal és háromszög alakú jelekkel megjelölt földi illesztőpontokkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit ábrázol a térkép?",
  "scope.intro": "Minden tereptárgyat, amelyből a rendezési és az építészeti tervezés kiindul, a terület országos koordináta-rendszerében: Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM rendszerben.",
  "scope.included.0": "Épületek, utak, szegélyek, kerítések és burkolt felületek",
  "scope.included.1": "A terep magassági pontjai és szintvonalai",
  "scope.included.2": "Látható közműlétesítmények: aknák, oszlopok, tűzcsapok és víznyelők",
  "scope.included.3": "Fák és a növényzet körvonalai",
  "scope.addOns.0": "Föld alatti közművek helyszíni nyomvonalkeresése és feltüntetése a térképen",
  "scope.addOns.1": "Az ingatlan-nyilvántartási térkép telekhatárainak ráillesztése",
  "scope.addOns.2": "Mérőállomásos földi mérés a lombkorona alatt",
  "scope.addOns.3": "A térkép az Ön rétegszabványa és jelkulcsa szerint",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "Állapottérkép",
  "deliverables.items.0.text": "Tereptárgyak, magasságok és szintvonalak rétegekre bontott CAD-rajzként.",
  "deliverables.items.1.title": "Ortofotó",
  "deliverables.items.1.text": "A teljes terület méretarányosan, térképi háttérként használható.",
  "deliverables.items.2.title": "Térinformatikai rétegek",
  "deliverables.items.2.text": "Ugyanezek a tereptárgyak vektoros formában, térinformatikai rendszeréhez.",
  "deliverables.items.3.title": "Felmérési jelentés",
  "deliverables.items.3.text": "Földi illesztőpontok, ellenőrző pontok és az elért abszolút pontosság.",

  "cta.heading": "Pontos térképről induljon a tervezés",
  "cta.text": "Küldje el a terület határát, és adja meg, milyen koordináta-rendszerben dolgozik. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;

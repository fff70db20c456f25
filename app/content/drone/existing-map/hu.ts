import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Állapottérkép",
  "page.title": "Állapottérkép drónos felméréssel",
  "page.h1": "Állapottérképek a levegőből",
  "page.description": "Állapottérképek {{existingMapAccuracy}} abszolút pontossággal, drónfelvételekből és földi illesztőpontokkal: a terület meglévő állapota a tervezéshez és az engedélyezéshez.",

  "hero.eyebrow": "Állapottérkép",
  "hero.lead": "Térkép mindarról, ami ma a terepen van, drónfelvételekből és földi illesztőpontokkal, {{existingMapAccuracy}} abszolút pontossággal, abban a koordináta-rendszerben, amelyet az illetékes hatóság elvár.",
  "hero.facts.existingMapAccuracy": "Abszolút pontosság",
  "hero.facts.droneGsd": "Terepi felbontás (GSD) pixelenként",
  "hero.facts.landDroneHectaresPerDayHa": "Egy nap alatt felmért terület",
  "hero.facts.constructionDroneTurnaroundHours": "Átadás a repülés után",
  "hero.alt": "Egy terület felülnézeti ortofotója épületekkel, úttal és fákkal, ráhelyezett koordinátaráccsal és háromszög alakú jelekkel megjelölt földi illesztőpontokkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit ábrázol a térkép?",
  "scope.intro": "Minden tereptárgyat, amelyből a rendezési és az építészeti tervezés kiindul, a terület országos koordináta-rendszerében: Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM rendszerben.",
  "scope.included.buildings-roads-kerbs": "Épületek, utak, szegélyek, kerítések és burkolt felületek",
  "scope.included.spot-heights-contours": "A terep magassági pontjai és szintvonalai",
  "scope.included.visible-utilities-manholes": "Látható közműlétesítmények: aknák, oszlopok, tűzcsapok és víznyelők",
  "scope.included.trees-vegetation-outlines": "Fák és a növényzet körvonalai",
  "scope.addOns.underground-utilities-traced": "Föld alatti közművek helyszíni nyomvonalkeresése és feltüntetése a térképen",
  "scope.addOns.cadastral-boundaries-land": "Az ingatlan-nyilvántartási térkép telekhatárainak ráillesztése",
  "scope.addOns.ground-survey-total": "Mérőállomásos földi mérés a lombkorona alatt",
  "scope.addOns.map-layer-standard": "A térkép az Ön rétegszabványa és jelkulcsa szerint",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.existing-condition-map.title": "Állapottérkép",
  "deliverables.items.existing-condition-map.text": "Tereptárgyak, magasságok és szintvonalak rétegekre bontott CAD-rajzként.",
  "deliverables.items.orthophoto.title": "Ortofotó",
  "deliverables.items.orthophoto.text": "A teljes terület méretarányosan, térképi háttérként használható.",
  "deliverables.items.gis-layers.title": "Térinformatikai rétegek",
  "deliverables.items.gis-layers.text": "Ugyanezek a tereptárgyak vektoros formában, térinformatikai rendszeréhez.",
  "deliverables.items.survey-report.title": "Felmérési jelentés",
  "deliverables.items.survey-report.text": "Földi illesztőpontok, ellenőrző pontok és az elért abszolút pontosság.",

  "cta.heading": "Pontos térképről induljon a tervezés",
  "cta.text": "Küldje el a terület határát, és adja meg, milyen koordináta-rendszerben dolgozik. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;

import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Beispieldaten",
  "page.title": "Beispiel-Punktwolke und Musterlieferungen",
  "page.h1": "Beispiel-Punktwolke und Musterlieferungen",
  "page.description": "Öffnen Sie eine registrierte Fassaden-Punktwolke im Browser, messen Sie darin und laden Sie QA/QC-Bericht und Ansicht {{cadScaleDetailed}} aus demselben Aufmaß herunter.",
} satisfies PageMetaWords;

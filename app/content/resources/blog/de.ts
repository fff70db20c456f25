import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Blog",
  "page.title": "Blog",
  "page.h1": "Blog",
  "page.description": "Beiträge unserer Vermessungsingenieure und BIM-Modellierer zu Projekten, Methoden und Erfahrungen aus der Praxis. In Kürze verfügbar.",

  "hero.lead": "Notizen von der Baustelle und vom Modellierarbeitsplatz: was wir beim Aufmaß von Gebäuden, Anlagen und Schiffen lernen – geschrieben für Architekten, Ingenieure und Eigentümer, die mit den Daten arbeiten.",

  "body.heading": "Themen des Blogs",
  "body.blocks.surveyors-bim-modellers": "Unsere Vermessungsingenieure und BIM-Modellierer schreiben über die Fragen, die Auftraggeber uns vor, während und nach einem Aufmaß stellen, und erläutern, wie die Antworten zustande kommen.",
  "body.blocks.choosing-level-detail": "- Den passenden Detaillierungsgrad wählen: was jeder LOD einem Modell hinzufügt und wo ein niedrigerer genügt\n- Scan to BIM in laufenden Anlagen: Scannen neben Prozessleitungen in Betrieb, Arbeitsfreigaben und Schichtpläne\n- HBIM im Denkmal: Gewölbe, Profile und aus dem Lot geratene Wände modellieren, ohne sie zu begradigen\n- Punktwolke oder Pläne: wann eine registrierte Punktwolke dem Planungsteam allein genügt\n- Fassadenaufmaß ohne Gerüst: was Laserscanner und Drohne von der Straße aus erfassen\n- Erfahrungen aus unseren Projekten: was nach Plan lief, was nicht und was wir geändert haben",
  "body.blocks.until-first-articles": "### Bis die ersten Beiträge erscheinen",
  "body.blocks.case-studies-already": "Unsere Referenzprojekte zeichnen jeweils ein Projekt von der Anfrage bis zur Übergabe nach: Leistungsumfang, Methoden, erreichte Genauigkeit und Erkenntnisse. Betrifft Ihre Frage ein eigenes Projekt, beantwortet sie einer unserer Vermessungsingenieure in einem kurzen Gespräch.",

  "cta.heading": "Fragen, die nicht auf einen Beitrag warten können",
  "cta.text": "Vereinbaren Sie ein Gespräch mit einem Vermessungsingenieur oder lesen Sie, wie frühere Projekte geplant, gemessen und übergeben wurden.",
  "cta.actions.projects": "Referenzprojekte ansehen",
} satisfies SameKeys<typeof en>;

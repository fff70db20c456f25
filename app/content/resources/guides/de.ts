import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Leitfäden",
  "page.title": "Leitfäden",
  "page.h1": "Leitfäden",
  "page.description": "Praxisleitfäden zur Ausschreibung eines Laserscan-Aufmaßes, zur Wahl des passenden LOD und zur Beauftragung eines Scan-to-BIM-Projekts. In Kürze verfügbar.",

  "hero.lead": "Praxisleitfäden für alle, die ein Aufmaß beauftragen: wie Sie es ausschreiben, was Sie festlegen und wie Sie die gelieferten Daten prüfen.",

  "body.heading": "Themen der Leitfäden",
  "body.blocks.guide-answer-question": "Jeder Leitfaden beantwortet eine Frage, die Auftraggeber vor Beginn eines Aufmaßes klären müssen – verständlich und mit den Prüfungen, die Sie selbst vornehmen können.",
  "body.blocks.how-brief-survey": "- Ein Aufmaß ausschreiben: Fläche, Zweck, Ergebnisse und Zugangsbeschränkungen, die wir für ein Festpreisangebot kennen müssen\n- Welche Genauigkeit Sie festlegen: Punktwolkengenauigkeit, Modelltoleranz und Registrierungsfehler – und warum das drei verschiedene Werte sind\n- Koordinatensysteme: lokale Systeme, Landesprojektionen und Höhensysteme und wie ein Aufmaß an Ihr Projektkoordinatensystem angeschlossen wird\n- Den Detaillierungsgrad wählen: welche Bauteile ein Modell bei welchem LOD enthält und wie sich ein höherer Grad auf den Terminplan auswirkt\n- Einen QA/QC-Bericht lesen: Restklaffen an den Festpunkten, Registrierungs-RMSE und Abweichungskarten\n- Punktwolken und Dateiformate: E57, RCP, LAS und was welche Planungssoftware erwartet",
  "body.blocks.until": "### Bis dahin",
  "body.blocks.methodology-page-already": "Auf unserer Seite zur Methodik beschreiben wir bereits, wie wir ein Aufmaß planen, erfassen, registrieren und prüfen. Liegt Ihre Leistungsbeschreibung schon vor, senden Sie sie uns: Ein Vermessungsingenieur liest sie und sagt Ihnen, was fehlt, was entfallen kann und was das für Preis und Terminplan bedeutet.",

  "cta.heading": "Lassen Sie Ihre Leistungsbeschreibung prüfen",
  "cta.text": "Vereinbaren Sie ein Gespräch mit einem Vermessungsingenieur, um Ihre Anforderungen durchzugehen, oder lesen Sie, wie wir ein Aufmaß von der Planung bis zur QA/QC durchführen.",
  "cta.actions.talk-to-an-expert": "Experten fragen",
  "cta.actions.about/methodology": "Zur Methodik",
} satisfies SameKeys<typeof en>;

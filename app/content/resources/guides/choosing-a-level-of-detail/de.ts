import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Den Detaillierungsgrad wählen",
  "page.title": "Detaillierungsgrad (LOD) für ein Scan-to-BIM-Modell wählen",
  "page.h1": "Den passenden Detaillierungsgrad für ein Scan-to-BIM-Modell wählen",
  "page.description": "Was {{lod200}} bis {{lod400}} enthalten, welcher Grad für Planung, Facility Management, Kollisionsprüfung oder Vorfertigung passt und wie er in den Vertrag kommt.",

  "hero.eyebrow": "Leitfaden",
  "hero.lead": "Ein Leitfaden aus der Vermessungspraxis für BIM-Manager und Anlagenplaner: was jeder Detaillierungsgrad enthält und mit welcher Toleranz, wie Sie Grade nach Bauteil und Bereich kombinieren, was ein höherer Grad an Zeit kostet und wie Sie ihn so ausschreiben, dass es bei der Übergabe keinen Streit gibt.",
} satisfies SameKeys<typeof en>;

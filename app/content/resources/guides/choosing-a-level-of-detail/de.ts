import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Den Detaillierungsgrad wählen",
  "page.title": "Detaillierungsgrad (LOD) für ein Scan-to-BIM-Modell wählen",
  "page.h1": "Den passenden Detaillierungsgrad für ein Scan-to-BIM-Modell wählen",
  "page.description": "Was {{lod200}} bis {{lod400}} enthalten, welche Stufe zu Planung, Facility Management, Kollisionsprüfung oder Vorfertigung passt und wie Sie sie vertraglich festlegen.",

  "hero.eyebrow": "Leitfaden",
  "hero.lead": "Für BIM-Manager und Anlagenplaner, aus Sicht des Vermessers: was jede Stufe enthält und mit welcher Toleranz, welche Stufe wofür passt, wie sich Stufen kombinieren lassen und wie Sie sie vertraglich festlegen.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "AR-integriertes BIM",
  "page.title": "AR-integriertes BIM auf der Baustelle",
  "page.h1": "AR-integriertes BIM: das Modell dort sehen, wo gebaut wird",
  "page.description": "Blenden Sie das BIM-Modell per Augmented Reality auf der Baustelle ein und prüfen Sie Lage, Öffnungen und Leitungsführung, bevor eingebaut wird.",

  "hero.eyebrow": "AR-integriertes BIM",
  "hero.lead": "Das BIM-Modell in Originalgröße auf dem Tablet, ausgerichtet an den Festpunkten der Baustelle – so sehen Ausführende und Bauüberwachung Öffnungen, Durchführungen und Leitungen dort, wo sie gebaut werden.",
  "hero.facts.0": "Modell vor Ort eingeblendet",
  "hero.facts.1": "Aufnahmegenauigkeit",
  "hero.facts.2": "Restklaffen an den Festpunkten",
  "hero.alt": "Auf einer Baustelle hochgehaltenes Tablet, dessen Bildschirm die geplanten Lüftungskanäle und Wände des Modells über dem realen Raum zeigt",
  "hero.actions.1": "Beispielergebnisse anfordern",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was wir einrichten",
  "scope.intro": "Augmented Reality ist nur so gut wie ihre Ausrichtung. Wir binden das Modell an dasselbe Festpunktnetz an, von dem aus die Baustelle abgesteckt wird.",
  "scope.included.0": "Das Modell für AR aufbereitet: Fachdisziplinen, Bauphasen und die Bauteile, auf die es vor Ort ankommt",
  "scope.included.1": "Ausrichtung an den Festpunkten der Baustelle, geprüft mit Restklaffen von {{controlResiduals}}",
  "scope.included.2": "Einrichtung des Tablets und ein Termin vor Ort mit Ihrem Team",
  "scope.included.3": "Eine Checkliste der Bauteile, die vor jeder Betonage oder jedem Verschließen zu prüfen sind",
  "scope.addOns.0": "Laserscans des Bereichs, um die Prüfung zu dokumentieren",
  "scope.addOns.1": "Neue Festpunkte, wo die Baustelle keine hat",
  "scope.addOns.2": "Modellaktualisierungen bei Planungsänderungen",
  "scope.addOns.3": "Termine vor Ort für Bauherren und Bauüberwachung",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "AR-fähiges Modell",
  "deliverables.items.0.text": "Das Modell, reduziert auf das, was die Baustelle braucht, und bereit zum Laden auf ein Tablet.",
  "deliverables.items.1.title": "Ausrichtungsprotokoll",
  "deliverables.items.1.text": "Die verwendeten Festpunkte und die erreichten Restklaffen.",
  "deliverables.items.2.title": "Checkliste",
  "deliverables.items.2.text": "Was vor dem Betonieren und vor dem Schließen von Wänden oder Decken zu prüfen ist.",
  "deliverables.items.3.title": "Einweisung vor Ort",
  "deliverables.items.3.text": "Ihr Baustellenteam lernt die Anwendung am eigenen Projekt kennen.",

  "cta.heading": "Finden Sie heraus, ob AR zu Ihrer Baustelle passt",
  "cta.text": "Jede Baustelle ist anders. Sprechen Sie mit einem unserer Experten über Ihr Projekt, Ihr Modell und das, was Ihre Teams vor Ort prüfen müssen.",
} satisfies SameKeys<typeof en>;

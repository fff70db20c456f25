import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "AR-integriertes BIM",
  "page.title": "AR-integriertes BIM auf der Baustelle",
  "page.h1": "AR-integriertes BIM: das Modell dort sehen, wo gebaut wird",
  "page.description": "Blenden Sie das BIM-Modell per Augmented Reality auf der Baustelle ein und prüfen Sie Lage, Öffnungen und Leitungsführung, bevor eingebaut wird.",

  "hero.eyebrow": "AR-integriertes BIM",
  "hero.lead": "Das BIM-Modell in Originalgröße auf dem Tablet, ausgerichtet an den Festpunkten der Baustelle – so sehen Ausführende und Bauüberwachung Öffnungen, Durchführungen und Leitungen dort, wo sie gebaut werden.",
  "hero.facts.arScale": "Modell vor Ort eingeblendet",
  "hero.facts.constructionAccuracy": "Aufnahmegenauigkeit",
  "hero.facts.controlResiduals": "Restklaffen an den Festpunkten",
  "hero.alt": "Auf einer Baustelle hochgehaltenes Tablet, dessen Bildschirm die geplanten Lüftungskanäle und Wände des Modells über dem realen Raum zeigt",
  "hero.actions.contact": "Beispielergebnisse anfordern",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was wir einrichten",
  "scope.intro": "Augmented Reality ist nur so gut wie ihre Ausrichtung. Wir binden das Modell an dasselbe Festpunktnetz an, von dem aus die Baustelle abgesteckt wird.",
  "scope.included.model-prepared-ar": "Das Modell für AR aufbereitet: Fachdisziplinen, Bauphasen und die Bauteile, auf die es vor Ort ankommt",
  "scope.included.alignment-site-control": "Ausrichtung an den Festpunkten der Baustelle, geprüft mit Restklaffen von {{controlResiduals}}",
  "scope.included.tablet-set-up": "Einrichtung des Tablets und ein Termin vor Ort mit Ihrem Team",
  "scope.included.check-list-elements": "Eine Checkliste der Bauteile, die vor jeder Betonage oder jedem Verschließen zu prüfen sind",
  "scope.addOns.laser-scans-area": "Laserscans des Bereichs, um die Prüfung zu dokumentieren",
  "scope.addOns.new-control-points": "Neue Festpunkte, wo die Baustelle keine hat",
  "scope.addOns.model-updates-when": "Modellaktualisierungen bei Planungsänderungen",
  "scope.addOns.sessions-clients-inspectors": "Termine vor Ort für Bauherren und Bauüberwachung",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.ar-ready-model.title": "AR-fähiges Modell",
  "deliverables.items.ar-ready-model.text": "Das Modell, reduziert auf das, was die Baustelle braucht, und bereit zum Laden auf ein Tablet.",
  "deliverables.items.alignment-record.title": "Ausrichtungsprotokoll",
  "deliverables.items.alignment-record.text": "Die verwendeten Festpunkte und die erreichten Restklaffen.",
  "deliverables.items.check-list.title": "Checkliste",
  "deliverables.items.check-list.text": "Was vor dem Betonieren und vor dem Schließen von Wänden oder Decken zu prüfen ist.",
  "deliverables.items.training-site.title": "Einweisung vor Ort",
  "deliverables.items.training-site.text": "Ihr Baustellenteam lernt die Anwendung am eigenen Projekt kennen.",

  "cta.heading": "Finden Sie heraus, ob AR zu Ihrer Baustelle passt",
  "cta.text": "Jede Baustelle ist anders. Sprechen Sie mit einem unserer Experten über Ihr Projekt, Ihr Modell und das, was Ihre Teams vor Ort prüfen müssen.",
} satisfies SameKeys<typeof en>;

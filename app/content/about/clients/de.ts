import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kunden",
  "page.title": "Unsere Kunden",
  "page.h1": "Unsere Kunden",
  "page.description": "Architekten, Ingenieure, Bauunternehmen, Anlagenbetreiber und Werften in Europa, in der Türkei und im Nahen Osten – und wie sie die Zusammenarbeit mit uns erleben.",

  "hero.eyebrow": "Kunden und Branchen",
  "hero.lead": "Architekten, Ingenieure, Bauunternehmen, Anlagenbetreiber und Werften in Europa, in der Türkei und im Nahen Osten: alle, die genau wissen müssen, was vor Ort steht, bevor sie etwas verändern.",
  "hero.facts.projects": "Abgeschlossene Projekte",
  "hero.facts.countries": "Länder mit Projekten",
  "hero.facts.foundingYear": "Gegründet in Budapest",

  "sections.clients.heading": "Einige der Unternehmen, für die wir arbeiten",

  "sections.who-we-work-for.heading": "Für wen wir arbeiten",
  "sections.who-we-work-for.blocks.clients-design-build": "Unsere Kunden planen, bauen, betreiben und instand setzen Gebäude, Anlagen und Schiffe. Sie reichen vom kleinen Architekturbüro bis zum Anlagenbetreiber mit eigener Technikabteilung, und ihre Projekte haben meist eines gemeinsam: ein bestehendes Gebäude, eine Anlage oder ein Schiff, dessen Pläne nicht mehr mit der Wirklichkeit übereinstimmen.",
  "sections.who-we-work-for.blocks.sector": "### Nach Branchen",
  "sections.who-we-work-for.blocks.industrial-plants-chemical": "- Industrieanlagen: Chemie-, Pharma- und Prozessanlagen, die Bestandsmodelle für Umbauten im laufenden Betrieb und QA/QC neuer Installationen brauchen\n- Gewerbe und Hotellerie: Eigentümer, Projektentwickler und Architekten, die Sanierungen, Erweiterungen und Fassadenerneuerungen planen\n- Infrastruktur und Verkehr: Ingenieure und Bauunternehmen an Straßen, Bahnstrecken, Brücken und Leitungsnetzen\n- Denkmalpflege und Kultur: Architekten in der Denkmalpflege, Denkmalbehörden, kirchliche Bauämter und Museen\n- Schiffbau und Schifffahrt: Werften, Reedereien und Yachtbauer, die Refits, Umbauten und Reparaturen vorbereiten",
  "sections.who-we-work-for.blocks.what-ask": "### Was sie von uns erwarten",
  "sections.who-we-work-for.blocks.few-clients-need": "Kaum ein Kunde braucht eine Punktwolke um ihrer selbst willen. Gebraucht wird ein Modell, dem das Planungsteam vertrauen kann, Pläne, die mit dem Gebäude übereinstimmen, oder ein Bericht, der belegt, dass der neue Stahlbau dort sitzt, wo die Planung ihn vorsieht. Das liefern wir, in den Formaten und nach den Standards, mit denen unsere Kunden ohnehin arbeiten. Drei dieser Projekte zeigen unsere Referenzen im Detail: eine Chemieanlage in Tiszaújváros, ein Pharmawerk in Debrecen und eine Hotelfassade in Krefeld.",

  "sections.testimonials.heading": "Was unsere Kunden sagen",
  "sections.testimonials.items.plant-never-stops.quote": "Unser Werk steht nie still, also musste jede Stunde vor Ort mit dem Betrieb abgestimmt werden. Pontos 3D hat die Prozesseinheiten passend zu unseren Schichten gescannt, und unsere Ingenieure prüfen neue Rohrleitungen heute am Bestandsmodell, bevor etwas gefertigt wird.",
  "sections.testimonials.items.plant-never-stops.role": "Leiter Technik, Tiszaújváros",
  "sections.testimonials.items.dry-dock-time.quote": "Dockzeit ist die teuerste Zeit, die ein Reeder einkauft. Weil der Maschinenraum Wochen vor der Ankunft des Schiffs im Hafen gescannt wurde, hat unsere Rohrwerkstatt die Rohrstücke an Land vorgefertigt und während der Dockung eingebaut – an Bord musste kaum etwas geschnitten werden.",
  "sections.testimonials.items.dry-dock-time.role": "Leiter Ausrüstung, Tuzla",

  "cta.heading": "Starten Sie Ihr Projekt",
  "cta.text": "Senden Sie uns Pläne, Fotos oder eine Adresse und die gewünschten Ergebnisse. Ein Festpreisangebot erhalten Sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen).",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Über uns",
  "page.title": "Über Pontos 3D",
  "page.h1": "Über Pontos 3D",
  "page.description": "Ein Team aus {{teamSize}} Vermessungs- und BIM-Fachleuten in Budapest und Istanbul, das seit {{foundingYear}} Gebäude, Anlagen und Schiffe vermisst.",

  "hero.eyebrow": "Vermessungs- und BIM-Fachleute",
  "hero.lead": "Ein Team aus {{teamSize}} Vermessungsingenieuren, BIM-Modellierern und CAD-Zeichnern in Budapest und Istanbul. Seit {{foundingYear}} vermessen wir Gebäude, Anlagen, Schiffe und Gelände und liefern die Modelle und Pläne, mit denen unsere Kunden planen und bauen.",
  "hero.facts.foundingYear": "Gegründet in Budapest",
  "hero.facts.projects": "Abgeschlossene Projekte",
  "hero.facts.countries": "Länder mit Projekten",
  "hero.facts.teamSize": "Vermessungs- und BIM-Fachleute",

  "sections.introduction.heading": "Messdaten, auf die Sie bauen können",
  "sections.introduction.blocks.pontos-3d-started": "Pontos 3D begann {{foundingYear}} in Budapest als Vermessungsbüro mit einem Ziel: Planern das Gebäude so zu liefern, wie es tatsächlich steht, und nicht so, wie es laut Archivplänen stehen sollte. „Pontos“ ist das ungarische Wort für „genau“ – und bis heute der Maßstab, an dem wir uns messen.",
  "sections.introduction.blocks.today-scan-model": "Heute scannen und modellieren wir Bestandsgebäude, Fassaden, Baudenkmäler, Prozessanlagen, Schiffe und Gelände für Architekten, Ingenieure, Bauunternehmen, Anlagenbetreiber und Werften. Unser Hauptsitz ist in Budapest, unser zweites Büro in Istanbul; in Europa, in der Türkei und im Nahen Osten haben wir mehr als {{projectsCompleted}} Projekte abgeschlossen.",
  "sections.introduction.blocks.whatever-measure-discipline": "Was wir auch vermessen, die Arbeitsweise bleibt gleich: ein Festpunktnetz vor dem ersten Scan, eine daran geprüfte Registrierung, Modellierung im vereinbarten Detaillierungsgrad und ein QA/QC-Bericht, der die erreichte Genauigkeit ausweist. Der Preis steht fest, bevor wir anreisen, und wer Ihr Objekt scannt, modelliert es auch.",

  "sections.about-pages.heading": "Mehr über uns",
  "sections.about-pages.intro": "Wer wir sind, wie und womit wir messen, nach welchen Normen wir arbeiten und für wen.",
  "sections.about-pages.texts.about/company": "Unsere Geschichte, unser Team aus {{teamSize}} Fachleuten, unsere Büros in Budapest und Istanbul und worauf Sie sich verlassen können.",
  "sections.about-pages.texts.about/methodology": "Wie wir planen, erfassen, registrieren, prüfen und liefern – mit Festpunktnetz und QA/QC-Bericht bei jedem Projekt.",
  "sections.about-pages.texts.about/equipment": "{{terrestrialScanners}} terrestrische Laserscanner, {{handheldLidarUnits}} handgeführte LiDAR-Scanner, eine Vermessungsdrohne sowie Tachymeter und GNSS/RTK-Empfänger.",
  "sections.about-pages.texts.about/certifications": "Die Normen, nach denen wir arbeiten: von Detaillierungsgraden und Baumerfassungen nach {{treeStandardShort}} bis zu den amtlichen Bezugssystemen.",
  "sections.about-pages.texts.about/clients": "Die Architekten, Ingenieure, Bauunternehmen, Anlagenbetreiber und Werften, für die wir arbeiten – und was sie über uns sagen.",

  "cta.heading": "Sagen Sie uns, was vermessen werden soll",
  "cta.text": "Senden Sie uns Pläne, Fotos oder eine Adresse und die gewünschten Ergebnisse. Ein Festpreisangebot erhalten Sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) – oder Sie besprechen das Projekt zuerst mit einem unserer Vermessungsingenieure.",
} satisfies SameKeys<typeof en>;

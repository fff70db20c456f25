import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Zertifizierungen",
  "page.title": "Zertifizierungen und Normen",
  "page.h1": "Zertifizierungen und Normen",
  "page.description": "Die Normen und Standards, nach denen wir arbeiten – von der Baumerfassung nach {{treeStandard}} bis zu LOD-Spezifikationen und amtlichen Lagebezugssystemen.",

  "hero.eyebrow": "Normen und Absicherung",
  "hero.lead": "Die Normen und Spezifikationen, nach denen wir arbeiten, die amtlichen Vorgaben, unter denen wir in Ungarn, der Türkei und Deutschland vermessen, und die Absicherung, die in jedem Vertrag steht. Sie können alles davon in den Ergebnissen, im QA/QC-Bericht oder im Vertrag selbst nachprüfen.",
  "hero.facts.treeStandard": "Norm der Baumerfassung",
  "hero.facts.lodStandard": "Standard-Detaillierungsgrad",

  "sections.what-this-page-covers.heading": "Normen, die Sie nachprüfen können",
  "sections.what-this-page-covers.blocks.standard-only-worth": "Eine Norm zu nennen, lohnt sich nur, wenn man sieht, dass die Arbeit sie erfüllt. Für jede auf dieser Seite liegt der Nachweis in den Ergebnissen: die Baumliste mit ihren Kategorien, der Detaillierungsgrad jedes Modellbauteils, die Genauigkeitswerte im QA/QC-Bericht, das Koordinatensystem jeder Datei.",
  "sections.what-this-page-covers.blocks.where-project-sets": "Stellt Ihr Projekt eigene Anforderungen, etwa einen BIM-Abwicklungsplan, einen CAD-Standard Ihres Hauses oder die technische Spezifikation einer Anlage, gehen diese vor. Wir nehmen sie vor Arbeitsbeginn in die Leistungsbeschreibung auf und prüfen die Ergebnisse daran.",

  "sections.standards.heading": "Die Normen, nach denen wir arbeiten",
  "sections.standards.cards.tree-surveys.title": "Baumerfassung",
  "sections.standards.cards.tree-surveys.text": "Die Baumerfassung folgt {{treeStandard}}: Jeder Baum wird nummeriert, eingemessen, einer Erhaltungskategorie ({{treeCategories}}) zugeordnet und mit seinem Wurzelschutzbereich in den Plan eingetragen. Verlangt die Gemeinde eine eigene Baumliste, liefern wir sie zusätzlich.",
  "sections.standards.cards.tree-surveys.metric": "Norm der Baumerfassung",
  "sections.standards.cards.levels-detail.title": "Detaillierungsgrade",
  "sections.standards.cards.levels-detail.text": "Der Modellinhalt wird mit den Bauteildefinitionen der BIMForum LOD Specification beschrieben: standardmäßig {{lodStandard}}, auf Anfrage {{lodOnRequest}}, im Angebot Bauteil für Bauteil vereinbart.",
  "sections.standards.cards.levels-detail.metric": "Standard-Detaillierungsgrad",
  "sections.standards.cards.stated-accuracy.title": "Zugesicherte Genauigkeit",
  "sections.standards.cards.stated-accuracy.text": "Genauigkeit geben wir als gemessene Toleranzen an, nach dem Ansatz der USIBD Level of Accuracy (LOA) Specification: für die Festpunkte, für die Punktwolke und für das Modell gegenüber der Punktwolke. Jeder erreichte Wert steht im QA/QC-Bericht.",
  "sections.standards.cards.stated-accuracy.metric": "registrierte Punktwolke",
  "sections.standards.cards.open-exchange-formats.title": "Offene Austauschformate",
  "sections.standards.cards.open-exchange-formats.text": "Modelle liefern wir neben Revit auch in IFC, dem offenen Format von buildingSMART, Punktwolken neben RCP auch in E57. So bleiben Ihre Daten in anderer Software und auch in vielen Jahren lesbar.",

  "sections.national-rules.heading": "Amtliche Vorgaben in unseren drei Märkten",
  "sections.national-rules.intro": "Wir schließen jede Vermessung an das amtliche Bezugssystem ihres Landes an und halten die Regeln ein, die dort für Vermessungen gelten.",
  "sections.national-rules.blocks.hungary": "### Ungarn",
  "sections.national-rules.blocks.coordinates-unified-national": "Koordinaten in der Einheitlichen Landesprojektion (EOV/HD72), Höhen im Baltischen Höhensystem, angeschlossen an das Landesfestpunktfeld und den landesweiten GNSS-Korrekturdienst. Vermessung und Kartierung folgen den ungarischen Vorschriften für das Vermessungswesen, und überall dort, wo unsere Daten auf die der Grundbuchämter treffen, deren Praxis.",
  "sections.national-rules.blocks.turkiye": "### Türkei",
  "sections.national-rules.blocks.coordinates-turef-itrf96": "Koordinaten in TUREF/ITRF96 in Gauß-Krüger-Streifen von drei Grad Breite, mit Echtzeitkorrekturen aus dem nationalen CORS-Netz (TUSAGA-Aktif). Großmaßstäbige Vermessungen folgen der türkischen Verordnung über die Herstellung großmaßstäbiger Karten und Karteninformationen.",
  "sections.national-rules.blocks.germany": "### Deutschland",
  "sections.national-rules.blocks.coordinates-etrs89-utm": "Koordinaten in ETRS89/UTM und Höhen im DHHN, wie Vermesser und Behörden in Deutschland sie verwenden, mit Korrekturdaten aus dem SAPOS-Dienst der Landesvermessung. Ingenieurvermessungen folgen den einschlägigen DIN-Normen der Ingenieurvermessung, wenn der Vertrag sie nennt.",
  "sections.national-rules.blocks.cadastral-boundary-work": "### Liegenschafts- und Grenzvermessung",
  "sections.national-rules.blocks.countries-surveys-create": "In allen drei Ländern sind Vermessungen, die eine rechtliche Grenze festlegen oder ändern oder in Grundbuch und Kataster übernommen werden, gesetzlich zugelassenen Vermessern vorbehalten, in Deutschland den Öffentlich bestellten Vermessungsingenieuren (ÖbVI) und den Vermessungsbehörden. Unsere Grenz- und Zaunverlaufsaufnahmen dokumentieren, was vor Ort steht. Wird eine amtliche Vermessung gebraucht, arbeiten wir mit Ihrem zugelassenen Vermesser auf demselben Festpunktnetz zusammen.",
  "sections.national-rules.blocks.drone-flights": "### Drohnenflüge",
  "sections.national-rules.blocks.drone-flights-follow": "Drohnenflüge richten sich in Ungarn und Deutschland nach den EU-Drohnenvorschriften, in der Türkei nach den Vorgaben der Zivilluftfahrtbehörde. Jeder Flug wird für seinen Luftraum und sein Gelände geplant und nur mit den nötigen Genehmigungen durchgeführt.",

  "sections.safeguards.heading": "Absicherung in jedem Vertrag",
  "sections.safeguards.cards.confidentiality.title": "Vertraulichkeit",
  "sections.safeguards.cards.confidentiality.text": "Bevor Projektdetails ausgetauscht werden, unterzeichnen wir eine Geheimhaltungsvereinbarung. Pläne, Scans und Modelle teilen wir nur mit den im Projekt benannten Personen, und ein Projekt erscheint nur mit Ihrer schriftlichen Zustimmung unter unseren Referenzen.",
  "sections.safeguards.cards.data-protection.title": "Datenschutz",
  "sections.safeguards.cards.data-protection.text": "Personenbezogene Daten verarbeiten wir nach der Datenschutz-Grundverordnung (DSGVO), in der Türkei nach dem türkischen Datenschutzgesetz (KVKK). Gesichter und Kennzeichen in Bildern werden vor der Übergabe unkenntlich gemacht, sofern der Zweck der Vermessung nichts anderes verlangt.",
  "sections.safeguards.cards.insurance.title": "Versicherung",
  "sections.safeguards.cards.insurance.text": "Für unsere Vermessungs- und Modellierungsleistungen besteht eine Berufshaftpflichtversicherung, für unsere Messtrupps vor Ort eine Betriebshaftpflichtversicherung. Eine Versicherungsbestätigung senden wir auf Wunsch mit dem Angebot.",
  "sections.safeguards.cards.site-safety.title": "Arbeitssicherheit",
  "sections.safeguards.cards.site-safety.text": "Unsere Messtrupps bringen ihre eigene Schutzausrüstung mit, nehmen an Ihrer Sicherheitsunterweisung teil und arbeiten nach Ihrem Erlaubnisscheinverfahren. Arbeiten in ATEX-Bereichen, engen Räumen und Trockendocks planen wir vor unserer Ankunft mit Ihrer Sicherheitsabteilung.",

  "cta.heading": "Sie brauchen Unterlagen für eine Ausschreibung oder Lieferantenfreigabe?",
  "cta.text": "Fordern Sie die Versicherungsbestätigung, unsere Geheimhaltungsvereinbarung oder einen Muster-QA/QC-Bericht an. Wir senden sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen), auf Wunsch mit einem Festpreisangebot.",
  "cta.actions.contact": "Unterlagen anfordern",
} satisfies SameKeys<typeof en>;

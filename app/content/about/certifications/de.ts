import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Zertifizierungen",
  "page.title": "Zertifizierungen und Normen",
  "page.h1": "Zertifizierungen und Normen",
  "page.description": "Die Normen und Standards, nach denen wir arbeiten – von der Baumerfassung nach {{treeStandard}} bis zu LOD-Spezifikationen und amtlichen Lagebezugssystemen.",

  "hero.eyebrow": "Normen und Absicherung",
  "hero.lead": "Die Normen und Spezifikationen, nach denen wir arbeiten, die amtlichen Vorgaben, unter denen wir in Ungarn, der Türkei und Deutschland vermessen, und die Absicherung, die in jedem Vertrag steht. Sie können alles davon in den Ergebnissen, im QA/QC-Bericht oder im Vertrag selbst nachprüfen.",
  "hero.facts.0": "Norm der Baumerfassung",
  "hero.facts.1": "Standard-Detaillierungsgrad",

  "sections.0.heading": "Normen, die Sie nachprüfen können",
  "sections.0.blocks.0": "Eine Norm zu nennen, lohnt sich nur, wenn man sieht, dass die Arbeit sie erfüllt. Für jede auf dieser Seite liegt der Nachweis in den Ergebnissen: die Baumliste mit ihren Kategorien, der Detaillierungsgrad jedes Modellbauteils, die Genauigkeitswerte im QA/QC-Bericht, das Koordinatensystem jeder Datei.",
  "sections.0.blocks.1": "Stellt Ihr Projekt eigene Anforderungen, etwa einen BIM-Abwicklungsplan, einen CAD-Standard Ihres Hauses oder die technische Spezifikation einer Anlage, gehen diese vor. Wir nehmen sie vor Arbeitsbeginn in die Leistungsbeschreibung auf und prüfen die Ergebnisse daran.",

  "sections.1.heading": "Die Normen, nach denen wir arbeiten",
  "sections.1.cards.0.title": "Baumerfassung",
  "sections.1.cards.0.text": "Die Baumerfassung folgt {{treeStandard}}: Jeder Baum wird nummeriert, eingemessen, einer Erhaltungskategorie ({{treeCategories}}) zugeordnet und mit seinem Wurzelschutzbereich in den Plan eingetragen. Verlangt die Gemeinde eine eigene Baumliste, liefern wir sie zusätzlich.",
  "sections.1.cards.0.metric": "Norm der Baumerfassung",
  "sections.1.cards.1.title": "Detaillierungsgrade",
  "sections.1.cards.1.text": "Der Modellinhalt wird mit den Bauteildefinitionen der BIMForum LOD Specification beschrieben: standardmäßig {{lodStandard}}, auf Anfrage {{lodOnRequest}}, im Angebot Bauteil für Bauteil vereinbart.",
  "sections.1.cards.1.metric": "Standard-Detaillierungsgrad",
  "sections.1.cards.2.title": "Zugesicherte Genauigkeit",
  "sections.1.cards.2.text": "Genauigkeit geben wir als gemessene Toleranzen an, nach dem Ansatz der USIBD Level of Accuracy (LOA) Specification: für die Festpunkte, für die Punktwolke und für das Modell gegenüber der Punktwolke. Jeder erreichte Wert steht im QA/QC-Bericht.",
  "sections.1.cards.2.metric": "registrierte Punktwolke",
  "sections.1.cards.3.title": "Offene Austauschformate",
  "sections.1.cards.3.text": "Modelle liefern wir neben Revit auch in IFC, dem offenen Format von buildingSMART, Punktwolken neben RCP auch in E57. So bleiben Ihre Daten in anderer Software und auch in vielen Jahren lesbar.",

  "sections.2.heading": "Amtliche Vorgaben in unseren drei Märkten",
  "sections.2.intro": "Wir schließen jede Vermessung an das amtliche Bezugssystem ihres Landes an und halten die Regeln ein, die dort für Vermessungen gelten.",
  "sections.2.blocks.0": "### Ungarn",
  "sections.2.blocks.1": "Koordinaten in der Einheitlichen Landesprojektion (EOV/HD72), Höhen im Baltischen Höhensystem, angeschlossen an das Landesfestpunktfeld und den landesweiten GNSS-Korrekturdienst. Vermessung und Kartierung folgen den ungarischen Vorschriften für das Vermessungswesen, und überall dort, wo unsere Daten auf die der Grundbuchämter treffen, deren Praxis.",
  "sections.2.blocks.2": "### Türkei",
  "sections.2.blocks.3": "Koordinaten in TUREF/ITRF96 in Gauß-Krüger-Streifen von drei Grad Breite, mit Echtzeitkorrekturen aus dem nationalen CORS-Netz (TUSAGA-Aktif). Großmaßstäbige Vermessungen folgen der türkischen Verordnung über die Herstellung großmaßstäbiger Karten und Karteninformationen.",
  "sections.2.blocks.4": "### Deutschland",
  "sections.2.blocks.5": "Koordinaten in ETRS89/UTM und Höhen im DHHN, wie Vermesser und Behörden in Deutschland sie verwenden, mit Korrekturdaten aus dem SAPOS-Dienst der Landesvermessung. Ingenieurvermessungen folgen den einschlägigen DIN-Normen der Ingenieurvermessung, wenn der Vertrag sie nennt.",
  "sections.2.blocks.6": "### Liegenschafts- und Grenzvermessung",
  "sections.2.blocks.7": "In allen drei Ländern sind Vermessungen, die eine rechtliche Grenze festlegen oder ändern oder in Grundbuch und Kataster übernommen werden, gesetzlich zugelassenen Vermessern vorbehalten, in Deutschland den Öffentlich bestellten Vermessungsingenieuren (ÖbVI) und den Vermessungsbehörden. Unsere Grenz- und Zaunverlaufsaufnahmen dokumentieren, was vor Ort steht. Wird eine amtliche Vermessung gebraucht, arbeiten wir mit Ihrem zugelassenen Vermesser auf demselben Festpunktnetz zusammen.",
  "sections.2.blocks.8": "### Drohnenflüge",
  "sections.2.blocks.9": "Drohnenflüge richten sich in Ungarn und Deutschland nach den EU-Drohnenvorschriften, in der Türkei nach den Vorgaben der Zivilluftfahrtbehörde. Jeder Flug wird für seinen Luftraum und sein Gelände geplant und nur mit den nötigen Genehmigungen durchgeführt.",

  "sections.3.heading": "Absicherung in jedem Vertrag",
  "sections.3.cards.0.title": "Vertraulichkeit",
  "sections.3.cards.0.text": "Bevor Projektdetails ausgetauscht werden, unterzeichnen wir eine Geheimhaltungsvereinbarung. Pläne, Scans und Modelle teilen wir nur mit den im Projekt benannten Personen, und ein Projekt erscheint nur mit Ihrer schriftlichen Zustimmung unter unseren Referenzen.",
  "sections.3.cards.1.title": "Datenschutz",
  "sections.3.cards.1.text": "Personenbezogene Daten verarbeiten wir nach der Datenschutz-Grundverordnung (DSGVO), in der Türkei nach dem türkischen Datenschutzgesetz (KVKK). Gesichter und Kennzeichen in Bildern werden vor der Übergabe unkenntlich gemacht, sofern der Zweck der Vermessung nichts anderes verlangt.",
  "sections.3.cards.2.title": "Versicherung",
  "sections.3.cards.2.text": "Für unsere Vermessungs- und Modellierungsleistungen besteht eine Berufshaftpflichtversicherung, für unsere Messtrupps vor Ort eine Betriebshaftpflichtversicherung. Eine Versicherungsbestätigung senden wir auf Wunsch mit dem Angebot.",
  "sections.3.cards.3.title": "Arbeitssicherheit",
  "sections.3.cards.3.text": "Unsere Messtrupps bringen ihre eigene Schutzausrüstung mit, nehmen an Ihrer Sicherheitsunterweisung teil und arbeiten nach Ihrem Erlaubnisscheinverfahren. Arbeiten in ATEX-Bereichen, engen Räumen und Trockendocks planen wir vor unserer Ankunft mit Ihrer Sicherheitsabteilung.",

  "cta.heading": "Sie brauchen Unterlagen für eine Ausschreibung oder Lieferantenfreigabe?",
  "cta.text": "Fordern Sie die Versicherungsbestätigung, unsere Geheimhaltungsvereinbarung oder einen Muster-QA/QC-Bericht an. Wir senden sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen), auf Wunsch mit einem Festpreisangebot.",
  "cta.actions.0": "Unterlagen anfordern",
} satisfies SameKeys<typeof en>;

import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Baumerfassung nach {{treeStandardShort}}",
    lead: "Baumerfassung nach {{treeStandard}} für Bauantrag und Planung: jeder Baum nummeriert, in A, B, C oder U eingestuft und mit seinem Wurzelschutzbereich in Ihren Lageplan eingetragen.",
    facts: [
      "Erfasst nach {{treeStandard}}",
      "Erhaltungskategorien",
      "Erfasste Bäume pro Tag",
      "Arbeitstage bis zum Bericht",
    ],
    alt: "Strichzeichnung eines Baums mit einer mit Scanpunkten gefüllten Krone, einem gestrichelten Wurzelschutzbereich um den Stamm und einer waagerechten Laserscanlinie",
  },
  definition: {
    nav: "Überblick",
    heading: "Was ist eine Baumerfassung nach {{treeStandardShort}}?",
    term: "Baumerfassung nach {{treeStandardShort}}",
    text: "Eine Baumerfassung nach {{treeStandard}} dokumentiert jeden Baum auf oder neben einem Baugrundstück, der von den Arbeiten betroffen sein kann, und bewertet seine Qualität und seinen Wert. Genehmigungsbehörden entscheiden damit, welche Bäume erhalten bleiben; Planer halten mithilfe der Wurzelschutzbereiche Fundamente, Leitungen und Geländeveränderungen auf Abstand.",
    points: [
      "Kategorie A: Bäume hoher Qualität, deren Erhalt ausdrücklich erwartet wird",
      "Kategorie B: Bäume mittlerer Qualität, die nach Möglichkeit erhalten werden sollten",
      "Kategorie C: Bäume geringer Qualität, die die Planung nicht einschränken sollten",
      "Kategorie U: Bäume, die aufgrund ihres Zustands nicht erhaltenswert sind",
      "Baumliste, Wurzelschutzbereiche und Restriktionsplan",
    ],
  },
  benefits: {
    nav: "Vorteile",
    heading: "Warum sich eine frühe Baumerfassung lohnt",
    intro: "Am günstigsten plant man um Bäume herum, solange der Lageplan noch nicht feststeht. Eine Erfassung in der Machbarkeitsphase zeigt, wo Sie bauen können, und beantwortet die Fragen, die die Baumschutzbehörde stellen wird.",
    cards: [
      {
        title: "Bereit für den Bauantrag",
        text: "Erfassung, Baumliste und Restriktionsplan folgen {{treeStandard}} – dem Format, das Genehmigungsbehörden und Baumsachverständige erwarten.",
        metric: "Ausgabe {{treeStandardEdition}} der Norm",
      },
      {
        title: "Klare Erhaltungskategorien",
        text: "Jeder Baum und jede Baumgruppe wird mit dokumentierter Begründung in A, B, C oder U eingestuft. So weiß das Planungsteam, welche Bäume den Entwurf bestimmen.",
        metric: "Erhaltungskategorien",
      },
      {
        title: "Effiziente Feldarbeit",
        text: "Unsere Baumsachverständigen markieren, messen und bewerten bis zu {{treesPerDay}} Bäume am Tag; die Standorte bestimmen wir per GNSS/RTK oder übernehmen sie aus der topografischen Aufnahme.",
        metric: "erfasste Bäume pro Tag",
      },
      {
        title: "Schneller Bericht",
        text: "Baumliste, Restriktionsplan und Bericht liegen {{treeTurnaroundDays}} Arbeitstage nach der Feldarbeit vor – rechtzeitig für Planungsbesprechungen und Bauantrag.",
        metric: "Arbeitstage bis zum Bericht",
      },
    ],
  },
  visual: {
    heading: "Wurzelschutzbereiche in Ihrem Lageplan",
    alt: "Baum in Seitenansicht mit einer mit Scanpunkten gefüllten Krone, dem am Stammfuß eingezeichneten Radius des Wurzelschutzbereichs und einem Kategorieschild daneben",
    caption: "Jeder Baum wird an seiner eingemessenen Position mit Kronenausdehnung und Wurzelschutzbereich dargestellt, farblich nach Kategorie gekennzeichnet und auf derselben Grundlage wie die topografische Aufnahme.",
    metrics: [
      "Methodik der Ausgabe {{treeStandardEdition}}",
      "Kategorien",
      "Bäume pro Tag",
      "Arbeitstage bis zum Bericht",
    ],
  },
  scope: {
    nav: "Leistungsumfang",
    heading: "Was die Erfassung umfasst",
    intro: "Baumerfassungen werden nach Anzahl der Bäume abgerechnet. Senden Sie uns einen Lageplan oder die Grundstücksgrenze, und wir zählen und kalkulieren, bevor jemand anreist.",
    included: [
      "Begutachtung aller Bäume auf dem Grundstück und angrenzender Bäume, die es beeinflussen können",
      "Nummerierte Plaketten an Einzelbäumen; Baumgruppen und Hecken werden als Einheiten erfasst",
      "Baumart, Höhe, Stammdurchmesser, Kronenausdehnung, Altersphase und Zustand",
      "Erhaltungskategorie A, B, C oder U für jeden Baum und jede Gruppe",
      "Wurzelschutzbereich jedes Baums, berechnet nach {{treeStandard}}",
      "Baumliste mit Befunden und vorläufigen Maßnahmenempfehlungen",
      "Restriktionsplan mit Kronen, Wurzelschutzbereichen und Kategorien",
    ],
    addOns: [
      "Topografische Aufnahme mit Baumstandorten und Höhen per GNSS/RTK oder Tachymeter",
      "Baumfachliche Auswirkungsanalyse zu Ihrer geplanten Bebauung",
      "Baumschutzkonzept für die Bauausführung mit Baumschutzplan",
      "Laserscanning oder Drohnenerfassung von Baumkronen und Kronendach",
      "Absteckung der Baumschutzzäune entlang der Wurzelschutzbereiche vor Ort",
    ],
  },
  formats: {
    nav: "Formate",
    heading: "Lieferformate",
    intro: "Die Pläne entstehen auf Ihrer oder unserer topografischen Grundlage, im selben Koordinatensystem wie die übrige Planung.",
    groups: [
      "Pläne",
      "Baumliste",
      "GIS-Daten",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen zur Baumerfassung",
    items: [
      {
        q: "Was bedeuten die Kategorien A, B, C und U?",
        a: "Bäume der Kategorie A sind von hoher Qualität und hohem Wert; ihr Erhalt wird ausdrücklich erwartet. B-Bäume sind von mittlerer Qualität und sollten nach Möglichkeit erhalten werden, C-Bäume sind von geringer Qualität und sollten die Planung nicht einschränken. U-Bäume sind aufgrund ihres Zustands nicht erhaltenswert, unabhängig davon, was gebaut wird.",
      },
      {
        q: "Was ist ein Wurzelschutzbereich?",
        a: "Der Wurzelschutzbereich (RPA) ist die Fläche um einen Baum, die während der Bauarbeiten unberührt bleibt, damit ausreichend Wurzeln und Boden erhalten bleiben. {{treeStandard}} berechnet ihn aus dem Stammdurchmesser; seine Form kann angepasst werden, wo Gebäude, Straßen oder Geländesprünge die Wurzeln begrenzen. Innerhalb dieses Bereichs wird ohne abgestimmtes Verfahren weder gegraben noch gelagert noch das Geländeniveau verändert.",
      },
      {
        q: "Was ist ein Restriktionsplan?",
        a: "Ein Lageplan, der jeden erfassten Baum mit Kategorie, Kronenausdehnung und Wurzelschutzbereich zeigt, bei Bedarf auch seinen Schattenwurf. Architekten legen ihn ihrem Entwurf zugrunde, um Gebäude, Zufahrten und Leitungen mit Abstand zu den erhaltenswerten Bäumen zu platzieren.",
      },
      {
        q: "Wann sollte die Baumerfassung stattfinden?",
        a: "So früh wie möglich und vor der Festlegung des Lageplans: Ein Gebäude auf dem Papier zu verschieben kostet weit weniger als eine Umplanung nach einem Einwand der Genehmigungsbehörde. Bäume lassen sich zu jeder Jahreszeit erfassen; wo die Belaubung die Beurteilung eingeschränkt hat, vermerken wir das im Bericht.",
      },
      {
        q: "Wie wird eine Baumerfassung abgerechnet?",
        a: "Nach Anzahl der Bäume, wobei Baumgruppen und Hecken als Einheiten zählen. Senden Sie uns einen Lageplan, die Grundstücksgrenze oder ein Luftbild, und Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot.",
      },
      {
        q: "Wie lange dauert eine Baumerfassung?",
        a: "Unsere Baumsachverständigen beurteilen vor Ort bis zu {{treesPerDay}} Bäume am Tag; die Dauer der Feldarbeit richtet sich also nach der Anzahl der Bäume. Baumliste, Restriktionsplan und Bericht folgen {{treeTurnaroundDays}} Arbeitstage nach der Feldarbeit.",
      },
      {
        q: "Lässt sich die Baumerfassung mit einer topografischen Aufnahme kombinieren?",
        a: "Ja, und das ist der effizienteste Weg. Unsere Vermessungsingenieure bestimmen Baumstandorte und Höhen per GNSS/RTK oder Tachymeter, sodass Bäume, Höhen und Grenzen auf einem gemeinsamen Lageplan im amtlichen Lagebezugssystem oder in Ihrem Projektkoordinatensystem liegen.",
      },
      {
        q: "Wo führen Sie Baumerfassungen nach {{treeStandardShort}} durch?",
        a: "Im Vereinigten Königreich sowie in Ungarn, der Türkei und Deutschland für Bauherren und Planungsteams, die eine einheitliche, anerkannte Bewertung wünschen. Außerhalb des Vereinigten Königreichs gelten weiterhin die örtlichen Baumschutzvorschriften, etwa kommunale Baumschutzsatzungen; der Bericht weist aus, wo sie über die Methodik von {{treeStandard}} hinausgehen.",
      },
    ],
  },
  cta: {
    heading: "Beauftragen Sie Ihre Baumerfassung",
    text: "Senden Sie uns einen Lageplan oder die Grundstücksgrenze mit der ungefähren Anzahl der Bäume. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot.",
  },
} satisfies SameShape<typeof en>;

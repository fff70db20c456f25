import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Nutzungsbedingungen",
  "page.title": "Nutzungsbedingungen",
  "page.h1": "Nutzungsbedingungen",
  "page.description": "Die Bedingungen, die für die Nutzung dieser Website und für Angebotsanfragen an die Pontos 3D Kft. gelten.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Die Bedingungen, zu denen Sie diese von der Pontos 3D Kft. betriebene Website nutzen können. Sie gelten für die Informationen und Inhalte der Website und für die Anfragen, die Sie uns darüber senden; für jeden Vermessungsauftrag gelten das jeweilige Angebot und der zugehörige Vertrag.",

  "sections.0.heading": "Wer wir sind und wofür diese Bedingungen gelten",
  "sections.0.blocks.0": "Betreiberin dieser Website ist die Pontos 3D Kft., eine in Ungarn eingetragene Gesellschaft mit beschränkter Haftung mit Sitz in {{companySeat}}, Ungarn. Alle Angaben zum Unternehmen finden Sie in unserem Impressum.",
  "sections.0.blocks.1": "Diese Bedingungen gelten für Ihre Nutzung dieser Website und für die Anfragen, die Sie uns darüber senden. Für eine Vermessung gelten das Angebot, das Sie annehmen, und die darin genannten Bedingungen. Unsere Leistungen richten sich an Unternehmen, Freiberufler und öffentliche Auftraggeber. Wie wir mit den personenbezogenen Daten umgehen, die Sie uns übermitteln, erläutern gesondert unsere Datenschutzerklärung und unsere Cookie-Richtlinie.",

  "sections.1.heading": "Nutzung der Website",
  "sections.1.blocks.0": "Die Website stellt unsere Vermessungsleistungen, unsere Methoden und abgeschlossene Projekte vor. Sie können sie nutzen, um sich über unsere Arbeit zu informieren, ein Angebot anzufordern, uns eine Nachricht zu senden oder ein Gespräch mit einem unserer Vermessungsingenieure zu vereinbaren.",
  "sections.1.blocks.1": "Bitte beachten Sie bei der Nutzung:",
  "sections.1.blocks.2": "- Machen Sie in den Formularen wahrheitsgemäße Angaben und senden Sie nur Dateien, die Sie mit uns teilen dürfen.\n- Senden Sie keine Dateien mit Schadcode und keine Inhalte, die rechtswidrig sind oder Rechte Dritter verletzen.\n- Versuchen Sie nicht, den Betrieb der Website zu stören, sie mit automatisierten Anfragen zu überlasten oder auf nicht öffentliche Bereiche zuzugreifen.",
  "sections.1.blocks.3": "Anfragen, die gegen diese Regeln verstoßen, können wir ablehnen oder löschen, und den Zugriff von Adressen, die die Website missbrauchen, können wir sperren.",
  "sections.1.blocks.4": "Die Dateien, die Sie uns senden, verwenden wir nur, um Ihre Anfrage zu prüfen und unser Angebot zu erstellen. Wir behandeln sie vertraulich, geben sie an niemanden außerhalb unseres Unternehmens und unserer Auftragsverarbeiter weiter und löschen sie zusammen mit Ihrer Anfrage (siehe unsere Datenschutzerklärung). Möchten Sie vor dem Versand von Zeichnungen eine Vertraulichkeitsvereinbarung (NDA) abschließen, schreiben Sie uns das in Ihrer Nachricht.",

  "sections.2.heading": "Urheberrecht und geistiges Eigentum",
  "sections.2.blocks.0": "Die Texte, Zeichnungen, Punktwolkenbilder, Modelle, Fotos und Illustrationen auf dieser Website gehören der Pontos 3D Kft. oder werden mit Genehmigung der Rechteinhaber verwendet. Sie sind urheberrechtlich geschützt.",
  "sections.2.blocks.1": "Sie dürfen sie ansehen und Seiten zu Ihrer eigenen Information ausdrucken oder speichern. Jede andere Verwendung, etwa die Übernahme in eigene Unterlagen, Ausschreibungen oder Websites, die Bearbeitung oder die Veröffentlichung, bedarf unserer vorherigen Zustimmung in Textform; eine E-Mail genügt. Diese können Sie unter info@pontos3d.example anfragen.",
  "sections.2.blocks.2": "Die Namen unserer Kunden sowie die Namen von Software und Dateiformaten Dritter gehören ihren jeweiligen Inhabern. Ihre Nennung räumt Ihnen kein Recht zu ihrer Nutzung ein.",
  "sections.2.blocks.3": "Für Zeichnungen, Modelle und Punktwolken, die wir im Rahmen eines Auftrags liefern, gilt etwas anderes: Die Nutzungsrechte daran regelt der jeweilige Vertrag.",

  "sections.3.heading": "Vertrag erst mit angenommenem Angebot",
  "sections.3.blocks.0": "Nichts auf dieser Website ist ein Angebot zum Abschluss eines Vertrags. Das gilt auch für die Beschreibungen unserer Leistungen, die Lieferumfänge, die Antwort- und Lieferzeiten und angegebene Einstiegspreise.",
  "sections.3.blocks.1": "Mit dem Absenden eines Formulars fragen Sie Informationen oder ein Angebot an; das bindet weder Sie noch uns. Ein Vertrag kommt erst zustande, wenn wir Ihnen ein Angebot in Textform (z. B. per E-Mail) senden und Sie es in Textform annehmen. An unser Angebot halten wir uns {{quoteValidityDays}} Tage gebunden, sofern es keine andere Frist nennt. Umfang, Preis, Terminplan, Genauigkeit und Lieferumfang richten sich nach diesem Angebot.",

  "sections.4.heading": "Richtigkeit der Informationen",
  "sections.4.blocks.0": "Wir achten darauf, dass die Informationen auf dieser Website richtig und aktuell sind. Die angegebenen Genauigkeiten, Bearbeitungszeiten, Detaillierungsgrade und sonstigen Kennzahlen beschreiben typische Ergebnisse auf typischen Objekten. Was wir bei Ihrem Projekt erreichen, hängt vom Objekt, von der Zugänglichkeit, von den Bedingungen am Aufnahmetag und vom gewählten Leistungsumfang ab.",
  "sections.4.blocks.1": "Verbindlich sind die Werte, die im Angebot für Ihr Projekt stehen. Weicht eine Angabe auf der Website von Ihrem Angebot ab, gilt das Angebot.",
  "sections.4.blocks.2": "Wir können Informationen auf der Website jederzeit ohne Ankündigung ändern, ergänzen oder entfernen.",

  "sections.5.heading": "Haftung",
  "sections.5.blocks.0": "Die Informationen auf dieser Website sind allgemeiner Natur und ersetzen weder eine Vermessung noch eine fachliche Beratung für Ihr Projekt. Soweit gesetzlich zulässig, haften wir nicht für Schäden, die aus der Nutzung dieser Informationen oder aus einer zeitweisen Nichterreichbarkeit der Website entstehen.",
  "sections.5.blocks.1": "Unberührt bleibt unsere Haftung für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie jede weitere Haftung, die gesetzlich nicht ausgeschlossen werden kann. Für unsere Leistungen aus einem Auftrag haften wir nach dem jeweiligen Angebot und Vertrag.",

  "sections.6.heading": "Links zu anderen Websites",
  "sections.6.blocks.0": "Die Website verweist auf andere Websites, etwa auf Google Maps und auf unsere Seiten in sozialen Netzwerken. Auf deren Inhalte, Verfügbarkeit und Umgang mit Daten haben wir keinen Einfluss und übernehmen dafür keine Verantwortung. Sobald Sie einem Link folgen, gelten die Bedingungen und Datenschutzbestimmungen der jeweiligen Website.",

  "sections.7.heading": "Änderungen dieser Bedingungen",
  "sections.7.blocks.0": "Wir können diese Bedingungen überarbeiten, etwa wenn sich die Website oder die Rechtslage ändert. Für eine Anfrage gilt die Fassung, die bei ihrem Absenden auf dieser Seite veröffentlicht war; spätere Änderungen wirken nicht zurück. Das Datum der letzten Überarbeitung steht auf dieser Seite.",

  "sections.8.heading": "Anwendbares Recht und Gerichtsstand",
  "sections.8.blocks.0": "Für diese Bedingungen und die Nutzung der Website gilt ungarisches Recht.",
  "sections.8.blocks.1": "Soweit eine Gerichtsstandsvereinbarung gesetzlich zulässig ist, ist Gerichtsstand für Streitigkeiten aus diesen Bedingungen oder aus der Nutzung dieser Website das für den Sitz der Pontos 3D Kft. in Budapest zuständige Gericht. Welches Recht für einen Vermessungsvertrag gilt und welches Gericht dafür zuständig ist, bestimmen das jeweilige Angebot oder der Vertrag.",
  "sections.8.blocks.2": "Sind Sie Verbraucher, verlieren Sie dadurch weder den Schutz der zwingenden Vorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, noch das Recht, dort vor Gericht zu klagen.",
} satisfies SameKeys<typeof en>;

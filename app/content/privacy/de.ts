import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Wie die Pontos 3D Kft. die personenbezogenen Daten verarbeitet, die Sie über diese Website senden: was wir erheben, wozu und wie lange, wer sie sehen kann und wie Sie Ihre Rechte nach der DSGVO wahrnehmen.",

  "sections.0.heading": "Wer für Ihre Daten verantwortlich ist",
  "sections.0.blocks.0": "Diese Datenschutzerklärung erläutert, wie wir die personenbezogenen Daten verarbeiten, die Sie uns über diese Website übermitteln. Grundlage sind die Datenschutz-Grundverordnung, Verordnung (EU) {{gdprRegulationNumber}} (DSGVO), und das ungarische {{infotvAct}} über das Recht auf informationelle Selbstbestimmung und die Informationsfreiheit (Infotv.).",
  "sections.0.blocks.1": "- Verantwortlicher: Pontos 3D Kft., eine in Ungarn eingetragene Gesellschaft mit beschränkter Haftung\n- Sitz: {{companySeat}}, Ungarn\n- Handelsregister: Fővárosi Törvényszék Cégbírósága (Registergericht des Hauptstädtischen Gerichtshofs Budapest), Handelsregisternummer {{companyRegistrationNumber}}\n- Telefon: {{companyPhone}}\n- Allgemeine E-Mail-Adresse: info@pontos3d.example\n- Kontakt für Datenschutzanfragen: privacy@pontos3d.example",
  "sections.0.blocks.2": "Fragen und Anliegen zu Ihren personenbezogenen Daten richten Sie bitte an privacy@pontos3d.example oder per Brief an unseren Sitz. Unser Büro in Istanbul ist eine Zweigniederlassung derselben Gesellschaft und kein eigener Verantwortlicher.",

  "sections.1.heading": "Welche Daten wir erheben",
  "sections.1.blocks.0": "Sie können diese Website nutzen, ohne uns personenbezogene Daten zu geben. Wir erheben nur, was Sie in eines der drei Formulare eintragen oder ihm beifügen, und was der Server beim Absenden eines Formulars aufzeichnet.",
  "sections.1.blocks.1": "### Angebotsanfrage",
  "sections.1.blocks.2": "- Ihr Name, Ihr Unternehmen, Ihre E-Mail-Adresse, Telefonnummer, Ihr Land und Ihre Stadt\n- Die Projektart und, wenn Sie sie angeben, deren Einzelheiten, etwa Detaillierungsgrad, Zeichnungsmaßstäbe, Toleranzen oder Berichtsintervall\n- Wenn Sie sie angeben: die Fläche, Ihr Termin und weitere Angaben zum Projekt\n- Wenn Sie sie beifügen: Zeichnungen, Fotos, Modelle, Punktwolken oder Dokumente, zusammen bis zu {{uploadLimitMb}} MB",
  "sections.1.blocks.3": "### Kontaktnachricht",
  "sections.1.blocks.4": "- Ihr Name, Ihre E-Mail-Adresse, das Thema und Ihre Nachricht\n- Wenn Sie sie angeben: Ihre Telefonnummer, Ihr Unternehmen, der Projektstandort und die Leistungen, für die Sie sich interessieren\n- Wenn Sie sie beifügen: Dateien",
  "sections.1.blocks.5": "### Anfrage eines Expertengesprächs",
  "sections.1.blocks.6": "- Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und das Thema des Gesprächs\n- Ihr Wunschtag, das Zeitfenster und Ihre Zeitzone\n- Wenn Sie sie angeben: Ihr Unternehmen und eine Nachricht",
  "sections.1.blocks.7": "### Was der Server mit jeder Anfrage speichert",
  "sections.1.blocks.8": "Mit jeder Anfrage speichert der Server den Zeitpunkt des Eingangs, die Sprache der Seite, Ihre IP-Adresse und die User-Agent-Kennung Ihres Browsers, einen kurzen Text, der Browser und Betriebssystem nennt. Wir nutzen diese Angaben, um Ihnen in Ihrer Sprache zu antworten, Missbrauch zu erkennen und den Dienst sicher zu betreiben.",
  "sections.1.blocks.9": "Vor dem Absenden willigen Sie durch Ankreuzen eines Kästchens ein, dass Ihre Daten zur Beantwortung Ihrer Anfrage verarbeitet werden. Die Angabe Ihrer Daten ist freiwillig; ohne die Pflichtfelder eines Formulars können wir jedoch nicht antworten. Beigefügte Dateien können selbst personenbezogene Daten enthalten, etwa Namen im Schriftfeld einer Zeichnung; wir behandeln sie wie die Angaben im Formular.",

  "sections.2.heading": "Zwecke und Rechtsgrundlagen der Verarbeitung",
  "sections.2.blocks.0": "Wir verarbeiten Ihre Daten nur zu den unten genannten Zwecken. Wir verkaufen sie nicht, nutzen sie nicht für Werbung und erstellen keine Profile. Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen, treffen wir nicht.",
  "sections.2.blocks.1": "Table: Zwecke der Verarbeitung und ihre Rechtsgrundlagen\n| Zweck | Daten | Rechtsgrundlage |\n| Beantwortung Ihrer Kontaktnachricht, Erstellung eines Angebots, Vereinbarung und Durchführung eines Expertengesprächs | Die Felder und Dateien des Formulars, der Zeitpunkt des Eingangs und die Sprache der Seite | Vorvertragliche Maßnahmen auf Ihre Anfrage, Art. 6 Abs. 1 lit. b DSGVO, und Ihre im Formular erteilte Einwilligung, Art. 6 Abs. 1 lit. a DSGVO |\n| Sicherheit des Dienstes und Schutz vor Missbrauch | Ihre IP-Adresse, die User-Agent-Kennung und die im Arbeitsspeicher gezählten Formularsendungen je IP-Adresse | Unser berechtigtes Interesse an einem sicheren, vor Missbrauch geschützten Dienst, Art. 6 Abs. 1 lit. f DSGVO |\n| Aufbewahrung der Unterlagen eines Vertrags, der auf eine Anfrage folgt | Die Anfrage und die Unterlagen, die Teil des Vertrags sind | Erfüllung unserer Pflichten aus dem ungarischen Rechnungslegungs- und Steuerrecht, Art. 6 Abs. 1 lit. c DSGVO |",
  "sections.2.blocks.2": "Ihre Einwilligung können Sie jederzeit widerrufen, zum Beispiel per E-Mail an privacy@pontos3d.example. Der Widerruf berührt nicht die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung. Wo wir uns auf unser berechtigtes Interesse stützen, haben wir es gegen Ihre Rechte abgewogen: Wir speichern nur die Daten, die der Server braucht, um eine echte Anfrage von Missbrauch zu unterscheiden, und Sie können dieser Verarbeitung jederzeit widersprechen.",

  "sections.3.heading": "Wie lange wir Ihre Daten speichern",
  "sections.3.blocks.0": "Wir speichern personenbezogene Daten nicht länger, als ihr Zweck es erfordert. Unsere Systeme und Mitarbeitenden wenden die folgenden Fristen an.",
  "sections.3.blocks.1": "Table: Speicherfristen\n| Daten | Speicherdauer |\n| Anfragen, ihre beigefügten Dateien und die Kopie der E-Mail in unserem Postfach | {{leadRetention}} ab Eingang, danach gelöscht |\n| Hochgeladene, aber nie mit einem Formular abgesendete Dateien | Nach {{unclaimedUploadHours}} Stunden automatisch gelöscht |\n| Die Zahl der Formularsendungen je IP-Adresse | {{rateWindowMinutes}} Minuten im Arbeitsspeicher des Servers gehalten, nie gespeichert |\n| Die Unterlagen eines Vertrags, der auf eine Anfrage folgt | So lange, wie das ungarische Rechnungslegungs- und Steuerrecht es vorschreibt |",
  "sections.3.blocks.2": "Wenn Sie die Löschung Ihrer Daten verlangen, warten wir das Fristende nicht ab: Wir löschen Ihre Anfrage, ihre Dateien und noch nicht versandte E-Mails dazu unverzüglich.",

  "sections.4.heading": "Wer Ihre Daten erhält",
  "sections.4.blocks.0": "Ihre Anfrage lesen die Mitarbeitenden unserer Büros in Budapest und Istanbul, die sie bearbeiten. Außer ihnen erhalten sie nur zwei Dienstleister, als Auftragsverarbeiter, die nach unseren Weisungen handeln:",
  "sections.4.blocks.1": "- Unser Hosting-Anbieter, auf dessen Server in der Europäischen Union die Website, die Datenbank der Anfragen und die hochgeladenen Dateien liegen\n- Unser E-Mail-Versanddienstleister (SMTP), der jede Anfrage an das Postfach unseres Unternehmens weiterleitet",
  "sections.4.blocks.2": "Wir verkaufen keine personenbezogenen Daten und geben sie nicht an Dritte für deren eigene Zwecke weiter. Gerichten oder Behörden legen wir sie nur offen, wenn uns das Gesetz dazu verpflichtet.",

  "sections.5.heading": "Übermittlung an unser Büro in Istanbul",
  "sections.5.blocks.0": "Unser Büro in Istanbul, {{istanbulOfficeAddress}}, Türkei, ist eine Zweigniederlassung der Pontos 3D Kft. Die Mitarbeitenden dort können Anfragen lesen, um Kunden und Projekte in der Region zu betreuen. Nach der DSGVO ist es eine Übermittlung in ein Drittland, wenn Ihre Daten in der Türkei zugänglich sind.",
  "sections.5.blocks.1": "Für die Türkei hat die Europäische Kommission keinen Angemessenheitsbeschluss erlassen. Wir stützen diese Übermittlungen daher auf die Standardvertragsklauseln, die die Europäische Kommission mit dem Durchführungsbeschluss (EU) {{sccDecisionNumber}} erlassen hat, und beschränken den Zugriff auf die Mitarbeitenden, die Ihre Anfrage beantworten. Eine Kopie dieser Garantien können Sie unter privacy@pontos3d.example anfordern.",

  "sections.6.heading": "Keine Cookies, kein Tracking",
  "sections.6.blocks.0": "Diese Website setzt keine Cookies. Sie lädt nichts von Dritten: keine Webanalyse, keine Werbung, keine Plug-ins sozialer Netzwerke und keine extern gehosteten Schriften. Links zu Google Maps und zu unseren Seiten in sozialen Netzwerken sind einfache Links; von diesen Diensten wird erst etwas geladen, wenn Sie auf einen davon klicken.",
  "sections.6.blocks.1": "Im lokalen Speicher Ihres Browsers liegen zwei Einträge, nur auf Ihrem Gerät: die von Ihnen gewählte Sprache und Ihre Antwort auf den Datenschutzhinweis. Die Website sendet sie nirgendwohin. Unsere Cookie-Richtlinie, verlinkt am Fuß jeder Seite, beschreibt sie und erklärt, wie Sie sie entfernen.",

  "sections.7.heading": "Ihre Rechte und wie Sie sie wahrnehmen",
  "sections.7.blocks.0": "Nach Art. 15 bis 22 DSGVO haben Sie in Bezug auf Ihre personenbezogenen Daten folgende Rechte:",
  "sections.7.blocks.1": "- Auskunft: zu erfahren, ob wir Daten über Sie verarbeiten, und eine Kopie davon zu erhalten\n- Berichtigung: unrichtige Daten berichtigen und unvollständige vervollständigen zu lassen\n- Löschung: Ihre Daten löschen zu lassen, zum Beispiel wenn wir sie nicht mehr benötigen oder Sie Ihre Einwilligung widerrufen\n- Einschränkung der Verarbeitung: die Verarbeitung einschränken zu lassen, zum Beispiel solange wir die Richtigkeit der Daten prüfen\n- Datenübertragbarkeit: die Daten, die Sie uns gegeben haben, in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten oder an einen anderen Verantwortlichen übermitteln zu lassen\n- Widerspruch: aus Gründen, die sich aus Ihrer besonderen Situation ergeben, der Verarbeitung auf Grundlage unseres berechtigten Interesses zu widersprechen\n- Widerruf der Einwilligung: jederzeit, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird",
  "sections.7.blocks.2": "Um eines dieser Rechte wahrzunehmen, schreiben Sie an privacy@pontos3d.example oder per Brief an die Pontos 3D Kft., {{companySeat}}, Ungarn. Wir antworten innerhalb eines Monats nach Eingang, unentgeltlich. Können wir nicht feststellen, ob ein Antrag von Ihnen stammt, bitten wir Sie gegebenenfalls um Angaben, die Ihre Identität bestätigen.",

  "sections.8.heading": "Beschwerden",
  "sections.8.blocks.0": "Wenn Sie meinen, dass wir Ihre personenbezogenen Daten rechtswidrig verarbeiten, können Sie sich zunächst an privacy@pontos3d.example wenden, damit wir Abhilfe schaffen. Sie haben außerdem das Recht, sich bei der ungarischen Aufsichtsbehörde zu beschweren:",
  "sections.8.blocks.1": "- Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), die ungarische Nationale Behörde für Datenschutz und Informationsfreiheit\n- Anschrift: {{naihAddress}}\n- Postanschrift: {{naihPostalAddress}}\n- Website: www.naih.hu",
  "sections.8.blocks.2": "Sie können sich auch an die Aufsichtsbehörde des EU-Mitgliedstaats wenden, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattfand, oder den Rechtsweg beschreiten. In Ungarn sind dafür die Gerichtshöfe (törvényszék) zuständig; Sie können die Klage auch beim Gerichtshof Ihres Wohn- oder Aufenthaltsorts erheben.",

  "sections.9.heading": "Änderungen dieser Datenschutzerklärung",
  "sections.9.blocks.0": "Wir überarbeiten diese Datenschutzerklärung, wenn sich die Verarbeitung personenbezogener Daten ändert, zum Beispiel wenn sich ein Formular, eine Speicherfrist oder ein Dienstleister ändert. Das Datum der letzten Überarbeitung steht auf dieser Seite.",
} satisfies SameKeys<typeof en>;

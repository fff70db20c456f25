import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Cookie-Richtlinie",
  "page.title": "Cookie-Richtlinie",
  "page.h1": "Cookie-Richtlinie",
  "page.description": "Warum diese Website keine Cookies setzt, was sie im Speicher Ihres Browsers ablegt und wie Sie es entfernen.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Diese Website setzt keine Cookies und lädt nichts von Dritten. Sie legt höchstens zwei kurze Einträge im lokalen Speicher Ihres Browsers ab, den zweiten nur, wenn Sie sich Ihre Sprache merken lassen. Hier lesen Sie, was diese enthalten, wie lange sie bestehen bleiben, warum sie keine Einwilligung erfordern und wie Sie sie entfernen.",

  "sections.0.heading": "Keine Cookies, nichts von Dritten",
  "sections.0.blocks.0": "Ein Cookie ist eine kleine Datei, die eine Website in Ihrem Browser ablegt und die der Browser bei jeder weiteren Anfrage zurücksendet. Diese Website setzt keine Cookies, weder eigene noch solche von Dritten.",
  "sections.0.blocks.1": "Sie lädt auch nichts von den Servern anderer Unternehmen. Es gibt:",
  "sections.0.blocks.2": "- keine Webanalyse und keine Besucherstatistik\n- keine Werbung und kein Retargeting\n- keine Social-Media-Plug-ins oder Teilen-Schaltflächen, die Inhalte nachladen\n- keine extern eingebundenen Schriften, Videos oder Karten",
  "sections.0.blocks.3": "Die Verweise auf Google Maps und auf unsere Seiten in sozialen Netzwerken sind einfache Links. Von diesen Diensten wird nichts geladen, solange Sie keinen davon anklicken; danach gelten deren eigene Datenschutz- und Cookie-Bestimmungen.",

  "sections.1.heading": "Was die Website in Ihrem Browser speichert",
  "sections.1.blocks.0": "Der lokale Speicher ist ein Bereich Ihres Browsers, in dem eine Website kurze Texte auf Ihrem Gerät ablegen kann. Anders als ein Cookie wird ein Eintrag dort nicht mit jeder Anfrage an den Server übertragen. Solange Sie die Sprachabfrage nicht beantwortet haben, legt diese Website dort nichts ab. Danach legt sie einen Eintrag ab, oder zwei, wenn Sie zustimmen:",
  "sections.1.blocks.1": "Table: Einträge dieser Website im lokalen Speicher Ihres Browsers\n| Name | Inhalt | Zweck | Speicherdauer |\n| cookie-consent | Ihre Antwort auf die Sprachabfrage: accepted (zugestimmt) oder declined (abgelehnt) | Damit die Abfrage nach Ihrer Antwort nicht erneut erscheint | Bis Sie die Websitedaten in Ihrem Browser löschen |\n| language | Nur wenn Sie zugestimmt haben: die Sprache der Seite, auf der Sie zugestimmt haben, oder die Sprache, die Sie später im Sprachmenü gewählt haben, als Kürzel: en, tr, hu oder de | Damit sich die Startadresse ohne Sprachangabe beim nächsten Besuch in Ihrer Sprache öffnet | Bis Sie auf dieser Seite ablehnen oder die Websitedaten in Ihrem Browser löschen |",
  "sections.1.blocks.2": "Im Sitzungsspeicher (Session Storage) Ihres Browsers legt die Website nichts ab, und sie setzt keine Cookies. Beide Einträge bleiben auf Ihrem Gerät. Die Website sendet sie weder an unseren Server noch an andere, und wir können sie nicht einsehen. Außer Ihrer Antwort und der Sprache enthalten sie keine personenbezogenen Daten über Sie.",

  "sections.2.heading": "Warum wir keine Einwilligung einholen",
  "sections.2.blocks.0": "Das Speichern von Informationen auf Ihrem Endgerät oder das Auslesen dort gespeicherter Informationen erfordert Ihre Einwilligung, es sei denn, es ist unbedingt erforderlich, damit wir einen von Ihnen ausdrücklich gewünschten digitalen Dienst bereitstellen können (§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG; Art.\u00a05 Abs.\u00a03 ePrivacy-Richtlinie; in Ungarn §\u00a0155 Abs.\u00a04 des Gesetzes über die elektronische Kommunikation ({{electronicCommunicationsAct}})). Beide Einträge fallen unter diese Ausnahme: Der eine bewahrt Ihre Antwort, der andere die Sprache, die sich die Website auf Ihren Wunsch merken soll. Mehr speichern wir nicht. Deshalb brauchen wir keine Einwilligung und bitten auch nicht darum.",
  "sections.2.blocks.1": "### Die Sprachabfrage",
  "sections.2.blocks.2": "Bei Ihrem ersten Besuch fragt ein kleines Fenster, ob sich die Website Ihre Sprache merken soll. Wir bieten das als Komfortfunktion an, nicht als Bitte um Einwilligung. Stimmen Sie zu, speichert die Website die Sprache der Seite, auf der Sie sich gerade befinden, und später jede Sprache, die Sie im Sprachmenü wählen, damit sich die Startadresse beim nächsten Mal in dieser Sprache öffnet. Lehnen Sie ab, speichert sie keine Sprache, löscht eine bereits gespeicherte und bewahrt nur Ihre Antwort, damit die Abfrage nicht wiederkehrt. Die Website funktioniert in beiden Fällen gleich.",
  "sections.2.blocks.3": "Blockiert Ihr Browser den lokalen Speicher, funktioniert die Website trotzdem. Die Abfrage verschwindet dann nur auf der aktuellen Seite und kann auf der nächsten erneut erscheinen.",
  "sections.2.blocks.4": "Sie können Ihre Antwort jederzeit ändern: mit der Schaltfläche unten, die bei aktiviertem JavaScript erscheint, oder indem Sie die Daten dieser Website in Ihrem Browser löschen.",

  "sections.3.heading": "So löschen Sie die Einträge",
  "sections.3.blocks.0": "Sie können beide Einträge jederzeit löschen, indem Sie die Daten dieser Website in Ihrem Browser entfernen. In allen gängigen Browsern gehen Sie ähnlich vor, nur die Menüs heißen etwas unterschiedlich:",
  "sections.3.blocks.1": "- Google Chrome und Microsoft Edge am Computer: Klicken Sie in der Adressleiste auf das Symbol links neben der Adresse, öffnen Sie die Website-Einstellungen oder den Bereich Cookies und Websitedaten und löschen Sie die Daten dieser Website.\n- Mozilla Firefox: Klicken Sie auf das Schloss links neben der Adresse und wählen Sie, dass Cookies und Website-Daten gelöscht werden.\n- Safari auf dem Mac: Öffnen Sie die Safari-Einstellungen, verwalten Sie unter Datenschutz die Websitedaten, wählen Sie diese Website aus und entfernen Sie sie.\n- Safari auf iPhone oder iPad: Öffnen Sie die App Einstellungen, dann Safari, Erweitert und Websitedaten, und löschen Sie den Eintrag dieser Website.\n- Chrome unter Android: Öffnen Sie das Menü, dann Einstellungen, Website-Einstellungen und Alle Websites, wählen Sie diese Website aus und löschen Sie ihre Daten.",
  "sections.3.blocks.2": "In einem privaten Fenster oder Inkognito-Fenster löscht der Browser beide Einträge selbst, sobald Sie das Fenster schließen.",
  "sections.3.blocks.3": "Sind die Einträge gelöscht, erscheint die Sprachabfrage bei Ihrem nächsten Besuch erneut, und die Startadresse öffnet sich in der Sprache Ihres Browsers.",

  "sections.4.heading": "Änderungen und Fragen",
  "sections.4.blocks.0": "Wir überarbeiten diese Richtlinie, sobald sich ändert, was die Website in Ihrem Browser speichert, etwa wenn sie jemals ein Cookie setzen oder Inhalte von Dritten laden sollte. Das Datum der letzten Überarbeitung steht auf dieser Seite.",
  "sections.4.blocks.1": "Wie wir personenbezogene Daten behandeln, die Sie uns über die Formulare senden, erläutert unsere Datenschutzerklärung. Fragen zu dieser Richtlinie richten Sie bitte an privacy@pontos3d.example.",
} satisfies SameKeys<typeof en>;

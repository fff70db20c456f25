import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Diese Website setzt keine Cookies und lädt nichts von Dritten. Sie legt lediglich zwei kurze Einträge im lokalen Speicher Ihres Browsers ab. Hier lesen Sie, was diese enthalten, wie lange sie bestehen bleiben und wie Sie sie entfernen.",

  "sections.0.heading": "Keine Cookies, nichts von Dritten",
  "sections.0.blocks.0": "Ein Cookie ist eine kleine Datei, die eine Website in Ihrem Browser ablegt und die der Browser bei jeder weiteren Anfrage zurücksendet. Diese Website setzt keine Cookies, weder eigene noch solche von Dritten.",
  "sections.0.blocks.1": "Sie lädt auch nichts von den Servern anderer Unternehmen. Es gibt:",
  "sections.0.blocks.2": "- keine Webanalyse und keine Besucherstatistik\n- keine Werbung und kein Retargeting\n- keine Social-Media-Plug-ins oder Teilen-Schaltflächen, die Inhalte nachladen\n- keine extern eingebundenen Schriften, Videos oder Karten",
  "sections.0.blocks.3": "Die Verweise auf Google Maps und auf unsere Seiten in sozialen Netzwerken sind einfache Links. Von diesen Diensten wird nichts geladen, solange Sie keinen davon anklicken; danach gelten deren eigene Datenschutz- und Cookie-Bestimmungen.",

  "sections.1.heading": "Die zwei Einträge im lokalen Speicher Ihres Browsers",
  "sections.1.blocks.0": "Der lokale Speicher ist ein Bereich Ihres Browsers, in dem eine Website kurze Texte auf Ihrem Gerät ablegen kann. Anders als ein Cookie wird ein Eintrag dort nicht mit jeder Anfrage an den Server übertragen. Diese Website legt darin zwei Einträge ab:",
  "sections.1.blocks.1": "Table: Einträge dieser Website im lokalen Speicher Ihres Browsers\n| Name | Inhalt | Zweck | Speicherdauer |\n| language | Die von Ihnen gewählte oder zuletzt genutzte Sprache als Kürzel: en, tr, hu oder de | Damit sich die Website in Ihrer Sprache öffnet, wenn Sie eine Adresse ohne Sprachangabe aufrufen | Bis Sie die Websitedaten in Ihrem Browser löschen |\n| cookie-consent | Ihre Antwort auf den Datenschutzhinweis: accepted (akzeptiert) oder declined (abgelehnt) | Damit der Hinweis nach Ihrer Antwort nicht erneut erscheint | Bis Sie die Websitedaten in Ihrem Browser löschen |",
  "sections.1.blocks.2": "Beide Einträge bleiben auf Ihrem Gerät. Die Website sendet sie weder an unseren Server noch an andere, und wir können sie nicht einsehen. Außer der gewählten Sprache und Ihrer Antwort enthalten sie keine personenbezogenen Daten über Sie.",

  "sections.2.heading": "Warum die Website trotzdem fragt",
  "sections.2.blocks.0": "Sie fragen sich vielleicht, warum eine Website ohne Cookies überhaupt einen Datenschutzhinweis zeigt. Wir zeigen ihn, um Ihnen schon beim ersten Besuch klar zu sagen, wofür wir uns entschieden haben: kein Tracking, keine Werbung und nichts, was von Dritten geladen wird.",
  "sections.2.blocks.1": "Ob Sie akzeptieren oder ablehnen, ändert darüber hinaus nichts. Die Website funktioniert in beiden Fällen gleich und lädt nichts zusätzlich. Ihre Antwort wird nur im Eintrag cookie-consent gespeichert, damit der Hinweis nicht auf jeder Seite wiederkehrt.",
  "sections.2.blocks.2": "Blockiert Ihr Browser den lokalen Speicher, funktioniert die Website trotzdem. Der Hinweis verschwindet dann nur auf der aktuellen Seite und kann auf der nächsten erneut erscheinen.",

  "sections.3.heading": "So löschen Sie die Einträge",
  "sections.3.blocks.0": "Sie können beide Einträge jederzeit löschen, indem Sie die Daten dieser Website in Ihrem Browser entfernen. In allen gängigen Browsern gehen Sie ähnlich vor, nur die Menüs heißen etwas unterschiedlich:",
  "sections.3.blocks.1": "- Google Chrome und Microsoft Edge am Computer: Klicken Sie in der Adressleiste auf das Symbol links neben der Adresse, öffnen Sie die Website-Einstellungen oder den Bereich Cookies und Websitedaten und löschen Sie die Daten dieser Website.\n- Mozilla Firefox: Klicken Sie auf das Schloss links neben der Adresse und wählen Sie, dass Cookies und Website-Daten gelöscht werden.\n- Safari auf dem Mac: Öffnen Sie die Safari-Einstellungen, verwalten Sie unter Datenschutz die Websitedaten, wählen Sie diese Website aus und entfernen Sie sie.\n- Safari auf iPhone oder iPad: Öffnen Sie die App Einstellungen, dann Safari, Erweitert und Websitedaten, und löschen Sie den Eintrag dieser Website.\n- Chrome unter Android: Öffnen Sie das Menü, dann Einstellungen, Website-Einstellungen und Alle Websites, wählen Sie diese Website aus und löschen Sie ihre Daten.",
  "sections.3.blocks.2": "In einem privaten Fenster oder Inkognito-Fenster löscht der Browser beide Einträge selbst, sobald Sie das Fenster schließen.",
  "sections.3.blocks.3": "Sind die Einträge gelöscht, erscheint der Datenschutzhinweis bei Ihrem nächsten Besuch erneut, und die Website wählt ihre Sprache anhand der aufgerufenen Adresse oder der Spracheinstellung Ihres Browsers.",

  "sections.4.heading": "Änderungen und Fragen",
  "sections.4.blocks.0": "Wir überarbeiten diese Richtlinie, sobald sich ändert, was die Website in Ihrem Browser speichert, etwa wenn sie jemals ein Cookie setzen oder Inhalte von Dritten laden sollte. Das Datum der letzten Überarbeitung steht auf dieser Seite.",
  "sections.4.blocks.1": "Wie wir personenbezogene Daten behandeln, die Sie uns über die Formulare senden, erläutert unsere Datenschutzerklärung. Fragen zu dieser Richtlinie richten Sie bitte an privacy@pontos3d.example.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  pageOf: "Seite {page} von {pages}",
  project: "Projekt",
  checkedBy: "Geprüft von",
  date: "Datum",
  notes: "Bemerkungen",

  "site-access.title": "Checkliste Zugang, Genehmigungen und Sicherheit",
  "site-access.intro":
    "Was zu regeln ist, bevor der Messtrupp in einer Anlage, einem Hotel oder einem Gebäude im Betrieb eintrifft. Jeder im Voraus geklärte Punkt bringt eine Stunde Scannen statt Warten am Tor.",
  "site-access.before.heading": "Vor dem Einsatz",
  "site-access.before.site-contact":
    "Eine Person vor Ort ist benannt, die Zugang gewährt und Genehmigungen unterschreibt, mit einer Telefonnummer, die während des Aufmaßes erreichbar ist.",
  "site-access.before.rules-induction":
    "Haus- oder Werksordnung und Unterlagen zur Sicherheitsunterweisung liegen vorab vor; die Unterweisung ist für den ersten Morgen eingeplant.",
  "site-access.before.hours":
    "Die Arbeitszeiten sind abgestimmt, einschließlich Nacht- oder Wochenendarbeit in Bereichen, die sich nur leer scannen lassen.",
  "site-access.before.passes":
    "Für den benannten Messtrupp sind Zutrittsausweise ausgestellt, das Fahrzeug ist für Parken und Entladen angemeldet.",
  "site-access.before.occupants": "Mieter, Mitarbeitende oder die Hotelrezeption wissen, wann und wo der Messtrupp arbeitet.",
  "site-access.permits.heading": "Genehmigungen und Gefahrbereiche",
  "site-access.permits.permit-to-work":
    "Für Prozessbereiche liegt ein Erlaubnisschein der zuständigen Stelle des Werks vor, je Schicht, wenn der Standort es verlangt.",
  "site-access.permits.atex":
    "ATEX-Zonen sind in einem Plan eingetragen. Laserscanner sind nicht explosionsgeschützt: Für jede Zone sind eine Freimessbescheinigung und ein Erlaubnisschein für Heißarbeiten oder ein Stillstandsfenster vereinbart.",
  "site-access.permits.confined-spaces":
    "Enge Räume (Behälter, Gruben, Durchlässe) sind erfasst; Befahren nur mit Erlaubnisschein und Sicherungsposten.",
  "site-access.permits.height":
    "Arbeiten mit Absturzgefahr sind geplant: Dachzugang, Seitenschutz oder Anschlagpunkte und eine Hubarbeitsbühne, wo Scanstandpunkte sie erfordern.",
  "site-access.permits.drone":
    "Für einen Drohnenflug: die Genehmigung der Luftfahrtbehörde, wo der Luftraum sie verlangt, die Zustimmung des Eigentümers und die Freigabe von Fluggebiet und Flugzeit durch den Betreiber.",
  "site-access.permits.photography":
    "Bereiche, in denen nicht gescannt oder fotografiert werden darf, sind benannt: Sicherheitsbereiche, Rechenzentren, belegte Gästezimmer, vertrauliche Produktionslinien.",
  "site-access.on-site.heading": "Vor Ort",
  "site-access.on-site.ppe":
    "Die geforderte PSA ist festgelegt: Helm, Sicherheitsschuhe, Warnweste, Schutzbrille und Gehörschutz sowie alles Besondere (flammhemmende Kleidung, Gaswarngerät).",
  "site-access.on-site.keys-escort":
    "Für verschlossene Räume, Technikzentralen, Elektroräume und den Dachzugang sind Schlüssel oder Begleitung organisiert.",
  "site-access.on-site.ceilings": "Es ist abgestimmt, welche Deckenplatten geöffnet werden dürfen und wer sie wieder einsetzt.",
  "site-access.on-site.risers": "Steigschächte und Revisionsöffnungen lassen sich öffnen, wo nötig im Beisein des Gebäudemanagements.",
  "site-access.on-site.equipment-route":
    "Ein Aufzug und ein Weg für die Geräte stehen bereit, dazu ein abschließbarer Raum zur Lagerung über Nacht.",
  "site-access.on-site.clean-areas": "Die Bekleidungs- und Hygieneregeln für Reinräume, Küchen und Labore sind bekannt.",
  "site-access.on-site.emergency": "Sammelplatz, Ersthelfer und geplante Probealarme sind dem Messtrupp bekannt.",

  "delivery.title": "Checkliste Datenübergabe",
  "delivery.intro":
    "Was vor dem Aufmaß zu vereinbaren und was bei Eingang der Daten zu prüfen ist – damit das Modell anhand von Nachweisen abgenommen wird, nicht auf Treu und Glauben.",
  "delivery.agreed.heading": "Vor dem Aufmaß vereinbart",
  "delivery.agreed.formats": "Dateiformate und Softwareversionen: Punktwolke (E57, RCP), Modell (RVT, IFC), Pläne (DWG, PDF).",
  "delivery.agreed.coordinates": "Koordinatensystem, Höhenbezug und der Projektbasispunkt des Modells.",
  "delivery.agreed.naming": "Dateibenennung und Ordnerstruktur oder Ihr eigener Benennungsstandard.",
  "delivery.agreed.lod": "Der Detaillierungsgrad jedes Bauteils oder Bereichs mit Verweis auf die LOD-Matrix und die Toleranz jeder Stufe.",
  "delivery.agreed.handover": "Der Übergabeweg: Download-Link, Ihre gemeinsame Datenumgebung (CDE) oder ein Datenträger.",
  "delivery.arrival.heading": "Bei Eingang der Daten",
  "delivery.arrival.files-open":
    "Jede Datei öffnet sich in der vereinbarten Softwareversion, und keines der vereinbarten Ergebnisse fehlt.",
  "delivery.arrival.registration":
    "Der Registrierungsbericht weist den RMSE ({{registrationRmse}}) und die Restklaffen an den Festpunkten ({{controlResiduals}}) aus.",
  "delivery.arrival.coverage": "Jeder beauftragte Raum und Bereich wurde gescannt; jede Lücke ist mit Grund aufgeführt.",
  "delivery.arrival.position":
    "Punktwolke und Modell liegen im vereinbarten Koordinatensystem: Die Probe an einem bekannten Punkt oder einer Achse stimmt.",
  "delivery.arrival.lod-check": "Der Detaillierungsgrad des Modells entspricht Bauteil für Bauteil der vereinbarten Spalte der LOD-Matrix.",
  "delivery.arrival.deviation":
    "Der QA/QC-Bericht zeigt den Vergleich zwischen Modell und Punktwolke, und jede Abweichung außerhalb der Toleranz ist begründet.",
  "delivery.arrival.assumed":
    "Bauteile, die der Scanner nicht sehen konnte, sind als angenommen oder aus Plänen übernommen gekennzeichnet.",
  "delivery.arrival.template": "Namen, Ebenen, Achsraster und Bearbeitungsbereiche folgen Ihrer Vorlage.",
  "delivery.sign-off.heading": "Korrekturen und Abnahme",
  "delivery.sign-off.comments":
    "Anmerkungen werden gesammelt in einer Liste übermittelt, innerhalb der Korrekturfrist von {{revisionWindowHours}} Stunden.",
  "delivery.sign-off.sign-off":
    "Nach Abschluss der Prüfungen wird die Übergabe schriftlich abgenommen; der QA/QC-Bericht wird mit dem Modell abgelegt.",
  "delivery.sign-off.archive": "Die registrierte Punktwolke wird archiviert: Sie beantwortet spätere Fragen ohne erneuten Ortstermin.",
} satisfies SameKeys<typeof en>;

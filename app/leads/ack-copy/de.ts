import type { AckCopy } from "./types.ts";

const de: AckCopy = {
  subject: {
    quote: "Ihre Angebotsanfrage {{ref}} – Pontos 3D",
    contact: "Ihre Nachricht {{ref}} – Pontos 3D",
    call: "Ihre Gesprächsanfrage {{ref}} – Pontos 3D",
  },
  greeting: "Guten Tag,",
  received: {
    quote: "vielen Dank für Ihre Angebotsanfrage. Sie ist unter der Vorgangsnummer {{ref}} bei uns eingegangen.",
    contact: "vielen Dank für Ihre Nachricht. Sie ist unter der Vorgangsnummer {{ref}} bei uns eingegangen.",
    call: "vielen Dank für Ihre Gesprächsanfrage. Sie ist unter der Vorgangsnummer {{ref}} bei uns eingegangen.",
  },
  next: {
    quote: "So geht es weiter: Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) ein Festpreisangebot.",
    contact: "So geht es weiter: Wir antworten Ihnen innerhalb von {{contactReplyHours}} Stunden.",
    call: "So geht es weiter: Wir bestätigen Ihnen den Gesprächstermin innerhalb eines Werktags per E-Mail.",
  },
  who: "Eine Fachperson für Vermessung oder BIM aus unserem Budapester Team meldet sich bei Ihnen.",
  reference:
    "Bitte nennen Sie die Vorgangsnummer {{ref}}, wenn Sie uns zu dieser Anfrage schreiben – am einfachsten antworten Sie auf diese E-Mail.",
  urgent:
    "Wenn es eilt, erreichen Sie uns telefonisch unter {{companyPhone}} ({{budapestOfficeHours}}). Unsere Anschrift: Pontos 3D Kft., {{companySeat}}, Ungarn.",
  why: "Sie erhalten diese E-Mail, weil diese Adresse in einem Formular auf {{site}} angegeben wurde. Falls Sie das Formular nicht abgeschickt haben, betrachten Sie diese E-Mail bitte als gegenstandslos.",
  signoff: "Mit freundlichen Grüßen\nPontos 3D",
};

export default de;

import type { AckCopy } from "./types.ts";

const en: AckCopy = {
  subject: {
    quote: "Your quote request {{ref}} – Pontos 3D",
    contact: "Your message {{ref}} – Pontos 3D",
    call: "Your call request {{ref}} – Pontos 3D",
  },
  greeting: "Hello,",
  received: {
    quote: "thank you for your quote request. It has reached us under the reference {{ref}}.",
    contact: "thank you for your message. It has reached us under the reference {{ref}}.",
    call: "thank you for your call request. It has reached us under the reference {{ref}}.",
  },
  next: {
    quote: "What happens next: you will receive a fixed-fee quote within {{quoteTurnaroundHours}} hours, counted on working days.",
    contact: "What happens next: we will reply within {{contactReplyHours}} hours.",
    call: "What happens next: we will confirm the time of the call by e-mail within one working day.",
  },
  who: "A surveyor or BIM lead from our Budapest team will get back to you.",
  reference: "Please mention {{ref}} whenever you write to us about this request; you can simply reply to this e-mail.",
  urgent: "If it is urgent, call us on {{companyPhone}} ({{budapestOfficeHours}}). Our office: Pontos 3D Kft., {{companySeat}}, Hungary.",
  why: "You are receiving this e-mail because this address was given on a form at {{site}}. If you did not send that form, please ignore this e-mail.",
  signoff: "Kind regards,\nPontos 3D",
};

export default en;

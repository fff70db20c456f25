import type { AckCopy } from "./types.ts";

const hu: AckCopy = {
  subject: {
    quote: "Árajánlatkérése: {{ref}} – Pontos 3D",
    contact: "Üzenete: {{ref}} – Pontos 3D",
    call: "Hívásidőpont-kérése: {{ref}} – Pontos 3D",
  },
  greeting: "Tisztelt Érdeklődő!",
  received: {
    quote: "Köszönjük árajánlatkérését, amely {{ref}} hivatkozási számon érkezett meg hozzánk.",
    contact: "Köszönjük üzenetét, amely {{ref}} hivatkozási számon érkezett meg hozzánk.",
    call: "Köszönjük hívásidőpont-kérését, amely {{ref}} hivatkozási számon érkezett meg hozzánk.",
  },
  next: {
    quote: "A következő lépés: munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
    contact: "A következő lépés: {{contactReplyHours}} órán belül válaszolunk.",
    call: "A következő lépés: egy munkanapon belül e-mailben visszaigazoljuk a hívás időpontját.",
  },
  who: "Budapesti csapatunk egyik földmérő vagy BIM-szakértő munkatársa keresi majd Önt.",
  reference:
    "Ha ezzel a kéréssel kapcsolatban ír nekünk, kérjük, tüntesse fel a hivatkozási számot ({{ref}}) – a legegyszerűbb, ha erre az e-mailre válaszol.",
  urgent:
    "Sürgős esetben hívjon minket a {{companyPhone}} telefonszámon ({{budapestOfficeHours}}). Irodánk címe: Pontos 3D Kft., {{companySeat}}",
  why: "Azért kapja ezt az e-mailt, mert ezt a címet adták meg egy űrlapon a {{site}} weboldalon. Ha nem Ön küldte el az űrlapot, kérjük, hagyja figyelmen kívül ezt az e-mailt.",
  signoff: "Üdvözlettel:\nPontos 3D",
};

export default hu;

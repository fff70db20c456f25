import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Wie die Pontos 3D Kft. die personenbezogenen Daten verarbeitet, die Sie über diese Website, per E-Mail oder am Telefon an uns geben: was wir erheben, wozu und auf welcher Rechtsgrundlage, wie lange, wer sie sehen kann und wie Sie Ihre Rechte nach der DSGVO und, in der Türkei, nach dem KVKK wahrnehmen.",
} satisfies SameKeys<typeof en>;

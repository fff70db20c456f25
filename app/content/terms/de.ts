import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Nutzungsbedingungen",
  "page.title": "Nutzungsbedingungen",
  "page.h1": "Nutzungsbedingungen",
  "page.description": "Die Bedingungen, die für die Nutzung dieser Website und für Angebotsanfragen an die Pontos 3D Kft. gelten.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Die Bedingungen, zu denen Sie diese von der Pontos 3D Kft. betriebene Website nutzen können. Sie gelten für die Informationen und Inhalte der Website und für die Anfragen, die Sie uns darüber senden; für jeden Vermessungsauftrag gelten das jeweilige Angebot und der zugehörige Vertrag.",
} satisfies SameKeys<typeof en>;

import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "LOD-Matrix",
  subtitle: "Bauteile nach Detaillierungsgrad für ein Scan-to-BIM-Bestandsmodell",
  use: "Tragen Sie in die letzte Spalte die vereinbarte Stufe je Bauteil ein oder legen Sie einen Plan bei, auf dem die Bereiche mit höherer Stufe markiert sind. Die Stufen folgen der BIMForum LOD Specification, ausgelegt für den Bestand; die Toleranzen gelten zwischen Modell und Punktwolke und werden im QA/QC-Bericht nachgewiesen.",
  project: "Projekt",
  client: "Auftraggeber",
  date: "Datum",
  agreed: "Vereinbarte Stufe",
  online: "Dieselbe Matrix auf unserer Website:",
  pageOf: "Seite {page} von {pages}",
} satisfies SameKeys<typeof en>;

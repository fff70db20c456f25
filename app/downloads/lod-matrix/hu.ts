import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "LOD-mátrix",
  subtitle: "Modellelemek kidolgozottsági szint szerint egy meglévő épület Scan to BIM-modelljéhez",
  use: "Az utolsó oszlopba írja be az egyes elemekre megállapodott szintet, vagy csatoljon egy alaprajzot, amelyen a magasabb szinten modellezendő zónák be vannak jelölve. A szintek a BIMForum LOD-specifikációt követik, meglévő épületre értelmezve; a tűrések a pontfelhőhöz képest értendők, és a minőségellenőrzési (QA/QC) jelentés igazolja őket.",
  project: "Projekt",
  client: "Megrendelő",
  date: "Dátum",
  agreed: "Megállapodott szint",
  online: "Ugyanez a mátrix a honlapunkon:",
  pageOf: "{page}/{pages}. oldal",
} satisfies SameKeys<typeof en>;

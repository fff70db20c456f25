import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "LOD-mátrix",
  subtitle: "Modellelemek kidolgozottsági szintenként egy meglévő épület Scan to BIM-modelljéhez",
  use: "Az utolsó oszlopba írja be az egyes elemek egyeztetett szintjét, vagy csatoljon egy alaprajzot, amelyen bejelölte a magasabb szinten modellezendő zónákat. A szintek a BIMForum LOD-specifikációt követik, meglévő épületre értelmezve; a tűrések a modell és a pontfelhő közötti eltérésre vonatkoznak, teljesülésüket a QA/QC-jelentésben ellenőrizzük.",
  project: "Projekt",
  client: "Megrendelő",
  date: "Dátum",
  agreed: "Egyeztetett szint",
  online: "Ugyanez a mátrix a weboldalunkon:",
  pageOf: "{page}/{pages}. oldal",
} satisfies SameKeys<typeof en>;

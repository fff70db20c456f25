import type { SameKeys } from "~/i18n/words";
import type en from "./en";
import words from "./en";

export default { ...words } satisfies SameKeys<typeof en>;

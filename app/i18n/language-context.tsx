import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./languages";
import { translate, type MessageKey, type Messages } from "./translate";
import type { UiMessages } from "./ui-messages.server";
import type { PageKey } from "~/site/route-table";
import { localizedPath } from "./paths";

/** A key of the texts every page has (the catalogue's UI groups: nav, footer, cookies, common); a typo fails the type check. */
export type UiKey = MessageKey<Omit<UiMessages, "labels">>;

export interface LanguageContextValue {
  lang: Lang;
  messages: UiMessages;
  /** Text for a dotted key ("nav.services"), with {{placeholders}} substituted. */
  t: (key: UiKey, values?: Record<string, string | number>) => string;
  /** The short label of a page, for menus, breadcrumbs and links. */
  label: (key: PageKey) => string;
  /** The address of a page in the current language. */
  path: (key: PageKey, hash?: string) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ lang, messages, children }: { lang: Lang; messages: UiMessages; children: ReactNode }) {
  const value = useMemo<LanguageContextValue>(
    () => ({
      lang,
      messages,
      t: (key, values) => translate(key, messages as unknown as Messages, undefined, values),
      label: (key) => messages.labels[key] ?? key,
      path: (key, hash) => localizedPath(key, lang, hash),
    }),
    [lang, messages],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language, its texts and the path builder. Only inside <LanguageProvider>. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage() must be used inside <LanguageProvider>.");
  return value;
}

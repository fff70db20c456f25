/** The language switcher and language links: names shared by LanguageSwitcher.tsx and their elements. */
export const LANGUAGE_SWITCHER = { tag: "language-switcher" } as const;
export const LANGUAGE_LINKS = { tag: "language-links" } as const;

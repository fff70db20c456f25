import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";

/**
 * The language question (SPEC §4, docs/decisions/014): the only things this site keeps in the
 * browser. `cookie-consent` holds the visitor's answer, "accepted" or "declined"; `language` holds
 * the language to open the bare address in, and exists only while the answer is "accepted".
 * Nothing is written before an answer, and nothing here reads the browser's language.
 */
export const COOKIE_CONSENT_KEY = "cookie-consent";

export type Answer = "accepted" | "declined";

/** The part of Web Storage used here (a test passes its own). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The page's localStorage, or undefined where the browser refuses it (some private modes). */
export function browserStore(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined; // storage full or blocked: the choice lasts for this page view
  }
}

/** The stored answer, or undefined while the visitor has not answered. */
export function storedAnswer(store: KeyValueStore | undefined = browserStore()): Answer | undefined {
  const value = attempt(() => store?.getItem(COOKIE_CONSENT_KEY));
  return value === "accepted" || value === "declined" ? value : undefined;
}

/**
 * Records an answer. "accepted" also remembers `lang` (the page's language); "declined" removes a
 * remembered language, so that declining undoes an earlier "accepted".
 */
export function answer(choice: Answer, lang: string, store: KeyValueStore | undefined = browserStore()): void {
  attempt(() => store?.setItem(COOKIE_CONSENT_KEY, choice));
  if (choice === "accepted") attempt(() => store?.setItem(LANGUAGE_STORAGE_KEY, lang));
  else attempt(() => store?.removeItem(LANGUAGE_STORAGE_KEY));
}

/** A language the visitor picked in the switcher is remembered only if they accepted; otherwise nothing is written. */
export function rememberPickedLanguage(lang: string, store: KeyValueStore | undefined = browserStore()): boolean {
  if (storedAnswer(store) !== "accepted") return false;
  attempt(() => store?.setItem(LANGUAGE_STORAGE_KEY, lang));
  return true;
}

/** Event dispatched on window when an answer is given anywhere on the page (banner or the cookie policy's control). */
export const ANSWER_EVENT = "pontos:language-answer";

export function announceAnswer(choice: Answer): void {
  window.dispatchEvent(new CustomEvent<Answer>(ANSWER_EVENT, { detail: choice }));
}

/** What the control says and offers for a stored answer (undefined: not answered yet). */
export function controlState(stored: Answer | undefined): { status: "accepted" | "declined" | "unanswered"; next: Answer } {
  if (stored === "accepted") return { status: "accepted", next: "declined" };
  return { status: stored ?? "unanswered", next: "accepted" };
}

import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { COOKIE_CONSENT_KEY, answer, rememberPickedLanguage, storedAnswer, controlState, type KeyValueStore } from "./language-memory";

/** A Web Storage stand-in that also counts writes. */
function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const store = {
    writes: 0,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      store.writes++;
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
    entries: () => Object.fromEntries(map),
  };
  return store;
}

describe("the language question's storage", () => {
  it("has no answer until one is given, and ignores anything else found under the key", () => {
    expect(storedAnswer(memoryStore())).toBeUndefined();
    expect(storedAnswer(memoryStore({ [COOKIE_CONSENT_KEY]: "yes" }))).toBeUndefined();
    expect(storedAnswer(memoryStore({ [COOKIE_CONSENT_KEY]: "declined" }))).toBe("declined");
  });

  it("Accept stores the answer and the page's language", () => {
    const store = memoryStore();
    answer("accepted", "hu", store);
    expect(store.entries()).toEqual({ [COOKIE_CONSENT_KEY]: "accepted", [LANGUAGE_STORAGE_KEY]: "hu" });
  });

  it("Decline stores the answer and removes a language stored before", () => {
    const store = memoryStore({ [COOKIE_CONSENT_KEY]: "accepted", [LANGUAGE_STORAGE_KEY]: "de" });
    answer("declined", "de", store);
    expect(store.entries()).toEqual({ [COOKIE_CONSENT_KEY]: "declined" });
  });

  it("a language picked in the switcher is stored only after Accept", () => {
    const unanswered = memoryStore();
    expect(rememberPickedLanguage("tr", unanswered)).toBe(false);
    expect(unanswered.writes).toBe(0);

    const declined = memoryStore({ [COOKIE_CONSENT_KEY]: "declined" });
    expect(rememberPickedLanguage("tr", declined)).toBe(false);
    expect(declined.entries()).toEqual({ [COOKIE_CONSENT_KEY]: "declined" });

    const accepted = memoryStore({ [COOKIE_CONSENT_KEY]: "accepted", [LANGUAGE_STORAGE_KEY]: "en" });
    expect(rememberPickedLanguage("tr", accepted)).toBe(true);
    expect(accepted.entries()[LANGUAGE_STORAGE_KEY]).toBe("tr");
  });

  it("a browser that refuses storage (or has none) costs the choice, never the page", () => {
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(storedAnswer(refusing)).toBeUndefined();
    expect(() => answer("accepted", "en", refusing)).not.toThrow();
    expect(() => answer("declined", "en", undefined)).not.toThrow();
    expect(rememberPickedLanguage("en", refusing)).toBe(false);
  });
});

describe("the cookie policy's control", () => {
  it("offers to forget after Accept, and to remember otherwise", () => {
    expect(controlState("accepted")).toEqual({ status: "accepted", next: "declined" });
    expect(controlState("declined")).toEqual({ status: "declined", next: "accepted" });
    expect(controlState(undefined)).toEqual({ status: "unanswered", next: "accepted" });
  });
});

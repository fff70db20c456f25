// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { COOKIE_CONSENT_KEY } from "~/enhance/language-memory";
import { renderPage } from "~/enhance/testing/render";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { LanguageMemoryControl } from "./LanguageMemoryControl";
import { LANGUAGE_MEMORY_CONTROL as C } from "./language-memory-control.contract";
import { LanguageMemoryControl as LanguageMemoryControlElement } from "./language-memory-control.element";

defineElement(C.tag, LanguageMemoryControlElement);

const control = () => document.querySelector<HTMLElement>(`[${C.control}]`)!;
const status = () => control().querySelector(`[${C.status}]`)!.textContent;
const button = () => control().querySelector<HTMLButtonElement>(`[${C.toggle}]`)!;

describe("the cookie policy's language-memory control", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = "en";
  });

  it("is revealed with the stored answer, and its button switches it", () => {
    renderPage(<LanguageMemoryControl />);
    expect(control().hidden).toBe(false);
    expect(status()).toBe(control().getAttribute(C.unanswered));
    expect(button().textContent).toBe(control().getAttribute(C.remember));

    button().click();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(status()).toBe(control().getAttribute(C.accepted));
    expect(button().textContent).toBe(control().getAttribute(C.forget));

    button().click();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("declined");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(status()).toBe(control().getAttribute(C.declined));
  });
});

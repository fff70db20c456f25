// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { COOKIE_CONSENT_KEY } from "~/enhance/language-memory";
import { renderPage } from "~/enhance/testing/render";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LANGUAGE_LINKS, LANGUAGE_SWITCHER } from "./language.contract";
import { LanguageLinks } from "./language-links.element";
import { LanguageSwitcher as LanguageSwitcherElement } from "./language-switcher.element";

defineElement(LANGUAGE_LINKS.tag, LanguageLinks);
defineElement(LANGUAGE_SWITCHER.tag, LanguageSwitcherElement);

/** Stops the test's document from following the link once the page's own listeners have run. */
const stayOnPage = (event: Event) => event.preventDefault();

describe("the language switcher and its links", () => {
  let details: HTMLDetailsElement;
  const link = (lang: string) => details.querySelector<HTMLAnchorElement>(`a[hreflang="${lang}"]`)!;

  beforeEach(() => {
    localStorage.clear();
    renderPage(<LanguageSwitcher />);
    details = document.querySelector("details")!;
    details.open = true;
    document.addEventListener("click", stayOnPage);
  });
  afterEach(() => {
    document.removeEventListener("click", stayOnPage);
    location.hash = "";
  });

  it("a link keeps the part of the page the visitor is on, and the switcher closes", () => {
    location.hash = "#faq";
    link("de").click();
    expect(link("de").hash).toBe("#faq");
    expect(details.open).toBe(false);
  });

  it("a language picked is remembered only after the visitor accepted the language question", () => {
    link("de").click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    link("hu").click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hu");
  });

  it("Esc closes the open switcher and returns focus to it; a click outside closes it", () => {
    link("de").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector("summary"));
    details.open = true;
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(details.open).toBe(false);
  });
});

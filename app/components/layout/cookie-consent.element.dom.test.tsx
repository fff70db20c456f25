// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { COOKIE_CONSENT_KEY } from "~/enhance/language-memory";
import { renderPage } from "~/enhance/testing/render";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { Toaster } from "~/components/ui/Toaster";
import { TOAST_REGION } from "~/components/ui/toast-region.contract";
import { ToastRegion } from "~/components/ui/toast-region.element";
import { CookieBanner } from "./CookieBanner";
import { COOKIE_CONSENT } from "./cookie-consent.contract";
import { CookieConsent } from "./cookie-consent.element";

defineElement(TOAST_REGION.tag, ToastRegion);
defineElement(COOKIE_CONSENT.tag, CookieConsent);

const banner = () => document.querySelector<HTMLElement>(`[${COOKIE_CONSENT.banner}]`)!;
const choose = (choice: "accepted" | "declined") =>
  banner().querySelector<HTMLButtonElement>(`[${COOKIE_CONSENT.choice}="${choice}"]`)!.click();

describe("the language question", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    document.documentElement.lang = "en";
  });
  afterEach(() => vi.useRealTimers());

  const render = () =>
    renderPage(
      <>
        <CookieBanner />
        <Toaster />
      </>,
    );

  it("appears 1 s after the script runs while no answer is stored", () => {
    render();
    vi.advanceTimersByTime(COOKIE_CONSENT.delayMs - 1);
    expect(banner().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(banner().hidden).toBe(false);
  });

  it("does not appear once an answer is stored", () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, "declined");
    render();
    vi.advanceTimersByTime(COOKIE_CONSENT.delayMs * 5);
    expect(banner().hidden).toBe(true);
  });

  it("Accept stores the answer and the page's language, hides the banner and confirms with a toast", () => {
    render();
    vi.advanceTimersByTime(COOKIE_CONSENT.delayMs);
    choose("accepted");
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(banner().hidden).toBe(true);
    const toast = document.querySelector('[data-testid="toast"]')!;
    expect(toast.textContent).toContain(banner().getAttribute(COOKIE_CONSENT.savedTitle));
    expect(toast.textContent).toContain(banner().getAttribute(COOKIE_CONSENT.savedAccepted));
  });

  it("Decline stores the answer, removes a remembered language and says so in the toast", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "de");
    render();
    vi.advanceTimersByTime(COOKIE_CONSENT.delayMs);
    choose("declined");
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("declined");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.querySelector('[data-testid="toast"]')!.textContent).toContain(banner().getAttribute(COOKIE_CONSENT.savedDeclined));
  });
});

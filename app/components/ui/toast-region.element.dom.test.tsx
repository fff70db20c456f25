// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { Toaster } from "./Toaster";
import { TOAST_REGION } from "./toast-region.contract";
import { ToastRegion } from "./toast-region.element";

const TOAST_DURATION_MS = TOAST_REGION.durationMs;
defineElement(TOAST_REGION.tag, ToastRegion);
const showToast = (input: Parameters<ToastRegion["show"]>[0]) => document.querySelector<ToastRegion>(TOAST_REGION.tag)!.show(input);

const toast = () => document.querySelector<HTMLElement>('[data-testid="toast"]');

describe("a toast's timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderPage(<Toaster />);
    showToast({ title: "Sent" });
  });
  afterEach(() => vi.useRealTimers());

  it("closes the toast after its duration", () => {
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast()).toBeNull();
  });

  it("pauses while the pointer is on it, and goes on with the time that was left", () => {
    vi.advanceTimersByTime(3000);
    toast()!.dispatchEvent(new PointerEvent("pointerenter"));
    vi.advanceTimersByTime(60_000);
    expect(toast()).not.toBeNull();
    toast()!.dispatchEvent(new PointerEvent("pointerleave"));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 3000 - 1);
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast()).toBeNull();
  });

  it("pauses while focus is in it, and goes on once focus leaves it", () => {
    vi.advanceTimersByTime(1000);
    toast()!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(toast()).not.toBeNull();
    // Focus moving to the close button stays inside: still paused.
    toast()!.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: toast()!.querySelector("button") }));
    vi.advanceTimersByTime(60_000);
    expect(toast()).not.toBeNull();
    toast()!.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    expect(toast()).toBeNull();
  });
});

describe("a toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderPage(<Toaster />);
  });
  afterEach(() => vi.useRealTimers());

  it("is cloned from the region's template, with its words, the page's close label, and announced", () => {
    showToast({ title: "Preference saved", description: "Your language is not remembered." });
    const shown = toast()!;
    expect(shown.textContent).toContain("Preference saved");
    expect(shown.textContent).toContain("Your language is not remembered.");
    expect(shown.querySelector("button")!.getAttribute("aria-label")).toBe("Close");
    expect(shown.querySelector("button svg")).not.toBeNull();
    vi.advanceTimersByTime(50);
    expect(document.querySelector(`[${TOAST_REGION.status}]`)!.textContent).toBe("Preference saved Your language is not remembered.");
  });

  it("without a description shows the title alone; a new toast replaces the one shown", () => {
    showToast({ title: "First", description: "Said first." });
    showToast({ title: "Second" });
    expect(document.querySelectorAll('[data-testid="toast"]')).toHaveLength(1);
    expect(toast()!.textContent).toBe("Second");
  });

  it("closes from its close button and on Esc", () => {
    showToast({ title: "Sent" });
    toast()!.querySelector("button")!.click();
    expect(toast()).toBeNull();
    showToast({ title: "Sent" });
    toast()!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(toast()).toBeNull();
  });

  it("F8 moves focus to the region", () => {
    const region = document.querySelector<HTMLElement>(`[${TOAST_REGION.region}]`)!;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(document.activeElement).toBe(region);
  });
});

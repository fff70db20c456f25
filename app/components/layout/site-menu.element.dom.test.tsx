// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { DesktopNav } from "./DesktopNav";
import { SITE_MENU } from "./site-menu.contract";
import { SiteMenu } from "./site-menu.element";

const MENU_CLOSE_DELAY_MS = SITE_MENU.closeDelayMs;
defineElement(SITE_MENU.tag, SiteMenu);

/** The first menu of the main navigation: its item, its button and its panel. */
function firstMenu() {
  const item = document.querySelector<HTMLElement>("[data-menu-item]")!;
  const toggle = item.querySelector<HTMLButtonElement>("[data-menu-toggle]")!;
  const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
  return { item, toggle, panel };
}

/** A tap or a click: the pointer goes down on the button, then the click (detail 1) follows. */
function press(target: HTMLElement, pointerType: "touch" | "mouse") {
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType }));
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
}

describe("the main navigation's menus", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderPage(<DesktopNav />);
  });
  afterEach(() => vi.useRealTimers());

  it("on touch: the pointer arriving opens nothing; the first tap opens the panel, the second closes it", () => {
    const { item, toggle, panel } = firstMenu();
    expect(panel.hidden).toBe(true);
    item.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(panel.hidden).toBe(true);
    press(toggle, "touch");
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // A touch leaving starts no close timer.
    item.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "touch" }));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 4);
    expect(panel.hidden).toBe(false);
    press(toggle, "touch");
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("on touch: a tap outside the open menu closes it", () => {
    const { toggle, panel } = firstMenu();
    press(toggle, "touch");
    expect(panel.hidden).toBe(false);
    document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
    expect(panel.hidden).toBe(true);
  });

  it("with a mouse: hover opens, the click that follows keeps it open, and it closes 250 ms after the pointer leaves", () => {
    const { item, toggle, panel } = firstMenu();
    item.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(panel.hidden).toBe(false);
    press(toggle, "mouse");
    expect(panel.hidden).toBe(false);
    item.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(panel.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(panel.hidden).toBe(true);
  });
});

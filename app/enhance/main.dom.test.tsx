// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "~/components/layout/DesktopNav";
import { MobileMenu } from "~/components/layout/MobileMenu";
import { SITE_MENU } from "~/components/layout/site-menu.contract";
import { TOAST_REGION } from "~/components/ui/toast-region.contract";
import { Toaster } from "~/components/ui/Toaster";
import { renderPage } from "./testing/render";
import { enhance, PAGE_ELEMENTS } from "./main";

type Prerendering = Document & { prerendering?: boolean };

afterEach(() => {
  delete (document as Prerendering).prerendering;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A tap on the first menu's button: the pointer goes down, then the click follows. */
function tapFirstMenu() {
  const toggle = document.querySelector<HTMLButtonElement>(`[${SITE_MENU.toggle}]`)!;
  toggle.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
  toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
  return document.getElementById(toggle.getAttribute("aria-controls")!)!;
}

// This test comes first: once defined, an element stays defined for the rest of the file.
describe("a page the browser prerenders on intent", () => {
  it("is enhanced only once it is shown: no element is defined, no behaviour runs before activation", () => {
    renderPage(<Toaster />);
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    enhance(document);
    expect(document.documentElement.dataset.enhanced).toBeUndefined();
    for (const [tag] of PAGE_ELEMENTS) expect(customElements.get(tag), tag).toBeUndefined();
    const region = document.querySelector<HTMLElement>(`[${TOAST_REGION.region}]`)!;
    const focus = vi.spyOn(region, "focus");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(focus).not.toHaveBeenCalled();

    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(document.documentElement.dataset.enhanced).toBe("true");
    for (const [tag] of PAGE_ELEMENTS) expect(customElements.get(tag), tag).toBeDefined();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(focus).toHaveBeenCalledOnce();
  });
});

describe("a behaviour that fails", () => {
  it("is reported, and the elements after it still work", () => {
    // Browsers report to the console and the error event; happy-dom has no reportError of its own.
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    renderPage(
      <>
        <Toaster />
        <SITE_MENU.tag>
          <ul>
            <li {...{ [SITE_MENU.item]: "broken" }}>A menu item whose button is missing</li>
          </ul>
        </SITE_MENU.tag>
        <MobileMenu />
      </>,
    );
    enhance(document);
    expect(reported).toHaveBeenCalledOnce();
    // The mobile menu, set up after the broken menu, still opens without invoker commands.
    const dialog = document.querySelector("dialog")!;
    document.querySelector<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="show-modal"]`)!.click();
    expect(dialog.open).toBe(true);
  });
});

describe("enhancing twice", () => {
  /** Presses F8 and counts how often the notification region was focused. */
  function pressF8() {
    const focus = vi.spyOn(document.querySelector<HTMLElement>(`[${TOAST_REGION.region}]`)!, "focus");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    return focus.mock.calls.length;
  }

  it("changes nothing: a menu tap opens it, and F8 focuses the region once", () => {
    renderPage(
      <>
        <Toaster />
        <DesktopNav />
      </>,
    );
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    enhance(document);
    document.documentElement.removeAttribute("data-enhanced");
    enhance(document);
    expect(reported).not.toHaveBeenCalled();
    expect(tapFirstMenu().hidden).toBe(false);
    expect(pressF8()).toBe(1);
  });

  it("an element connected a second time is not set up again", () => {
    renderPage(<Toaster />);
    enhance(document);
    const region = document.querySelector(TOAST_REGION.tag)!;
    region.remove();
    document.body.append(region);
    expect(pressF8()).toBe(1);
  });
});

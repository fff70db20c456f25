// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { MobileMenu } from "~/components/layout/MobileMenu";
import { Toaster } from "~/components/ui/Toaster";
import { renderPage } from "./testing/render";
import { enhance } from "./main";

type Prerendering = Document & { prerendering?: boolean };

afterEach(() => {
  delete (document as Prerendering).prerendering;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a page the browser prerenders on intent", () => {
  it("is enhanced only once it is shown: no behaviour runs before activation", () => {
    renderPage(<Toaster />);
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    enhance(document);
    expect(document.documentElement.dataset.enhanced).toBeUndefined();
    const region = document.querySelector<HTMLElement>("[data-toast-region]")!;
    const focus = vi.spyOn(region, "focus");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(focus).not.toHaveBeenCalled();

    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(document.documentElement.dataset.enhanced).toBe("true");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    expect(focus).toHaveBeenCalledOnce();
  });
});

describe("a behaviour that fails", () => {
  it("is reported, and the behaviours after it still run", () => {
    renderPage(
      <>
        <Toaster />
        <ul>
          <li data-menu-item="">A menu item whose button is missing</li>
        </ul>
        <MobileMenu />
      </>,
    );
    // Browsers report to the console and the error event; happy-dom has no reportError of its own.
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    enhance(document);
    expect(reported).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.enhanced).toBe("true");
    // The mobile menu, enhanced after the menus, still opens without invoker commands.
    const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]")!;
    document.querySelector<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="show-modal"]`)!.click();
    expect(dialog.open).toBe(true);
  });
});

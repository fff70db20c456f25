// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { MobileMenu } from "./MobileMenu";
import { MOBILE_MENU } from "./mobile-menu.contract";
import { MobileMenu as MobileMenuElement } from "./mobile-menu.element";

defineElement(MOBILE_MENU.tag, MobileMenuElement);

describe("the mobile menu in a browser without invoker commands", () => {
  it("opens from its button, closes from its close button and when a link in it is followed", () => {
    expect("command" in HTMLButtonElement.prototype).toBe(false);
    renderPage(<MobileMenu />);
    const dialog = document.querySelector("dialog")!;
    const button = (command: string) =>
      document.querySelector<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="${command}"]`)!;

    button("show-modal").click();
    expect(dialog.open).toBe(true);
    button("close").click();
    expect(dialog.open).toBe(false);

    button("show-modal").click();
    dialog.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog.open).toBe(false);
  });
});

import { PageElement } from "~/enhance/page-element";

/**
 * The mobile menu is a modal <dialog> opened by invoker commands, so it works before any script.
 * Where a browser has no invoker commands the button opens it here; any link followed inside it
 * closes it, and Tab and Shift+Tab cycle within it.
 */
export class MobileMenu extends PageElement {
  protected setUp(): void {
    const dialog = this.querySelector("dialog");
    if (!dialog) return;
    if (!("command" in HTMLButtonElement.prototype)) {
      for (const button of this.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`)) {
        button.addEventListener("click", () => {
          if (button.getAttribute("command") === "close") dialog.close();
          else if (!dialog.open) dialog.showModal();
        });
      }
    }
    dialog.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("a")) dialog.close();
    });
    dialog.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = this.ownerDocument.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    });
  }
}

import { PageElement } from "~/enhance/page-element";
import { SITE_MENU } from "./site-menu.contract";

/**
 * The main navigation's menus (`li[data-menu-item]`), each a link to its section's index page, a
 * disclosure button (`[data-menu-toggle]`, WAI-ARIA disclosure pattern, decision 003) and a panel.
 * The button opens and closes the panel (Enter, Space, click or tap); ArrowDown on it opens the panel
 * and focuses its first link. Tab from the open button goes into the panel, whose links ArrowDown,
 * ArrowUp, Home and End move between. Esc closes and returns focus to the button. A mouse opens a
 * menu on hover, and it closes 250 ms after the pointer leaves; a menu also closes on a click
 * outside, when focus leaves it, and when the address changes. Without this script each link leads
 * to its index page and CSS shows a panel while focus or the pointer is in its item.
 */
export class SiteMenu extends PageElement {
  protected setUp(): void {
    const root = this.ownerDocument;
    const items = [...this.querySelectorAll<HTMLElement>(`[${SITE_MENU.item}]`)];
    if (items.length === 0) return;
    let open: HTMLElement | null = null;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;

    const parts = (item: HTMLElement) => {
      const toggle = item.querySelector<HTMLButtonElement>(`[${SITE_MENU.toggle}]`)!;
      const panel = root.getElementById(toggle.getAttribute("aria-controls") ?? "");
      const links = () => [...(panel?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
      return { toggle, panel, links };
    };
    const show = (item: HTMLElement | null) => {
      clearTimeout(closeTimer);
      if (open === item) return;
      for (const other of items) {
        const { toggle, panel } = parts(other);
        const isOpen = other === item;
        toggle.setAttribute("aria-expanded", String(isOpen));
        if (panel) panel.hidden = !isOpen;
      }
      open = item;
    };
    const close = () => show(null);
    // From here on the panels' hidden attributes decide, not the script-less CSS (app.css, .menu-panel).
    for (const item of items) {
      const { panel } = parts(item);
      if (panel) panel.hidden = true;
    }

    for (const item of items) {
      const { toggle, links } = parts(item);
      item.addEventListener("pointerenter", (event) => {
        if (event.pointerType !== "touch") show(item);
      });
      item.addEventListener("pointerleave", (event) => {
        if (event.pointerType === "touch") return;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(close, SITE_MENU.closeDelayMs);
      });
      item.addEventListener("focusout", (event) => {
        if (open === item && !item.contains(event.relatedTarget as Node | null)) close();
      });
      let lastPointer = "";
      toggle.addEventListener("pointerdown", (event) => (lastPointer = event.pointerType));
      toggle.addEventListener("click", (event) => {
        // A mouse opened the menu on hover already: its click keeps it open rather than closing it.
        const mouse = event.detail > 0 && lastPointer === "mouse";
        lastPointer = "";
        if (open === item && !mouse) close();
        else show(item);
      });
      item.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && open === item) {
          event.stopPropagation();
          close();
          toggle.focus();
          return;
        }
        if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
        const list = links();
        if (event.target === toggle) {
          if (event.key !== "ArrowDown" || list.length === 0) return;
          event.preventDefault();
          show(item);
          list[0].focus();
          return;
        }
        const at = list.indexOf(event.target as HTMLAnchorElement);
        if (at < 0 || open !== item) return;
        event.preventDefault();
        const next =
          event.key === "Home"
            ? 0
            : event.key === "End"
              ? list.length - 1
              : (at + (event.key === "ArrowDown" ? 1 : -1) + list.length) % list.length;
        list[next].focus();
      });
    }
    root.addEventListener("pointerdown", (event) => {
      if (open && !open.contains(event.target as Node)) close();
    });
    window.addEventListener("hashchange", close);
  }
}

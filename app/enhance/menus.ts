/** Milliseconds a menu stays open after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 250;

/**
 * The main navigation's menus (`li[data-menu-item]`, each with a trigger link and a hidden panel).
 * A menu opens on hover or focus and closes 250 ms after the pointer leaves, on Esc (focus returns
 * to the trigger), on a click outside, when focus leaves it, and when the address changes. From a
 * trigger, Tab goes on to the next top-level item and ArrowDown into the panel. On a touch screen
 * the first tap opens the panel and a second follows the link. Without this script each trigger is
 * a link to its section's index page.
 */
export function enhanceMenus(root: Document): void {
  const items = [...root.querySelectorAll<HTMLElement>("[data-menu-item]")];
  if (items.length === 0) return;
  let open: HTMLElement | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let skipFocusOpen = false;
  let lastPointerType = "";

  const parts = (item: HTMLElement) => {
    const trigger = item.querySelector<HTMLAnchorElement>("[data-menu-trigger]")!;
    const panel = root.getElementById(trigger.getAttribute("aria-controls") ?? "");
    return { trigger, panel };
  };
  const show = (item: HTMLElement | null) => {
    clearTimeout(closeTimer);
    if (open === item) return;
    for (const other of items) {
      const { trigger, panel } = parts(other);
      const isOpen = other === item;
      trigger.setAttribute("aria-expanded", String(isOpen));
      if (panel) panel.hidden = !isOpen;
    }
    open = item;
  };
  const close = () => show(null);

  for (const item of items) {
    const { trigger, panel } = parts(item);
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "touch") show(item);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "touch") return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(close, MENU_CLOSE_DELAY_MS);
    });
    item.addEventListener("focusout", (event) => {
      if (open === item && !item.contains(event.relatedTarget as Node | null)) close();
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && open === item) {
        event.stopPropagation();
        close();
        skipFocusOpen = true;
        trigger.focus();
      }
    });
    trigger.addEventListener("focus", () => {
      if (skipFocusOpen) skipFocusOpen = false;
      else show(item);
    });
    trigger.addEventListener("pointerdown", (event) => (lastPointerType = event.pointerType));
    trigger.addEventListener("click", (event) => {
      if (lastPointerType === "touch" && open !== item) {
        event.preventDefault();
        show(item);
      }
      lastPointerType = "";
    });
    trigger.addEventListener("keydown", (event) => {
      if (event.key === "Tab" && !event.shiftKey && open === item) close();
      if (event.key === "ArrowDown") {
        event.preventDefault();
        show(item);
        requestAnimationFrame(() => panel?.querySelector<HTMLElement>("a")?.focus());
      }
    });
  }
  root.addEventListener("pointerdown", (event) => {
    if (open && !open.contains(event.target as Node)) close();
  });
  window.addEventListener("hashchange", close);
}

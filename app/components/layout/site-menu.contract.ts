/** The main navigation's menus: names shared by DesktopNav.tsx and site-menu.element.ts. */
export const SITE_MENU = {
  tag: "site-menu",
  /** On each menu's <li>, its id as value. */
  item: "data-menu-item",
  /** On the disclosure button, whose aria-controls names the panel. */
  toggle: "data-menu-toggle",
  /** Milliseconds a menu stays open after the pointer leaves it. */
  closeDelayMs: 250,
} as const;

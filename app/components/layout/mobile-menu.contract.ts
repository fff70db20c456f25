/** The mobile menu: MobileMenu.tsx renders its <dialog> and buttons inside this element (mobile-menu.element.ts). */
export const MOBILE_MENU = { tag: "mobile-menu" } as const;

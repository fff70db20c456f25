/** The side menu: SideMenu.tsx renders its <nav> inside this element (side-menu.element.ts). */
export const SIDE_MENU = { tag: "side-menu" } as const;

/** The sticky section nav: AnchorNav.tsx renders its <nav> inside this element (section-nav.element.ts). */
export const SECTION_NAV = { tag: "section-nav" } as const;

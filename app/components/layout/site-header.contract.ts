/** Marks the sticky site header (Header.tsx), which the section navs measure (section-nav.element.ts). */
export const SITE_HEADER_ATTRIBUTE = "data-site-header";

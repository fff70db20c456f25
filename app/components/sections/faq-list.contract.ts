/** The FAQ list: FaqAccordion.tsx renders its <details> inside this element (faq-list.element.ts). */
export const FAQ_LIST = { tag: "faq-list" } as const;

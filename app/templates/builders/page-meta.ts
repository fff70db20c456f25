/** A page's names: its short label (menus, breadcrumbs, cards, buttons), title, h1 and description. */
export interface PageNames {
  label: string;
  title: string;
  h1: string;
  description: string;
}

/**
 * A page's names as its words files write them, first in each file ("page.label", "page.title",
 * "page.h1", "page.description"). Every page has them, with a body or without: a page with no
 * page.ts has a folder of words files that hold only these.
 */
export type PageMetaWords = { readonly [K in keyof PageNames as `page.${K}`]: string };

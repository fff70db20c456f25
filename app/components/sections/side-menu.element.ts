import { PageElement } from "~/enhance/page-element";

/** A side menu that is one sideways-scrolling row (phones) is scrolled so the current page shows. */
export class SideMenu extends PageElement {
  protected setUp(): void {
    const row = this.querySelector<HTMLElement>("ul");
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
    }
  }
}

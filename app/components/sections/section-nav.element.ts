import { PageElement } from "~/enhance/page-element";
import { SITE_HEADER_ATTRIBUTE } from "~/components/layout/site-header.contract";

/**
 * How far down the sticky chrome reaches when stuck: the nav's own bottom when it sticks, otherwise
 * the header's (whose top bar scrolls away on short screens, top: -2.5rem).
 */
function stickyBottom(nav: HTMLElement): number {
  const stuckBottom = (el: Element | null) => {
    if (!(el instanceof HTMLElement)) return 0;
    const style = getComputedStyle(el);
    if (style.position !== "sticky" && style.position !== "fixed") return 0;
    return (parseFloat(style.top) || 0) + el.offsetHeight;
  };
  return Math.max(stuckBottom(nav), stuckBottom(nav.ownerDocument.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`)));
}

/**
 * A sticky section nav marks the section under a line just below the sticky chrome (header and nav,
 * measured, and measured again when the window changes size). Above the first section no item is
 * marked; in a gap between two, the last one stays. Where the nav is a sideways-scrolling row
 * (phones), the marked item is scrolled into view.
 */
export class SectionNav extends PageElement {
  protected setUp(): void {
    const root = this.ownerDocument;
    const nav = this.querySelector("nav");
    if (!nav) return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = links.map((link) => root.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((el) => el !== null);
    const row = nav.querySelector<HTMLElement>("ul");
    if (sections.length === 0) return;
    const mark = (id: string | undefined) => {
      for (const link of links) {
        if (link.hash === `#${id}`) {
          if (link.getAttribute("aria-current") === "location") continue;
          link.setAttribute("aria-current", "location");
          if (row && row.scrollWidth > row.clientWidth) {
            const at = link.getBoundingClientRect();
            const box = row.getBoundingClientRect();
            if (at.left < box.left || at.right > box.right - 40) row.scrollLeft += at.left - box.left - 16;
          }
        } else link.removeAttribute("aria-current");
      }
    };
    let line = 0;
    const inBand = new Set<string>();
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      inBand.clear();
      // A 1 px band 8 px below the chrome: the section a reader sees first under it; and never above
      // where a section followed from the nav comes to rest (scroll padding and margin), or on a
      // phone, whose nav sticks under the header, the section before it would stay marked.
      const landing =
        parseFloat(getComputedStyle(root.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(sections[0]).scrollMarginTop);
      line = Math.min(Math.max(stickyBottom(nav) + 8, (landing || 0) + 2), window.innerHeight - 1);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inBand.add(entry.target.id);
            else inBand.delete(entry.target.id);
          }
          const first = sections.find((el) => inBand.has(el.id));
          if (first) mark(first.id);
          else if (sections[0].getBoundingClientRect().top > line) mark(undefined);
        },
        { rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px` },
      );
      for (const section of sections) observer.observe(section);
    };
    observe();
    let pending: ReturnType<typeof setTimeout> | undefined;
    window.addEventListener("resize", () => {
      clearTimeout(pending);
      pending = setTimeout(observe, 150);
    });
  }
}

/**
 * FAQ accordions (exclusive <details> work without script): the question just opened stays where it
 * was clicked even when a longer answer above it closes, instead of jumping up out of view on a phone.
 */
export function enhanceFaqs(root: Document): void {
  for (const faq of root.querySelectorAll<HTMLElement>("[data-faq]")) {
    let clicked: { summary: HTMLElement; top: number } | null = null;
    faq.addEventListener(
      "click",
      (event) => {
        const summary = (event.target as HTMLElement).closest("summary");
        clicked = summary ? { summary, top: summary.getBoundingClientRect().top } : null;
      },
      { capture: true },
    );
    for (const details of faq.querySelectorAll("details")) {
      details.addEventListener("toggle", () => {
        const last = clicked;
        if (!details.open || !last || last.summary.parentElement !== details) return;
        clicked = null;
        const shift = last.summary.getBoundingClientRect().top - last.top;
        if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: "instant" });
      });
    }
  }
}

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
  return Math.max(stuckBottom(nav), stuckBottom(nav.ownerDocument.querySelector("[data-site-header]")));
}

/**
 * The sticky section navs (`[data-anchor-nav]`) mark the section under a line just below the sticky
 * chrome (header and nav, measured, and measured again when the window changes size). Above the
 * first section no item is marked; in a gap between two, the last one stays. Where the nav is a
 * sideways-scrolling row (phones), the marked item is scrolled into view.
 */
export function enhanceSectionNavs(root: Document): void {
  for (const nav of root.querySelectorAll<HTMLElement>("[data-anchor-nav]")) {
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = links.map((link) => root.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((el) => el !== null);
    const row = nav.querySelector<HTMLElement>("ul");
    if (sections.length === 0) continue;
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

/** A side menu that is one sideways-scrolling row (phones) is scrolled so the current page shows. */
export function enhanceSideMenus(root: Document): void {
  for (const row of root.querySelectorAll<HTMLElement>("[data-side-menu] ul")) {
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
    }
  }
}

/**
 * The mobile menu is a modal <dialog> opened by invoker commands, so it works before any script.
 * Where a browser has no invoker commands the button opens it here; any link followed inside it
 * closes it, and Tab and Shift+Tab cycle within it.
 */
export function enhanceMobileMenu(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]");
  if (!dialog) return;
  const supportsCommands = "command" in HTMLButtonElement.prototype;
  if (!supportsCommands) {
    for (const button of root.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`)) {
      button.addEventListener("click", () => {
        if (button.getAttribute("command") === "close") dialog.close();
        else if (!dialog.open) dialog.showModal();
      });
    }
  }
  dialog.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}

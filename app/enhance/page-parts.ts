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
 * The sticky section navs (`[data-anchor-nav]`) mark the section in view: one that crosses the band
 * between 20% from the top and 80% from the bottom of the viewport. Above the first section no item
 * is marked; in a gap between two, the last one stays.
 */
export function enhanceSectionNavs(root: Document): void {
  for (const nav of root.querySelectorAll<HTMLElement>("[data-anchor-nav]")) {
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = links.map((link) => root.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((el) => el !== null);
    if (sections.length === 0) continue;
    const mark = (id: string | undefined) => {
      for (const link of links) {
        if (link.hash === `#${id}`) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = sections.find((el) => inBand.has(el.id));
        if (first) mark(first.id);
        else if (sections[0].getBoundingClientRect().top > window.innerHeight * 0.2) mark(undefined);
      },
      { rootMargin: "-20% 0px -80% 0px" },
    );
    for (const section of sections) observer.observe(section);
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

import { SECTION_NAV } from "./section-nav.contract";
export interface AnchorItem {
  id: string;
  label: string;
}

/**
 * A sticky row of links to the page's sections, just under the header. Plain fragment links, so it
 * works without JavaScript; with it, the section in view is marked (section-nav.element.ts).
 */
interface AnchorNavProps {
  label: string;
  items: readonly AnchorItem[];
  tone?: "light" | "muted";
  /** Nested in a section's own container (the services catalogue) rather than spanning the page. */
  nested?: boolean;
  className?: string;
}

export function AnchorNav({ label, items, tone = "light", nested = false, className = "" }: AnchorNavProps) {
  const Element = SECTION_NAV.tag;
  return (
    <Element className="contents">
      <nav
        aria-label={label}
        data-anchor-nav
        className={`sticky top-26 z-30 border-b border-ink-200 lg:top-28 [@media(max-height:499.98px)]:static ${tone === "muted" ? "bg-ink-50" : "bg-white"} ${className}`}
      >
        {/* The first label lines up with the text below; on narrow screens the fading edge shows the row scrolls. */}
        <ul
          className={`${nested ? "" : "container-page"} flex gap-1 overflow-x-auto [scrollbar-width:none] max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] [&>li:first-child]:-ml-3`}
        >
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                className="relative inline-flex min-h-12 items-center px-3 text-[0.9375rem] font-medium whitespace-nowrap text-ink-600 hover:text-ink-950 aria-[current]:text-ink-950 aria-[current]:after:absolute aria-[current]:after:inset-x-3 aria-[current]:after:bottom-0 aria-[current]:after:h-0.5 aria-[current]:after:bg-laser-500"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Element>
  );
}

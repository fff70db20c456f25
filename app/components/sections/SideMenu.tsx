import type { PageKey } from "~/site/route-table";
import { useLanguage } from "~/i18n/language-context";
import { useCurrentPage } from "~/components/layout/use-current-page";
import { PageLink } from "~/components/ui/PageLink";
import { SIDE_MENU } from "./side-menu.contract";

/**
 * The menu of a section's pages beside the body (about pages); the current page is marked. On a
 * phone it is one row that scrolls sideways, scrolled so the current page shows (side-menu.element.ts).
 */
export function SideMenu({ label, pages }: { label: string; pages: readonly PageKey[] }) {
  const { label: pageLabel } = useLanguage();
  const { ariaCurrent } = useCurrentPage();
  const Element = SIDE_MENU.tag;
  return (
    <Element className="contents">
      <nav aria-label={label} className="lg:sticky lg:top-32">
        <ul className="flex gap-1 overflow-x-auto border-b border-ink-200 [scrollbar-width:none] max-lg:pr-10 max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] lg:flex-col lg:border-b-0 lg:border-l">
          {pages.map((page) => (
            <li key={page} className="shrink-0">
              <PageLink
                to={page}
                aria-current={ariaCurrent(page)}
                className="inline-flex min-h-11 items-center px-4 text-[0.9375rem] font-medium whitespace-nowrap text-ink-600 hover:text-ink-950 aria-[current=page]:font-semibold aria-[current=page]:text-ink-950 lg:-ml-px lg:border-l-2 lg:border-transparent lg:aria-[current=page]:border-laser-500"
              >
                {pageLabel(page)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </Element>
  );
}

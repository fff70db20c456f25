import { useLocation } from "react-router";
import { resolvePath } from "~/i18n/paths";
import { breadcrumbTrail, type PageKey } from "~/site/route-table";

/** The page being shown and the sections it sits in, for marking the navigation. */
export function useCurrentPage() {
  const { pathname } = useLocation();
  const page = resolvePath(pathname);
  const trail: PageKey[] = page ? breadcrumbTrail(page.key) : [];
  return {
    /** aria-current for a link to this page. */
    ariaCurrent: (key: PageKey, hash?: string) => (page?.key === key && !hash ? ("page" as const) : undefined),
    /** Whether the page is this section or lies within it. */
    inSection: (key: PageKey) => key !== "home" && trail.includes(key),
  };
}

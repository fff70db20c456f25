import type { AnchorHTMLAttributes } from "react";
import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: PageKey; hash?: string };

/**
 * The one link component for internal pages: it keeps the current language prefix. A plain link:
 * every page is a document of its own (the browser prefetches on intent, see the speculation rules).
 */
export function PageLink({ to, hash, ...rest }: PageLinkProps) {
  const { path } = useLanguage();
  return <a href={path(to, hash)} {...rest} />;
}

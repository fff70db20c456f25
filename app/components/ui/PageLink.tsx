import { Link, type LinkProps } from "react-router";
import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";

type PageLinkProps = Omit<LinkProps, "to"> & { to: PageKey; hash?: string };

/** The one link component for internal pages: it keeps the current language prefix. */
export function PageLink({ to, hash, ...rest }: PageLinkProps) {
  const { path } = useLanguage();
  return <Link to={path(to, hash)} discover="none" {...rest} />;
}

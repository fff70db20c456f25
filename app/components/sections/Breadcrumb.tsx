import { useLanguage } from "~/i18n/language-context";
import type { Crumb } from "~/seo/json-ld";
import { Icon } from "~/components/ui/icons";

/** The breadcrumb trail: Home, then each parent, then the current page (not a link). */
export function Breadcrumb({ crumbs, tone = "dark" }: { crumbs: readonly Crumb[]; tone?: "dark" | "light" }) {
  const { t } = useLanguage();
  const linkTone = tone === "dark" ? "text-ink-300 hover:text-white" : "text-ink-600 hover:text-ink-950";
  const currentTone = tone === "dark" ? "text-white" : "text-ink-950";
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className={`font-medium ${currentTone}`}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className={`inline-flex min-h-6 items-center underline-offset-4 hover:underline ${linkTone}`}>
                    {crumb.name}
                  </a>
                  <Icon name="chevron-right" className="size-3.5 text-ink-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";

export interface ChildLink {
  key: PageKey;
  label: string;
  description: string;
}

/** Cards linking to the pages beneath this one, each with its short description. */
export function ChildLinks({ pages }: { pages: readonly ChildLink[] }) {
  const { t } = useLanguage();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="child-links-heading" className="container-page py-16 sm:py-20">
      <h2 id="child-links-heading" className="text-h2 font-semibold">
        {t("common.inThisSection")}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.key}>
            <PageLink
              to={page.key}
              className="group flex h-full flex-col gap-3 rounded-lg border border-ink-200 bg-white p-6 shadow-card transition-colors hover:border-ink-900"
            >
              <span className="flex items-center justify-between gap-4 text-lg font-semibold text-ink-950">
                {page.label}
                <Icon
                  name="arrow-right"
                  className="size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-1 group-hover:text-ink-900"
                />
              </span>
              <span className="text-[0.9375rem] leading-relaxed text-ink-600">{page.description}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { ArrowRight } from "lucide-react";
import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";
import { PageLink } from "~/components/ui/PageLink";

/** Cards linking to the pages beneath this one. */
export function ChildLinks({ pages, heading }: { pages: readonly PageKey[]; heading: string }) {
  const { label } = useLanguage();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="child-links-heading" className="container-page py-16 sm:py-20">
      <h2 id="child-links-heading" className="text-h2 font-semibold">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((key) => (
          <li key={key}>
            <PageLink
              to={key}
              className="group flex h-full min-h-20 items-center justify-between gap-4 rounded-lg border border-ink-200 bg-white p-5 font-semibold text-ink-900 shadow-card transition-colors hover:border-ink-900"
            >
              {label(key)}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-1 group-hover:text-ink-900" />
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

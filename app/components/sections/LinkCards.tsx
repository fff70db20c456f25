import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";

/** Cards linking to pages, each titled with its page's label and a line about it (its description). */
export function LinkCards({ items }: { items: readonly { page: PageKey; text: string }[] }) {
  const { label } = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.page}>
          <PageLink
            to={item.page}
            className="group flex h-full flex-col gap-3 rounded-lg border border-ink-200 bg-white p-6 shadow-card transition-colors hover:border-ink-900"
          >
            <span className="flex items-center justify-between gap-4 text-lg font-semibold text-ink-950">
              {label(item.page)}
              <Icon
                name="arrow-right"
                className="size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-1 group-hover:text-ink-900"
              />
            </span>
            <span className="text-[0.9375rem] leading-relaxed text-ink-600">{item.text}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

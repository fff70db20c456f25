import type { Metric } from "~/content/types";
import type { PageKey } from "~/site/route-table";
import { useLanguage } from "~/i18n/language-context";
import { Icon, type IconName } from "~/components/ui/icons";
import { PageLink } from "~/components/ui/PageLink";

interface ServiceCardItem {
  page: PageKey;
  icon: IconName;
  text: string;
  metric?: Metric;
}

/** Cards linking to service pages; each card's title is its page's label, so links and names follow the route table. */
export function ServiceCards({ items }: { items: readonly ServiceCardItem[] }) {
  const { label } = useLanguage();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.page} className="min-w-0">
          <PageLink
            to={item.page}
            className="group flex h-full flex-col rounded-lg border border-ink-200 bg-white p-6 shadow-card transition-colors hover:border-ink-900"
          >
            <span className="flex items-start justify-between gap-4">
              <span className="grid size-11 place-items-center rounded-md bg-ink-950 text-laser-400">
                <Icon name={item.icon} className="size-5" />
              </span>
              <Icon
                name="arrow-right"
                className="size-5 text-ink-400 transition-transform group-hover:translate-x-1 group-hover:text-ink-950"
              />
            </span>
            <span className="mt-5 text-h3 font-semibold text-ink-950">{label(item.page)}</span>
            <span className="mt-2 leading-relaxed text-ink-600">{item.text}</span>
            {item.metric && (
              <span className="mt-auto flex items-baseline gap-2 pt-5 text-sm text-ink-600">
                <span className="rounded-sm bg-ink-100 px-2 py-1 font-semibold text-ink-950 tabular-nums">{item.metric.value}</span>
                {item.metric.label}
              </span>
            )}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

import type { CatalogueGroup } from "~/content/types";
import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";
import { AnchorNav } from "./AnchorNav";
import { Icon } from "~/components/ui/icons";

/** The full service catalogue: anchor tabs to the five groups (sticky while the catalogue is in view), then every service with its benefit and a figure. */
export function ServiceCatalogue({ tabsLabel, groups }: { tabsLabel: string; groups: readonly CatalogueGroup[] }) {
  const { label } = useLanguage();
  return (
    <div>
      <AnchorNav label={tabsLabel} items={groups.map((group) => ({ id: group.id, label: label(group.page) }))} tone="muted" nested />
      <div className="mt-6 space-y-6">
        {groups.map((group) => (
          <div
            key={group.id}
            id={group.id}
            className="grid scroll-mt-14 [@media(max-height:499.98px)]:scroll-mt-0 gap-6 rounded-lg bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8 lg:grid-cols-12"
          >
            <div className="lg:col-span-4">
              <h3 className="text-h3 font-semibold text-ink-950">
                <PageLink to={group.page} className="group inline-flex items-center gap-2 hover:underline">
                  {label(group.page)}
                  <Icon name="arrow-right" className="size-5 text-ink-400 group-hover:text-ink-950" />
                </PageLink>
              </h3>
              <p className="mt-3 leading-relaxed text-ink-600">{group.text}</p>
            </div>
            <ul className="divide-y divide-ink-100 lg:col-span-8">
              {group.services.map((service) => (
                <li
                  key={service.page}
                  className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
                >
                  <div>
                    <PageLink to={service.page} className="font-semibold text-signal-600 underline-offset-4 hover:underline">
                      {label(service.page)}
                    </PageLink>
                    <p className="mt-1 leading-relaxed text-ink-600">{service.benefit}</p>
                  </div>
                  <p className="shrink-0 text-sm text-ink-600 sm:w-52 sm:text-right">
                    <span className="block text-lg font-semibold text-ink-950 tabular-nums">{service.metric.value}</span>
                    {service.metric.label}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

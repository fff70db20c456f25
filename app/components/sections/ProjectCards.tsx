import type { ProjectCard, ProjectFilter, ProjectsNotice } from "~/content/types";
import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";

/**
 * Case-study cards: the headline figure over a scan field, then sector, place, title and summary;
 * on the projects index also the client and the services used, under a filter by country whose
 * links are plain addresses (the server renders each view) that come back to the filter itself.
 */
export function ProjectCards({
  items,
  filter,
  labels,
  notice,
}: {
  items: readonly ProjectCard[];
  filter?: ProjectFilter;
  labels?: { client: string; servicesUsed: string };
  /** Said when the country asked for has no case study (the list is then empty). */
  notice?: ProjectsNotice;
}) {
  const { label } = useLanguage();
  return (
    <>
      {filter && (
        <nav id="project-filter" aria-label={filter.label} className="mb-8 scroll-mt-40">
          <ul className="flex flex-wrap gap-2">
            {filter.options.map((option) => (
              <li key={option.country ?? "all"}>
                <a
                  href={`${option.href ?? ""}#project-filter`}
                  aria-current={option.current ? "true" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-medium text-ink-800 hover:border-ink-900 aria-[current]:border-ink-950 aria-[current]:bg-ink-950 aria-[current]:text-white"
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {notice && (
        <div data-testid="projects-notice" className="rounded-lg border border-ink-200 bg-ink-50 p-6 text-ink-800">
          <p>{notice.text}</p>
          <PageLink to={notice.link.to} className="btn-outline mt-4">
            {notice.link.label}
            <Icon name="arrow-right" className="size-4" />
          </PageLink>
        </div>
      )}
      {items.length > 0 && (
        <ul className="grid gap-5 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.page}>
              <PageLink
                to={item.page}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-ink-200 bg-white shadow-card transition-colors hover:border-ink-900"
              >
                <span className="on-dark relative isolate flex flex-col gap-1 bg-ink-950 px-6 py-7">
                  <span aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
                  <span className="text-3xl font-semibold tracking-tight text-laser-300 tabular-nums">{item.metric.value}</span>
                  <span className="text-sm text-ink-300">{item.metric.label}</span>
                </span>
                <span className="flex flex-1 flex-col p-6">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
                    <span className="font-semibold text-ink-800">{item.sector}</span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="map-pin" className="size-3.5" />
                      {item.location}
                    </span>
                  </span>
                  <span className="mt-3 text-h3 font-semibold text-ink-950">{label(item.page)}</span>
                  <span className="mt-2 leading-relaxed text-ink-600">{item.text}</span>
                  {labels && item.client && (
                    <span className="mt-4 grid gap-1 border-t border-ink-100 pt-4 text-sm text-ink-600">
                      <span>
                        <span className="font-semibold text-ink-800">{labels.client}:</span> {item.client}
                      </span>
                      {item.services && (
                        <span>
                          <span className="font-semibold text-ink-800">{labels.servicesUsed}:</span>{" "}
                          {item.services.map((page) => label(page)).join(", ")}
                        </span>
                      )}
                    </span>
                  )}
                  <Icon
                    name="arrow-right"
                    className="mt-auto size-5 self-end text-ink-400 transition-transform group-hover:translate-x-1 group-hover:text-ink-950"
                  />
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

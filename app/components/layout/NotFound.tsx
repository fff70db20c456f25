import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";
import type { PageKey } from "~/site/route-table";

/** The not-found page, in the visitor's language where the address tells it, with the pages close to the address asked for. */
export function NotFound({ suggestions = [] }: { suggestions?: readonly PageKey[] }) {
  const { t, label } = useLanguage();
  return (
    <section className="on-dark relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
      <div className="container-page py-24 sm:py-32">
        <p className="font-mono text-sm font-semibold tracking-widest text-laser-400">404</p>
        <h1 className="mt-4 text-h1 font-semibold">{t("common.notFoundTitle")}</h1>
        <p className="mt-5 max-w-xl text-lead text-ink-200">{t("common.notFoundText")}</p>
        {suggestions.length > 0 && (
          <section aria-labelledby="not-found-suggestions" className="mt-10 max-w-xl">
            <h2 id="not-found-suggestions" className="text-lg font-semibold">
              {t("common.notFoundSuggestions")}
            </h2>
            <ul className="mt-4 grid gap-3">
              {suggestions.map((key) => (
                <li key={key}>
                  <PageLink
                    to={key}
                    className="group flex min-h-12 items-center justify-between gap-4 rounded-lg border border-white/20 bg-white/5 px-5 py-3 font-semibold transition-colors hover:border-laser-400"
                  >
                    {label(key)}
                    <Icon name="arrow-right" className="size-5 shrink-0 text-laser-400 transition-transform group-hover:translate-x-1" />
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <PageLink to="home" className="btn-laser min-h-12 px-6">
            {t("common.goHome")}
            <Icon name="arrow-right" className="size-4" />
          </PageLink>
          <PageLink to="contact" className="btn-outline-dark min-h-12 px-6">
            {t("nav.contact")}
          </PageLink>
        </div>
      </div>
    </section>
  );
}

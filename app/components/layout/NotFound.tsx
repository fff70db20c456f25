import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";

/** The not-found page, in the visitor's language where the address tells it. */
export function NotFound() {
  const { t } = useLanguage();
  return (
    <section className="on-dark relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
      <div className="container-page py-24 sm:py-32">
        <p className="font-mono text-sm font-semibold tracking-widest text-laser-400">404</p>
        <h1 className="mt-4 text-h1 font-semibold">{t("common.notFoundTitle")}</h1>
        <p className="mt-5 max-w-xl text-lead text-ink-200">{t("common.notFoundText")}</p>
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

import { useLanguage } from "~/i18n/language-context";
import { COMPANY, OFFICES, phoneText, telHref } from "~/site/company";
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from "~/site/navigation";
import { PageLink } from "~/components/ui/PageLink";
import { Wordmark } from "~/components/ui/Logo";
import { LanguageLinks } from "./LanguageSwitcher";
import { Icon } from "~/components/ui/icons";

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "min-h-8 items-center text-ink-300 hover:text-white";

/** The site footer: both offices, quick links, legal links, languages and social links. */
export function Footer() {
  const { t, label, lang } = useLanguage();
  return (
    <footer className="on-dark bg-ink-950 text-ink-300" id="site-footer">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-3">
          <PageLink to="home" aria-label={t("nav.homeLinkLabel")} className="inline-block rounded-md">
            <Wordmark tone="light" />
          </PageLink>
          <p className="mt-5 max-w-sm text-[0.9375rem] leading-relaxed">{t("footer.tagline")}</p>
          <h2 className={`${headingClass} mt-8`}>{t("footer.follow")}</h2>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {COMPANY.social.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-10 items-center gap-1 rounded-md border border-white/15 px-2.5 text-sm text-ink-200 hover:border-white/40 hover:text-white"
                >
                  {social.name}
                  <Icon name="external-link" className="size-3.5" />
                  <span className="sr-only">({t("footer.opensInNewTab")})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-10 sm:grid-cols-2 lg:col-span-9 lg:grid-cols-9 lg:gap-8">
          <div className="sm:col-span-2 lg:col-span-5">
            <h2 className={headingClass}>{t("footer.offices")}</h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              {OFFICES.map((office) => (
                <address key={office.id} className="text-[0.9375rem] leading-relaxed not-italic">
                  <p className="font-semibold text-white">
                    {office.city[lang]}
                    {office.isHq && (
                      <span className="ml-2 rounded-sm bg-laser-400 px-1.5 py-0.5 align-middle text-[0.6875rem] font-bold tracking-wide text-ink-950 uppercase">
                        {t("footer.headquarters")}
                      </span>
                    )}
                  </p>
                  {office.addressLines[lang].map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <span className="block">{office.country[lang]}</span>
                  <a href={telHref(office.phone)} className={`${linkClass} mt-2 flex gap-2`}>
                    <Icon name="phone" className="size-3.5 text-laser-400" />
                    {phoneText(office.phone)}
                  </a>
                  <a href={`mailto:${office.email}`} className={`${linkClass} flex gap-2 text-sm`}>
                    <Icon name="mail" className="size-3.5 shrink-0 text-laser-400" />
                    <span className="sr-only">{t("footer.email")}: </span>
                    {office.email}
                  </a>
                  <span className="mt-1 flex gap-2 text-sm">
                    <Icon name="clock" className="mt-1 size-3.5 shrink-0 text-laser-400" />
                    <span>
                      <span className="sr-only">{t("footer.officeHours")}: </span>
                      {office.hours[lang]}
                    </span>
                  </span>
                </address>
              ))}
            </div>
          </div>
          <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
            <h2 id="footer-quick-links" className={headingClass}>
              {t("footer.quickLinks")}
            </h2>
            <ul className="mt-4 grid gap-1 text-[0.9375rem]">
              {FOOTER_QUICK_LINKS.map((key) => (
                <li key={key}>
                  <PageLink to={key} className={`${linkClass} inline-flex`}>
                    {label(key)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid content-start gap-10 lg:col-span-2">
            <nav aria-labelledby="footer-legal">
              <h2 id="footer-legal" className={headingClass}>
                {t("footer.legal")}
              </h2>
              <ul className="mt-4 grid gap-1 text-[0.9375rem]">
                {LEGAL_LINKS.map((key) => (
                  <li key={key}>
                    <PageLink to={key} className={`${linkClass} inline-flex`}>
                      {label(key)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-labelledby="footer-languages">
              <h2 id="footer-languages" className={headingClass}>
                {t("footer.languages")}
              </h2>
              <LanguageLinks
                className="mt-4 grid gap-1 text-[0.9375rem]"
                labelledBy="footer-languages"
                linkClassName={`${linkClass} inline-flex aria-[current]:font-semibold aria-[current]:text-white`}
              />
            </nav>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear(), company: COMPANY.legalName })}</p>
          <p>{t("nav.regions")}</p>
        </div>
      </div>
    </footer>
  );
}

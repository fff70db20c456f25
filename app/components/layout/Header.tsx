import { useLanguage } from "~/i18n/language-context";
import { nearestOffice, phoneText, telHref } from "~/site/company";
import { PRIMARY_ACTIONS } from "~/site/navigation";
import { PageLink } from "~/components/ui/PageLink";
import { Wordmark } from "~/components/ui/Logo";
import { DesktopNav } from "./DesktopNav";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MobileMenu } from "./MobileMenu";
import { Icon } from "~/components/ui/icons";
import { SITE_HEADER_ATTRIBUTE } from "./site-header.contract";

/**
 * The sticky site header: a top bar with contacts and regions, then the logo, navigation and calls to action.
 * On screens under 500 px tall the top bar scrolls away (top: -2.5rem) and only the main row stays.
 */
export function Header() {
  const { t, label, lang } = useLanguage();
  // A Turkish reader calls Istanbul, everyone else Budapest: the nearest office's line comes first.
  const office = nearestOffice(lang);
  return (
    <header
      {...{ [SITE_HEADER_ATTRIBUTE]: "" }}
      className="sticky top-0 z-40 [@media(max-height:499.98px)]:-top-10 bg-white shadow-[0_1px_0_var(--color-ink-100)]"
    >
      <div className="on-dark bg-ink-950 text-ink-200">
        <div className="container-page flex h-10 items-center justify-between gap-4 text-[0.8125rem]">
          <div className="flex min-w-0 items-center gap-1 sm:gap-3">
            <a href={telHref(office.phone)} className="inline-flex min-h-10 items-center gap-1.5 px-1 hover:text-white">
              <Icon name="phone" className="size-3.5 text-laser-400" />
              {phoneText(office.phone)}
            </a>
            <a href={`mailto:${office.email}`} className="hidden min-h-10 items-center gap-1.5 px-1 hover:text-white sm:inline-flex">
              <Icon name="mail" className="size-3.5 text-laser-400" />
              <span className="sr-only">{t("nav.emailUs")}: </span>
              {office.email}
            </a>
          </div>
          <div className="flex items-center gap-3">
            <p className="hidden items-center gap-1.5 md:flex">
              <Icon name="map-pin" className="size-3.5 text-laser-400" />
              {t("nav.regions")}
            </p>
            <LanguageSwitcher tone="dark" />
          </div>
        </div>
      </div>
      <div className="relative">
        <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
          <PageLink to="home" aria-label={t("nav.homeLinkLabel")} className="shrink-0 rounded-md">
            <Wordmark />
          </PageLink>
          <DesktopNav />
          <div className="flex items-center gap-2">
            {/* The expert call first and outlined, the quote last and filled: the primary action sits at the edge. */}
            {[...PRIMARY_ACTIONS].reverse().map((action) => (
              <PageLink
                key={action.to}
                to={action.to}
                className={action.to === PRIMARY_ACTIONS[0].to ? "btn-laser hidden sm:inline-flex" : "btn-outline hidden lg:inline-flex"}
              >
                {label(action.to)}
              </PageLink>
            ))}
            {/* Phones: the quote stays one tap away on long pages, shown only while the row has room: the threshold is in rem, so with a larger default font the button gives way before the row overflows. */}
            <PageLink
              to="get-a-quote"
              data-testid="phone-quote"
              className="btn-laser hidden min-h-11 px-3 text-sm min-[20rem]:max-sm:inline-flex"
            >
              {t("nav.quoteShort")}
            </PageLink>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}

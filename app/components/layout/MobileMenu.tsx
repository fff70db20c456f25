import { useLanguage } from "~/i18n/language-context";
import { MAIN_NAV, PRIMARY_ACTIONS, SERVICE_GROUPS } from "~/site/navigation";
import { PageLink } from "~/components/ui/PageLink";
import { Wordmark } from "~/components/ui/Logo";
import { LanguageLinks } from "./LanguageSwitcher";
import { useCurrentPage } from "./use-current-page";
import { Icon } from "~/components/ui/icons";
import { MOBILE_MENU } from "./mobile-menu.contract";

const MENU_ID = "mobile-menu";

/**
 * The full-screen menu below the desktop breakpoint: a modal <dialog>, so the page
 * behind is inert and Esc closes it; the page's scroll is locked by CSS while it is open.
 * Invoker commands open it even before JavaScript has loaded; where a browser has none, the
 * mobile-menu element (mobile-menu.element.ts) opens it.
 */
export function MobileMenu() {
  const { t, label } = useLanguage();
  const current = useCurrentPage();

  const commandProps = (command: "show-modal" | "close") => ({ commandfor: MENU_ID, command }) as Record<string, string>;
  const linkClass =
    "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink-900 hover:bg-ink-50 aria-[current=page]:bg-ink-50 aria-[current=page]:font-semibold";
  const subLinkClass =
    "flex min-h-11 items-center rounded-md px-3 text-[0.9375rem] text-ink-700 hover:bg-ink-50 hover:text-ink-950 aria-[current=page]:bg-ink-50 aria-[current=page]:font-semibold aria-[current=page]:text-ink-950";
  const summaryClass = `${linkClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`;

  const Element = MOBILE_MENU.tag;
  return (
    <Element className="contents">
      <div className="xl:hidden">
        <button
          type="button"
          {...commandProps("show-modal")}
          aria-haspopup="dialog"
          aria-controls={MENU_ID}
          className="grid size-11 place-items-center rounded-md text-ink-900 hover:bg-ink-50"
        >
          <Icon name="menu" className="size-6" />
          <span className="sr-only">{t("nav.openMenu")}</span>
        </button>
        <dialog
          id={MENU_ID}
          data-mobile-menu=""
          aria-label={t("nav.menuTitle")}
          className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink-900 backdrop:bg-ink-950/40"
        >
          <div className="sticky top-0 z-10 flex h-16 items-center justify-between border-b border-ink-100 bg-white px-5">
            <PageLink to="home" aria-label={t("nav.homeLinkLabel")} className="rounded-md">
              <Wordmark />
            </PageLink>
            <button type="button" {...commandProps("close")} className="grid size-11 place-items-center rounded-md hover:bg-ink-50">
              <Icon name="close" className="size-6" />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </button>
          </div>
          <nav aria-label={t("nav.menuTitle")} className="px-3 py-4">
            <ul className="grid gap-1">
              {MAIN_NAV.map((item) => {
                if (item.kind === "link") {
                  return (
                    <li key={item.id}>
                      <PageLink
                        to={item.key}
                        hash={item.hash}
                        aria-current={current.ariaCurrent(item.key, item.hash)}
                        className={linkClass}
                      >
                        {t(item.labelKey)}
                      </PageLink>
                    </li>
                  );
                }
                return (
                  <li key={item.id}>
                    <details name="mobile-nav" className="group">
                      <summary className={summaryClass}>
                        {t(item.labelKey)}
                        <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
                      </summary>
                      <div className="pb-2 pl-3">
                        {item.kind === "mega" ? (
                          <ul className="grid gap-3 border-l border-ink-100 pl-2">
                            {SERVICE_GROUPS.map((group) => (
                              <li key={group.id}>
                                <PageLink
                                  to={group.key}
                                  aria-current={current.ariaCurrent(group.key)}
                                  className={`${subLinkClass} font-semibold text-ink-900`}
                                >
                                  {label(group.key)}
                                </PageLink>
                                <ul className="pl-3">
                                  {group.children.map((child) => (
                                    <li key={child}>
                                      <PageLink to={child} aria-current={current.ariaCurrent(child)} className={subLinkClass}>
                                        {label(child)}
                                      </PageLink>
                                    </li>
                                  ))}
                                </ul>
                              </li>
                            ))}
                            <li>
                              <PageLink to="services" className={`${subLinkClass} font-semibold text-ink-900 underline underline-offset-4`}>
                                {t("nav.allServices")}
                              </PageLink>
                            </li>
                          </ul>
                        ) : (
                          <ul className="grid border-l border-ink-100 pl-2">
                            {item.children.map((child) => (
                              <li key={child}>
                                <PageLink to={child} aria-current={current.ariaCurrent(child)} className={subLinkClass}>
                                  {label(child)}
                                </PageLink>
                              </li>
                            ))}
                            <li>
                              <PageLink to={item.key} className={`${subLinkClass} font-semibold text-ink-900 underline underline-offset-4`}>
                                {t(item.id === "sectors" ? "nav.allSectors" : "nav.allResources")}
                              </PageLink>
                            </li>
                          </ul>
                        )}
                      </div>
                    </details>
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 grid gap-3 px-3">
              {PRIMARY_ACTIONS.map((action, i) => (
                <PageLink key={action.to} to={action.to} className={`${i === 0 ? "btn-laser" : "btn-outline"} min-h-12 w-full`}>
                  {label(action.to)}
                </PageLink>
              ))}
            </div>
            <div className="mt-8 border-t border-ink-100 px-3 pt-4">
              <p className="text-sm font-semibold text-ink-500" id="mobile-language-label">
                {t("nav.language")}
              </p>
              <LanguageLinks
                className="mt-2 grid grid-cols-2 gap-2"
                labelledBy="mobile-language-label"
                linkClassName="flex min-h-11 items-center justify-center rounded-md border border-ink-200 text-sm aria-[current]:border-ink-900 aria-[current]:font-semibold"
              />
            </div>
          </nav>
        </dialog>
      </div>
    </Element>
  );
}

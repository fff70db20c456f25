import { useLanguage } from "~/i18n/language-context";
import { MAIN_NAV, SERVICE_GROUPS, type NavItem } from "~/site/navigation";
import { PageLink } from "~/components/ui/PageLink";
import { useCurrentPage } from "./use-current-page";
import { Icon } from "~/components/ui/icons";
import { SITE_MENU } from "./site-menu.contract";

const triggerClass =
  "nav-indicator group/trigger inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-[0.9375rem] font-medium text-ink-800 hover:text-ink-950 hover:bg-ink-50 aria-expanded:bg-ink-50 aria-expanded:text-ink-950";

/**
 * The desktop main navigation: a mega-menu for Services, dropdowns for Sectors and Resources, plain links.
 * Each menu is a link to its section's index page and a disclosure button (decision 003) that opens
 * its panel; the site-menu element (site-menu.element.ts) opens them on hover, on the button and on keys. Without script each
 * link still leads to its index page, and CSS (app.css, .menu-panel) shows a panel while focus is in it.
 */
export function DesktopNav() {
  const { t, label } = useLanguage();
  const current = useCurrentPage();

  const renderItem = (item: NavItem) => {
    if (item.kind === "link") {
      return (
        <li key={item.id}>
          <PageLink
            to={item.key}
            hash={item.hash}
            className={triggerClass}
            aria-current={current.ariaCurrent(item.key, item.hash)}
            data-active={!item.hash && current.inSection(item.key)}
          >
            {t(item.labelKey)}
          </PageLink>
        </li>
      );
    }
    const panelId = `menu-${item.id}`;
    const name = t(item.labelKey);
    return (
      <li key={item.id} className={`flex items-center ${item.kind === "dropdown" ? "relative" : ""}`} {...{ [SITE_MENU.item]: item.id }}>
        <PageLink
          to={item.key}
          className={`${triggerClass} pr-1`}
          aria-current={current.ariaCurrent(item.key)}
          data-active={current.inSection(item.key)}
          data-menu-link=""
        >
          {name}
        </PageLink>
        {/* The WAI-ARIA disclosure button: the link above still goes to the section's index page. */}
        <button
          type="button"
          className="group/trigger inline-flex min-h-11 min-w-7 items-center justify-center rounded-md text-ink-700 hover:bg-ink-50 hover:text-ink-950 aria-expanded:bg-ink-50 aria-expanded:text-ink-950"
          {...{ [SITE_MENU.toggle]: "" }}
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={`${name}: ${t("nav.submenu")}`}
        >
          <Icon name="chevron-down" className="size-4 transition-transform group-aria-expanded/trigger:rotate-180" />
        </button>
        {item.kind === "mega" ? (
          <div
            id={panelId}
            data-testid="mega-menu"
            data-menu-panel=""
            className="menu-panel absolute inset-x-0 top-full border-t border-ink-100 bg-white shadow-menu"
          >
            <div className="container-page grid grid-cols-5 gap-6 py-8">
              {SERVICE_GROUPS.map((group) => (
                <div key={group.id}>
                  <PageLink to={group.key} className="group block rounded-md py-1 font-semibold text-ink-950 hover:text-signal-700">
                    {label(group.key)}
                  </PageLink>
                  <p className="mt-1 mb-3 min-h-[2.6rem] text-sm leading-snug text-ink-500">{t(`nav.groupBlurbs.${group.id}`)}</p>
                  <ul className="grid gap-0.5">
                    {group.children.map((child) => (
                      <li key={child}>
                        <PageLink
                          to={child}
                          aria-current={current.ariaCurrent(child)}
                          className="-mx-2 block rounded-md px-2 py-1.5 text-sm text-ink-700 hover:bg-ink-50 hover:text-ink-950"
                        >
                          {label(child)}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="border-t border-ink-100 bg-ink-50">
              <div className="container-page flex items-center justify-between gap-4 py-3 text-sm">
                <PageLink
                  to="services"
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-900 underline-offset-4 hover:underline"
                >
                  {t("nav.allServices")} <Icon name="arrow-right" className="size-4" />
                </PageLink>
                <span className="text-ink-600">{t("nav.quoteClaim")}</span>
              </div>
            </div>
          </div>
        ) : (
          <div
            id={panelId}
            data-menu-panel=""
            className="menu-panel absolute top-full left-0 mt-2 w-72 rounded-lg border border-ink-100 bg-white p-2 shadow-menu"
          >
            <ul className="grid gap-0.5">
              {item.children.map((child) => (
                <li key={child}>
                  <PageLink
                    to={child}
                    aria-current={current.ariaCurrent(child)}
                    className="block rounded-md px-3 py-2 text-sm text-ink-700 hover:bg-ink-50 hover:text-ink-950"
                  >
                    {label(child)}
                  </PageLink>
                </li>
              ))}
              <li className="mt-1 border-t border-ink-100 pt-1">
                <PageLink
                  to={item.key}
                  className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-50"
                >
                  {t(item.id === "sectors" ? "nav.allSectors" : "nav.allResources")}
                  <Icon name="arrow-right" className="size-4" />
                </PageLink>
              </li>
            </ul>
          </div>
        )}
      </li>
    );
  };

  const Menu = SITE_MENU.tag;
  return (
    <Menu className="contents">
      <nav aria-label={t("nav.mainLabel")} className="hidden xl:block">
        <ul className="flex items-center gap-0.5">{MAIN_NAV.map(renderItem)}</ul>
      </nav>
    </Menu>
  );
}

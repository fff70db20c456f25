import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";

import { COOKIE_CONSENT as C } from "./cookie-consent.contract";

export { COOKIE_CONSENT_KEY } from "~/enhance/language-memory";

/**
 * The language question ("Remember your language?"), in the page but hidden: the cookie-consent element
 * (cookie-consent.element.ts) shows it 1 s after it runs when no answer is stored, stores the
 * answer (Accept also remembers the page's language, Decline removes it) and confirms it with a
 * toast whose words the banner carries. Without script it stays hidden and nothing is stored.
 */
export function CookieBanner() {
  const { t } = useLanguage();
  const Element = C.tag;
  return (
    <Element className="contents">
      <section
        hidden
        aria-labelledby="cookie-banner-title"
        data-testid="cookie-banner"
        {...{
          [C.banner]: "",
          [C.savedTitle]: t("cookies.savedTitle"),
          [C.savedAccepted]: t("cookies.savedAccepted"),
          [C.savedDeclined]: t("cookies.savedDeclined"),
        }}
        className="fixed inset-x-0 bottom-0 z-50 sm:p-4 md:right-auto md:left-4 md:max-w-md"
      >
        <div className="rounded-t-lg border-t border-ink-200 bg-white px-4 py-3 shadow-menu sm:rounded-lg sm:border sm:p-5">
          <h2 id="cookie-banner-title" className="font-semibold text-ink-950">
            {t("cookies.title")}
          </h2>
          {/* Three short paragraphs, not one long one: the banner appears after the page has painted,
            and no block of it may be larger than a page's own lead, or it becomes the page's
            largest contentful paint. */}
          <div className="mt-1 space-y-1 text-sm leading-normal sm:mt-2 sm:leading-relaxed text-ink-700">
            <p>{t("cookies.text")}</p>
            <p>{t("cookies.offer")}</p>
            <p>
              {t("cookies.private")}{" "}
              <PageLink to="cookies" className="link whitespace-nowrap">
                {t("cookies.policyLink")}
              </PageLink>
            </p>
          </div>
          <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
            <button type="button" className="btn-outline flex-1" {...{ [C.choice]: "declined" }}>
              {t("cookies.decline")}
            </button>
            <button type="button" className="btn-ink flex-1" {...{ [C.choice]: "accepted" }}>
              {t("cookies.accept")}
            </button>
          </div>
        </div>
      </section>
    </Element>
  );
}

import { useEffect, useState } from "react";
import { useLanguage } from "~/i18n/language-context";
import { PageLink } from "~/components/ui/PageLink";
import { showToast } from "~/components/ui/toast-store";

export const COOKIE_CONSENT_KEY = "cookie-consent";
export const COOKIE_BANNER_DELAY_MS = 1000;
type Consent = "accepted" | "declined";

function storedConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** Appears 1 s after load when no choice is stored; once a choice is stored it never returns. */
export function CookieBanner() {
  const { t } = useLanguage();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent()) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (consent: Consent) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      /* without storage the choice lasts for this page view */
    }
    setVisible(false);
    showToast({
      title: t("cookies.savedTitle"),
      description: t(consent === "accepted" ? "cookies.savedAccepted" : "cookies.savedDeclined"),
    });
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 md:right-auto md:left-4 md:max-w-md"
    >
      <div className="rounded-lg border border-ink-200 bg-white p-5 shadow-menu">
        <h2 id="cookie-banner-title" className="font-semibold text-ink-950">
          {t("cookies.title")}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-700">
          {t("cookies.text")}{" "}
          <PageLink to="cookies" className="link">
            {t("cookies.policyLink")}
          </PageLink>
        </p>
        <div className="mt-4 flex gap-2">
          <button type="button" className="btn-outline flex-1" onClick={() => choose("declined")}>
            {t("cookies.decline")}
          </button>
          <button type="button" className="btn-ink flex-1" onClick={() => choose("accepted")}>
            {t("cookies.accept")}
          </button>
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/language-context";
import { Toaster } from "~/components/ui/Toaster";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** The layout every page shares: skip link, header, main content, footer, cookie banner and toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-ink-950 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
      >
        {t("nav.skipToContent")}
      </a>
      <CookieBanner />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}

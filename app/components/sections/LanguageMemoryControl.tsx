import { useLanguage } from "~/i18n/language-context";

/**
 * The cookie policy's control for the language question: it shows the answer stored on this device
 * and changes it (remember / forget the language). It is in the page but hidden, and only the
 * enhancement script (app/enhance/language-memory-control.ts) reveals it, fills in the answer and
 * makes the button work: without script there is no button that does nothing. The words of each
 * state travel with it (data-*).
 */
export function LanguageMemoryControl() {
  const { t } = useLanguage();
  return (
    <div
      hidden
      data-language-memory=""
      data-testid="language-memory"
      data-accepted={t("cookies.memoryAccepted")}
      data-declined={t("cookies.memoryDeclined")}
      data-unanswered={t("cookies.memoryUnanswered")}
      data-remember={t("cookies.memoryRemember")}
      data-forget={t("cookies.memoryForget")}
      className="mt-8 max-w-3xl rounded-lg border border-ink-200 bg-white p-5 sm:p-6"
    >
      <h3 id="language-memory-title" className="text-lg font-semibold text-ink-950">
        {t("cookies.memoryHeading")}
      </h3>
      <p role="status" aria-live="polite" data-language-memory-status="" className="mt-2 leading-relaxed text-ink-700" />
      <button type="button" data-language-memory-toggle="" className="btn-ink mt-4" />
    </div>
  );
}

import { useLanguage } from "~/i18n/language-context";
import { LANGUAGE_MEMORY_CONTROL as C } from "./language-memory-control.contract";

/**
 * The cookie policy's control for the language question: it shows the answer stored on this device
 * and changes it (remember / forget the language). It is in the page but hidden, and only the
 * language-memory-control element (language-memory-control.element.ts) reveals it, fills in the answer and
 * makes the button work: without script there is no button that does nothing. The words of each
 * state travel with it (data-*).
 */
export function LanguageMemoryControl() {
  const { t } = useLanguage();
  const Element = C.tag;
  return (
    <Element className="contents">
      <div
        hidden
        data-testid="language-memory"
        {...{
          [C.control]: "",
          [C.accepted]: t("cookies.memoryAccepted"),
          [C.declined]: t("cookies.memoryDeclined"),
          [C.unanswered]: t("cookies.memoryUnanswered"),
          [C.remember]: t("cookies.memoryRemember"),
          [C.forget]: t("cookies.memoryForget"),
        }}
        className="mt-8 max-w-3xl rounded-lg border border-ink-200 bg-white p-5 sm:p-6"
      >
        <h3 id="language-memory-title" className="text-lg font-semibold text-ink-950">
          {t("cookies.memoryHeading")}
        </h3>
        <p role="status" aria-live="polite" {...{ [C.status]: "" }} className="mt-2 leading-relaxed text-ink-700" />
        <button type="button" {...{ [C.toggle]: "" }} className="btn-ink mt-4" />
      </div>
    </Element>
  );
}

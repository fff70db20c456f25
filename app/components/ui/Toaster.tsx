import { useLanguage } from "~/i18n/language-context";
import { Icon } from "~/components/ui/icons";
import { TOAST_REGION as T } from "./toast-region.contract";

/**
 * The notification region, empty in the page; the toast-region element (toast-region.element.ts)
 * shows one toast at a time, cloned from the template below (5 s, swipe right to dismiss, F8 to focus).
 */
export function Toaster() {
  const { t } = useLanguage();
  const Element = T.tag;
  return (
    <Element className="contents">
      <div role="region" aria-label={`${t("common.notifications")} (F8)`} tabIndex={-1} {...{ [T.region]: "" }}>
        {/* Empty from load: screen readers announce what is written into a live region that already
            exists, not always one that arrives filled (the element writes each toast's words here). */}
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" {...{ [T.status]: "" }} />
        <ol className="pointer-events-none fixed right-0 bottom-0 z-[60] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
        <template {...{ [T.template]: "" }}>
          <li
            tabIndex={0}
            data-testid="toast"
            className="toast on-dark pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg bg-ink-900 p-4 pr-12 text-white shadow-menu"
          >
            <div className="grid gap-1">
              <div className="font-semibold" {...{ [T.title]: "" }} />
              <div className="text-sm text-ink-200" {...{ [T.description]: "" }} />
            </div>
            <button
              type="button"
              aria-label={t("common.close")}
              className="absolute top-2 right-2 grid size-9 place-items-center rounded-md text-ink-200 hover:bg-white/10 hover:text-white"
              {...{ [T.close]: "" }}
            >
              <Icon name="close" className="size-4" />
            </button>
          </li>
        </template>
      </div>
    </Element>
  );
}

import { useLanguage } from "~/i18n/language-context";
import { Icon } from "~/components/ui/icons";

/**
 * The notification region, empty in the page; app/enhance/toast.ts fills it (one toast at a time,
 * 5 s, swipe right to dismiss, F8 to focus). The hidden span holds the close button's icon, for
 * the script to copy.
 */
export function Toaster() {
  const { t } = useLanguage();
  return (
    <div
      role="region"
      aria-label={`${t("common.notifications")} (F8)`}
      tabIndex={-1}
      data-toast-region=""
      data-close-label={t("common.close")}
    >
      {/* Empty from load: screen readers announce what is written into a live region that already
          exists, not always one that arrives filled (app/enhance/toast.ts writes each toast here). */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-toast-status="" />
      <span hidden data-toast-close-icon="">
        <Icon name="close" className="size-4" />
      </span>
      <ol className="pointer-events-none fixed right-0 bottom-0 z-[60] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </div>
  );
}

import * as Toast from "@radix-ui/react-toast";
import { useEffect } from "react";
import { useLanguage } from "~/i18n/language-context";
import { TOAST_DURATION_MS, TOAST_EVENT, dismissToast, showToast, useCurrentToast, type ToastData } from "./toast-store";
import { Icon } from "~/components/ui/icons";

/** The single notification region: swipe right 50 px to dismiss, F8 focuses it. */
export function Toaster() {
  const { t } = useLanguage();
  const toast = useCurrentToast();

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<Partial<ToastData>>).detail;
      if (detail?.title) showToast({ title: detail.title, description: detail.description, duration: detail.duration });
    };
    window.addEventListener(TOAST_EVENT, onEvent);
    return () => window.removeEventListener(TOAST_EVENT, onEvent);
  }, []);

  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS} label={t("common.notifications")}>
      {toast && (
        <Toast.Root
          key={toast.id}
          duration={toast.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className="toast on-dark pointer-events-auto relative flex w-full items-start gap-3 rounded-lg bg-ink-900 p-4 pr-12 text-white shadow-menu"
          data-testid="toast"
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="text-sm text-ink-200">{toast.description}</Toast.Description>}
          </div>
          {toast.action && (
            <Toast.Action altText={toast.action.altText} onClick={toast.action.onAction} className="btn-laser min-h-9 px-3 text-sm">
              {toast.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t("common.close")}
            className="absolute top-2 right-2 grid size-9 place-items-center rounded-md text-ink-200 hover:bg-white/10 hover:text-white"
          >
            <Icon name="close" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={`${t("common.notifications")} ({hotkey})`}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}

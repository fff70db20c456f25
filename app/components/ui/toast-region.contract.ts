/** The notification region: names shared by Toaster.tsx and toast-region.element.ts. */
export const TOAST_REGION = {
  tag: "toast-region",
  /** On the focusable region (F8). */
  region: "data-toast-region",
  /** On the empty polite status that each toast's words are written into. */
  status: "data-toast-status",
  /** On the <template> each toast is cloned from, and its parts. */
  template: "data-toast-template",
  title: "data-toast-title",
  description: "data-toast-description",
  close: "data-toast-close",
  /** Milliseconds a toast stays by default. */
  durationMs: 5000,
  /** Pixels a toast must be dragged right to leave. */
  swipePx: 50,
} as const;

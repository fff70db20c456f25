/**
 * The one notification region, in plain DOM: at most one toast (a new one replaces the old), it
 * closes after 5 s (the timer pauses while the pointer or focus is on it), a swipe right of 50 px
 * or its close button dismisses it, and F8 moves focus to the region. The region is rendered by
 * the server (`data-toast-region`), with its label and the close button's label in the page's language.
 * Screen readers hear a toast through the region's empty polite status (`data-toast-status`), there
 * from load: a live region inserted already filled is not announced by all of them (NVDA with Chrome).
 */
export const TOAST_DURATION_MS = 5000;
/** Event name any script can dispatch on window to show a toast ({ title, description, duration }). */
export const TOAST_EVENT = "pontos:toast";
const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

let region: HTMLElement | null = null;
let announceTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes the text into the page's status region; emptied first, so the same words twice are heard twice. */
function announce(text: string) {
  const status = region?.querySelector<HTMLElement>("[data-toast-status]");
  if (!status) return;
  clearTimeout(announceTimer);
  status.textContent = "";
  announceTimer = setTimeout(() => {
    status.textContent = text;
  }, 50);
}
let current: { element: HTMLElement; timer?: ReturnType<typeof setTimeout>; remaining: number; started: number } | null = null;

function close() {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = null;
}

function startTimer() {
  if (!current || !Number.isFinite(current.remaining)) return;
  const toast = current;
  toast.started = Date.now();
  toast.timer = setTimeout(() => {
    if (current === toast) close();
  }, toast.remaining);
}

function pauseTimer() {
  if (!current?.timer) return;
  clearTimeout(current.timer);
  current.timer = undefined;
  current.remaining = Math.max(0, current.remaining - (Date.now() - current.started));
}

/** Shows a toast, replacing the one shown. */
export function showToast({ title, description, duration = TOAST_DURATION_MS }: ToastInput): void {
  const list = region?.querySelector("ol");
  if (!region || !list) return;
  close();
  const element = document.createElement("li");
  element.tabIndex = 0;
  element.dataset.testid = "toast";
  element.className =
    "toast on-dark pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg bg-ink-900 p-4 pr-12 text-white shadow-menu";
  const text = document.createElement("div");
  text.className = "grid gap-1";
  const heading = document.createElement("div");
  heading.className = "font-semibold";
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const body = document.createElement("div");
    body.className = "text-sm text-ink-200";
    body.textContent = description;
    text.append(body);
  }
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", region.dataset.closeLabel ?? "Close");
  button.className = "absolute top-2 right-2 grid size-9 place-items-center rounded-md text-ink-200 hover:bg-white/10 hover:text-white";
  const icon = region.querySelector("[data-toast-close-icon] svg")?.cloneNode(true);
  if (icon) button.append(icon);
  button.addEventListener("click", close);
  element.append(text, button);
  swipeToDismiss(element);
  element.addEventListener("pointerenter", pauseTimer);
  element.addEventListener("pointerleave", startTimer);
  element.addEventListener("focusin", pauseTimer);
  element.addEventListener("focusout", (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) startTimer();
  });
  element.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  list.append(element);
  announce(description ? `${title} ${description}` : title);
  current = { element, remaining: duration, started: Date.now() };
  startTimer();
}

/** Dragging the toast right follows the pointer; past the threshold it leaves, short of it it springs back. */
function swipeToDismiss(element: HTMLElement) {
  let start: number | undefined;
  element.addEventListener("pointerdown", (event) => {
    if ((event.target as HTMLElement).closest("button")) return;
    start = event.clientX;
    element.setPointerCapture(event.pointerId);
  });
  element.addEventListener("pointermove", (event) => {
    if (start === undefined) return;
    element.style.transform = `translateX(${Math.max(0, event.clientX - start)}px)`;
  });
  const end = (event: PointerEvent) => {
    if (start === undefined) return;
    const moved = event.clientX - start;
    start = undefined;
    element.style.transform = "";
    if (moved >= SWIPE_THRESHOLD_PX) close();
  };
  element.addEventListener("pointerup", end);
  element.addEventListener("pointercancel", end);
}

export function enhanceToasts(root: Document): void {
  region = root.querySelector<HTMLElement>("[data-toast-region]");
  if (!region) return;
  window.addEventListener(TOAST_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<ToastInput>>).detail;
    if (detail?.title) showToast({ title: detail.title, description: detail.description, duration: detail.duration });
  });
  root.addEventListener("keydown", (event) => {
    if (event.key === "F8") {
      event.preventDefault();
      region?.focus();
    }
  });
}

import { PageElement } from "~/enhance/page-element";
import { TOAST_REGION as T } from "./toast-region.contract";

export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

/**
 * The one notification region: at most one toast (a new one replaces the old), cloned from the
 * region's <template>; it closes after 5 s (the timer pauses while the pointer or focus is on it),
 * a swipe right of 50 px, Esc or its close button dismisses it, and F8 moves focus to the region.
 * Screen readers hear a toast through the region's empty polite status, there from load: a live
 * region inserted already filled is not announced by all of them (NVDA with Chrome).
 */
export class ToastRegion extends PageElement {
  #current: { element: HTMLElement; timer?: ReturnType<typeof setTimeout>; remaining: number; started: number } | null = null;
  #announceTimer: ReturnType<typeof setTimeout> | undefined;

  protected setUp(): void {
    this.ownerDocument.addEventListener("keydown", (event) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      this.querySelector<HTMLElement>(`[${T.region}]`)?.focus();
    });
  }

  /** Shows a toast, replacing the one shown. */
  show({ title, description, duration = T.durationMs }: ToastInput): void {
    const template = this.querySelector<HTMLTemplateElement>(`template[${T.template}]`);
    const list = this.querySelector("ol");
    const element = template?.content.firstElementChild?.cloneNode(true);
    if (!list || !(element instanceof HTMLElement)) return;
    this.close();
    element.querySelector(`[${T.title}]`)!.textContent = title;
    const body = element.querySelector(`[${T.description}]`)!;
    if (description) body.textContent = description;
    else body.remove();
    element.querySelector(`[${T.close}]`)?.addEventListener("click", () => this.close());
    this.#swipeToDismiss(element);
    element.addEventListener("pointerenter", () => this.#pause());
    element.addEventListener("pointerleave", () => this.#start());
    element.addEventListener("focusin", () => this.#pause());
    element.addEventListener("focusout", (event) => {
      if (!element.contains(event.relatedTarget as Node | null)) this.#start();
    });
    element.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.close();
    });
    list.append(element);
    this.#announce(description ? `${title} ${description}` : title);
    this.#current = { element, remaining: duration, started: Date.now() };
    this.#start();
  }

  /** Closes the toast shown, if any. */
  close(): void {
    if (!this.#current) return;
    clearTimeout(this.#current.timer);
    this.#current.element.remove();
    this.#current = null;
  }

  /** Writes the text into the region's status; emptied first, so the same words twice are heard twice. */
  #announce(text: string) {
    const status = this.querySelector<HTMLElement>(`[${T.status}]`);
    if (!status) return;
    clearTimeout(this.#announceTimer);
    status.textContent = "";
    this.#announceTimer = setTimeout(() => {
      status.textContent = text;
    }, 50);
  }

  #start() {
    const toast = this.#current;
    if (!toast || !Number.isFinite(toast.remaining)) return;
    toast.started = Date.now();
    toast.timer = setTimeout(() => {
      if (this.#current === toast) this.close();
    }, toast.remaining);
  }

  #pause() {
    const toast = this.#current;
    if (!toast?.timer) return;
    clearTimeout(toast.timer);
    toast.timer = undefined;
    toast.remaining = Math.max(0, toast.remaining - (Date.now() - toast.started));
  }

  /** Dragging the toast right follows the pointer; past the threshold it leaves, short of it it springs back. */
  #swipeToDismiss(element: HTMLElement) {
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
      if (moved >= T.swipePx) this.close();
    };
    element.addEventListener("pointerup", end);
    element.addEventListener("pointercancel", end);
  }
}

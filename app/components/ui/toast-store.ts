import { useSyncExternalStore } from "react";

/** A notification. At most one is visible: a new one replaces the old. */
export interface ToastData {
  id: number;
  title: string;
  description?: string;
  action?: { label: string; altText: string; onAction: () => void };
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
/** Event name other scripts can dispatch on window to show a toast ({ title, description, duration }). */
export const TOAST_EVENT = "pontos:toast";

let current: ToastData | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastData, "id">): number {
  current = { ...toast, id: nextId++ };
  emit();
  return current.id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function currentToast(): ToastData | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastData | null {
  return useSyncExternalStore(subscribe, currentToast, () => null);
}

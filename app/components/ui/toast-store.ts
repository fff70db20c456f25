/** Toasts for React code (the forms): the same single region the enhancement script runs. */
export { showToast, TOAST_DURATION_MS, TOAST_EVENT, type ToastInput } from "~/enhance/toast";

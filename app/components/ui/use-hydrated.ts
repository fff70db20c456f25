import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after: for parts
 * that only work with JavaScript, which the page shows once it has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser knows (the visitor's time zone, say): `undefined` in the server's HTML
 * and while React hydrates it, the browser's value from the render after.
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  return useSyncExternalStore(never, read, () => undefined);
}

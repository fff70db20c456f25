import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";

/** Milliseconds a menu stays open after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 250;

/**
 * Which top-level menu of the main navigation is open. Menus open on hover or
 * focus, close 250 ms after the pointer leaves, close on Esc (focus returns to
 * the trigger), on a click outside, when focus leaves, and on navigation.
 * From a trigger, Tab goes to the next top-level item and ArrowDown into the panel.
 */
export function useMenuDisclosure() {
  const [openId, setOpenId] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipFocusOpen = useRef(false);
  const lastPointerType = useRef<string>("");
  const triggers = useRef(new Map<string, HTMLElement>());
  const location = useLocation();
  // Navigating closes the open menu (set while rendering, so the new page never shows it open).
  const here = location.pathname + location.hash;
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setOpenId(null);
  }

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const open = useCallback((id: string) => {
    clearTimeout(closeTimer.current);
    setOpenId(id);
  }, []);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpenId(null);
  }, []);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenId(null), MENU_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      const item = triggers.current.get(openId)?.closest("[data-menu-item]");
      if (item && !item.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId, close]);

  /** Props for the list item that holds a trigger and its panel. */
  const itemProps = (id: string) => ({
    "data-menu-item": id,
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") open(id);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") scheduleClose();
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setOpenId((current) => (current === id ? null : current));
      }
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape" && openId === id) {
        event.stopPropagation();
        close();
        skipFocusOpen.current = true;
        triggers.current.get(id)?.focus();
      }
    },
  });

  /** Props for the trigger (a link to the section's index page). */
  const triggerProps = (id: string, panelId: string) => ({
    ref: (node: HTMLElement | null) => {
      if (node) triggers.current.set(id, node);
      else triggers.current.delete(id);
    },
    "aria-expanded": openId === id,
    "aria-controls": panelId,
    onFocus: () => {
      if (skipFocusOpen.current) {
        skipFocusOpen.current = false;
        return;
      }
      open(id);
    },
    onPointerDown: (event: React.PointerEvent) => {
      lastPointerType.current = event.pointerType;
    },
    /** On touch screens the first tap opens the panel; a second tap follows the link. */
    onClick: (event: React.MouseEvent) => {
      if (lastPointerType.current === "touch" && openId !== id) {
        event.preventDefault();
        open(id);
      }
      lastPointerType.current = "";
    },
    onKeyDown: (event: KeyboardEvent) => {
      // Tab moves on to the next menu; ArrowDown enters the open panel.
      if (event.key === "Tab" && !event.shiftKey && openId === id) {
        close();
        return;
      }
      if (event.key === "ArrowDown") {
        event.preventDefault();
        open(id);
        requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>("a")?.focus());
      }
    },
  });

  return { openId, open, close, cancelClose, itemProps, triggerProps };
}

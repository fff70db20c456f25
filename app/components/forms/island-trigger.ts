import { FORM_ISLAND_ATTRIBUTE, FORM_ISLAND_PROPS_ATTRIBUTE } from "./island-attributes";

type Hydrate = () => void;

/**
 * What a visitor does as they begin to use the form: the pointer reaching it, a touch, focus, a
 * key, a change; and the file picker's click and cancel.
 */
const USE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "input", "change", "click", "cancel"];

/**
 * Hydrates a form page's island once the visitor starts to use the form (docs/decisions/021): until
 * then the form is the server's HTML, which works without script, and a visitor who only reads the
 * page runs no React at all. The island hydrates at once when it is already in use as the script
 * arrives: focus inside it, files chosen in its plain input, or a refused post's errors to show.
 *
 * The plain file input is the one exception to "the first touch hydrates": hydration replaces it,
 * so while its picker may be open the island only loads, and hydrates when the picker closes (its
 * change or cancel) or when the visitor turns to another field; React then adopts the chosen files.
 */
export function armFormIsland(load: () => Promise<Hydrate>, root: Document = document): void {
  const host = root.querySelector<HTMLElement>(`[${FORM_ISLAND_ATTRIBUTE}]`);
  if (!host) return;
  let loading: Promise<Hydrate> | undefined;
  const prefetch = () => (loading ??= load());
  const start = () => {
    for (const type of USE_EVENTS) host.removeEventListener(type, onUse, true);
    void prefetch().then((hydrate) => hydrate());
  };
  function onUse(event: Event) {
    const picker = fileInputOf(event.target);
    if (!picker) return start();
    if (event.type === "change" || event.type === "cancel") return start();
    prefetch();
  }
  if (inUse(host, root)) return start();
  for (const type of USE_EVENTS) host.addEventListener(type, onUse, { capture: true, passive: true });
}

/** The plain file input an event reached, directly or through its label. */
function fileInputOf(target: EventTarget | null): HTMLInputElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest("label")?.control ?? target;
  return control instanceof HTMLInputElement && control.type === "file" ? control : undefined;
}

function inUse(host: HTMLElement, root: Document): boolean {
  const focused = root.activeElement;
  if (focused && focused !== host && host.contains(focused) && !fileInputOf(focused)) return true;
  if ([...host.querySelectorAll<HTMLInputElement>("input[type=file]")].some((input) => input.files?.length)) return true;
  const props = root.querySelector(`script[${FORM_ISLAND_PROPS_ATTRIBUTE}]`)?.textContent;
  return props ? (JSON.parse(props) as { result?: unknown }).result !== undefined : false;
}

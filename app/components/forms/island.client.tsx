import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { FormIsland, type FormIslandProps } from "./FormIsland";
import { FORM_ISLAND_ATTRIBUTE, FORM_ISLAND_PROPS_ATTRIBUTE } from "./island-attributes";

/**
 * Hydrates the form of a form page, and nothing else: the rest of the page is HTML enhanced as
 * content pages are (docs/decisions/021). `html[data-hydrated]` marks the form as taken over.
 */
export function hydrateFormIsland(): void {
  const host = document.querySelector<HTMLElement>(`[${FORM_ISLAND_ATTRIBUTE}]`);
  const data = document.querySelector(`script[${FORM_ISLAND_PROPS_ATTRIBUTE}]`);
  if (!host || !data?.textContent || host.dataset.hydrating) return;
  host.dataset.hydrating = "";
  const props = JSON.parse(data.textContent) as FormIslandProps;
  const hydrated = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole form (a visitor's input still hydrates what they touch first).
  startTransition(() => {
    hydrateRoot(
      host,
      <StrictMode>
        <AfterHydration run={hydrated}>
          <FormIsland {...props} />
        </AfterHydration>
      </StrictMode>,
    );
  });
}

function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

import type { Action } from "~/content/types";
import { ActionLinks } from "./ActionLinks";

/** The closing call to action: a dark band with the heading, one line and the buttons. */
export function ClosingCta({ id, heading, text, actions }: { id: string; heading: string; text: string; actions: readonly Action[] }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="on-dark relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className="scan-line absolute inset-x-0 top-0 -z-10 h-px" />
      <div className="container-page flex flex-col gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-h2 font-semibold text-balance">
            {heading}
          </h2>
          <p className="mt-4 text-lead text-ink-300">{text}</p>
        </div>
        <div className="shrink-0">
          <ActionLinks actions={actions} />
        </div>
      </div>
    </section>
  );
}

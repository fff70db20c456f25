import type { ReactNode } from "react";
import type { Crumb } from "~/seo/json-ld";
import { PRIMARY_ACTIONS } from "~/site/navigation";
import { ActionLinks } from "./ActionLinks";
import { Breadcrumb } from "./Breadcrumb";

interface PageIntroProps {
  h1: string;
  lead: string;
  crumbs?: readonly Crumb[];
  /** Show the quote and expert calls to action. */
  actions?: boolean;
  children?: ReactNode;
}

/** A page's opening band: breadcrumb, heading, introduction and the two calls to action, over a scan-grid. */
export function PageIntro({ h1, lead, crumbs, actions = true, children }: PageIntroProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className="scan-line absolute inset-x-0 bottom-6 -z-10 h-px" />
      <div className="container-page py-14 sm:py-20 lg:py-24">
        {crumbs && crumbs.length > 1 && (
          <div className="mb-8">
            <Breadcrumb crumbs={crumbs} />
          </div>
        )}
        <h1 className="max-w-4xl text-h1 font-semibold text-balance">{h1}</h1>
        <p className="mt-6 max-w-2xl text-lead text-ink-200">{lead}</p>
        {actions && (
          <div className="mt-9">
            <ActionLinks actions={PRIMARY_ACTIONS} />
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

import type { Hero as HeroContent } from "~/content/types";
import type { Crumb } from "~/seo/json-ld";
import { ScanVisual } from "~/components/visuals/ScanVisual";
import { ActionLinks } from "./ActionLinks";
import { Breadcrumb } from "./Breadcrumb";
import { MetricFigure } from "./MetricFigure";

interface HeroProps {
  h1: string;
  hero: HeroContent;
  crumbs: readonly Crumb[];
  /** The home page's hero is larger. */
  home?: boolean;
}

/** A content page's opening band: breadcrumb, eyebrow, heading, lead, calls to action, key figures and an illustration. */
export function Hero({ h1, hero, crumbs, home = false }: HeroProps) {
  return (
    <section aria-labelledby="page-heading" className="on-dark relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="scan-grid absolute inset-0 -z-10" />
      <div className={`container-page ${home ? "py-14 sm:py-20 lg:py-24" : "py-12 sm:py-16 lg:py-20"}`}>
        {crumbs.length > 1 && (
          <div className="mb-8">
            <Breadcrumb crumbs={crumbs} />
          </div>
        )}
        <div className="grid items-center gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-laser-300 uppercase">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-laser-400" />
              {/* A separator never starts a line: it stays with the word before it. */}
              {hero.eyebrow.replaceAll(" · ", "\u00a0· ")}
            </p>
            <h1 id="page-heading" className={`mt-4 font-semibold text-balance ${home ? "text-display" : "text-h1"}`}>
              {h1}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-ink-200">{hero.lead}</p>
            {hero.actions.length > 0 && (
              <div className="mt-9">
                <ActionLinks actions={hero.actions} />
              </div>
            )}
          </div>
          {hero.visual && (
            <div className="hidden lg:col-span-5 lg:block">
              <ScanVisual visual={hero.visual} className="ring-1 ring-white/10" />
            </div>
          )}
        </div>
        {hero.facts && (
          <ul className="mt-12 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-white/10 pt-8 sm:grid-cols-4">
            {hero.facts.map((fact) => (
              <li key={fact.label}>
                <MetricFigure metric={fact} tone="dark" size="lg" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

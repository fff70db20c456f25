import type { ReactNode } from "react";

export type Tone = "light" | "muted" | "dark";

const TONES: Record<Tone, string> = {
  light: "bg-white",
  muted: "bg-ink-50",
  dark: "on-dark bg-ink-950 text-white",
};

interface SectionBandProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: Tone;
  /** "split" puts the heading block beside the content on wide screens (FAQ). */
  layout?: "stacked" | "split";
  children: ReactNode;
}

/** The one shape of every content section: an anchored band, a heading block, then the content. */
export function SectionBand({ id, heading, intro, tone = "light", layout = "stacked", children }: SectionBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-14 [@media(max-height:499.98px)]:scroll-mt-0 ${TONES[tone]}`}>
      <div className="container-page py-16 sm:py-24">
        <div className={layout === "split" ? "grid gap-10 lg:grid-cols-12 lg:gap-12" : ""}>
          <div className={layout === "split" ? "lg:col-span-4" : "max-w-3xl"}>
            <h2 id={headingId} className="text-h2 font-semibold text-balance">
              {heading}
            </h2>
            {intro && <p className={`mt-4 text-lead ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}>{intro}</p>}
          </div>
          <div className={layout === "split" ? "lg:col-span-8" : "mt-10 sm:mt-12"}>{children}</div>
        </div>
      </div>
    </section>
  );
}

import { CLIENT_FIRMS, type ClientFirm } from "~/site/clients";

const STYLES: Record<ClientFirm["style"], string> = {
  serif: "font-serif text-xl italic tracking-tight",
  mono: "font-mono text-base font-semibold uppercase tracking-widest",
  wide: "text-lg font-bold uppercase tracking-[0.2em]",
  stacked: "text-base font-semibold uppercase leading-none tracking-wide",
  slab: "text-xl font-bold tracking-tighter",
  rounded: "text-xl font-medium lowercase tracking-tight",
};

/** Wordmarks of client firms (fictional), in one muted tone so none shouts. */
export function LogoStrip({ id, heading }: { id: string; heading: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-b border-ink-100 bg-white">
      <div className="container-page py-10 sm:py-12">
        <h2 id={headingId} className="text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {heading}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 text-ink-500 sm:grid-cols-3 lg:grid-cols-6">
          {CLIENT_FIRMS.map((firm) => (
            <li key={firm.name} lang={firm.lang} className={`text-center ${STYLES[firm.style]}`}>
              {firm.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

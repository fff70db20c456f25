import { Icon } from "~/components/ui/icons";

/** A compact strip of commitments and figures under a hero; its heading is for assistive technology only. */
export function TrustStrip({ id, label, items }: { id: string; label: string; items: readonly string[] }) {
  return (
    <section id={id} aria-label={label} className="border-b border-ink-200 bg-white">
      <ul className="container-page flex flex-wrap gap-x-8 gap-y-3 py-5 text-[0.9375rem] font-medium text-ink-800">
        {items.map((item) => (
          <li key={item} className="inline-flex items-center gap-2">
            <Icon name="circle-check" className="size-4 shrink-0 text-signal-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Faq } from "~/content/types";
import { Icon } from "~/components/ui/icons";
import { FAQ_LIST } from "./faq-list.contract";

/**
 * Questions and answers as exclusive <details> elements sharing one name: opening one closes the
 * others, the open one collapses on a second click, and all of it works without JavaScript.
 * With script (faq-list.element.ts), the question just opened stays where it was clicked even
 * when a longer answer above it closes (otherwise it would jump up out of view on a phone).
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly Faq[] }) {
  const List = FAQ_LIST.tag;
  return (
    <List className="contents">
      <div className="divide-y divide-ink-200 border-y border-ink-200" data-faq="">
        {items.map((item) => (
          <details key={item.q} name={`${id}-accordion`} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold text-ink-950">{item.q}</h3>
              <span className="grid size-8 shrink-0 place-items-center rounded-full border border-ink-300 text-ink-900 transition-transform duration-200 group-open:rotate-45 group-open:border-ink-900">
                <Icon name="plus" className="size-4" />
              </span>
            </summary>
            <p className="pr-14 pb-6 leading-relaxed text-ink-700">{item.a}</p>
          </details>
        ))}
      </div>
    </List>
  );
}

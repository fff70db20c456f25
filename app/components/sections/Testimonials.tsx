import type { Testimonial } from "~/content/types";
import { Icon } from "~/components/ui/icons";

/** Client voices: the quote, then who said it, their role and firm. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-lg bg-white p-8 shadow-card ring-1 ring-ink-200">
            <Icon name="quote" className="size-8 text-laser-600" />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink-900">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-ink-100 pt-5">
              <span className="block font-semibold text-ink-950">{item.name}</span>
              <span className="block text-sm text-ink-600">
                {item.role}, {item.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

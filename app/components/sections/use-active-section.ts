import { useEffect, useState } from "react";

/**
 * The id of the section in view, for the sticky anchor nav. A section counts as in view when it
 * crosses the band between 20% from the top and 80% from the bottom of the viewport. Above the
 * first section (back at the hero) no section is active; in a gap between two, the last one stays.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(" ");
  useEffect(() => {
    const elements = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = elements.find((el) => inBand.has(el.id));
        if (first) setActive(first.id);
        else if (elements[0] && elements[0].getBoundingClientRect().top > window.innerHeight * 0.2) setActive(undefined);
      },
      { rootMargin: "-20% 0px -80% 0px" },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key]);
  return active;
}

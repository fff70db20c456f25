import type { PageContent } from "~/content/types";
import { AnchorNav } from "~/components/sections/AnchorNav";
import { ContentHero } from "~/components/sections/ContentHero";
import type { Tone } from "~/components/sections/SectionShell";
import type { PageData } from "./page-data.server";
import { SectionView } from "./SectionView";

/** Bands that carry their own background; the others alternate light and muted around them. */
const OWN_TONE = new Set(["logos", "cta", "visual"]);

/** A page built from typed content: the hero, a sticky anchor nav when sections name themselves, then each section. */
export function SectionPage({ page, content }: { page: PageData; content: PageContent }) {
  const anchors = content.sections.flatMap((section) => (section.nav ? [{ id: section.id, label: section.nav }] : []));
  let alternate = 0;
  const tones: Tone[] = content.sections.map((section) => {
    if (OWN_TONE.has(section.type)) return "light";
    return alternate++ % 2 === 0 ? "light" : "muted";
  });
  return (
    <>
      <ContentHero h1={page.text.h1} hero={content.hero} crumbs={page.crumbs} home={page.key === "home"} />
      {content.anchorNavLabel && anchors.length > 0 && <AnchorNav label={content.anchorNavLabel} items={anchors} />}
      {content.sections.map((section, i) => (
        <SectionView key={section.id} section={section} tone={tones[i]} />
      ))}
    </>
  );
}

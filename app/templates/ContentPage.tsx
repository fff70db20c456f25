import type { PageContent } from "~/content/types";
import { AnchorNav } from "~/components/sections/AnchorNav";
import { Hero } from "~/components/sections/Hero";
import type { Tone } from "~/components/sections/SectionBand";
import { SideMenu } from "~/components/sections/SideMenu";
import { useLanguage } from "~/i18n/language-context";
import type { PageData } from "./page-data.server";
import { ContentSection } from "./ContentSection";

/** Bands that carry their own background; the others alternate light and muted around them. */
const OWN_TONE = new Set(["logos", "cta", "visual", "trust"]);

/**
 * A page with a body: the hero, a sticky anchor nav when sections name themselves, then each
 * section. About pages put their side menu beside the body; legal texts and guides end with the
 * date they were last revised.
 */
export function ContentPage({ page, content }: { page: PageData; content: PageContent }) {
  const anchors = content.sections.flatMap((section) => (section.nav ? [{ id: section.id, label: section.nav }] : []));
  // Beside a side menu the body is one white column, and the closing call spans the page after it.
  const side = content.sideMenu !== undefined;
  const body = side ? content.sections.filter((section) => section.type !== "cta") : content.sections;
  const after = side ? content.sections.filter((section) => section.type === "cta") : [];
  let alternate = 0;
  const render = (section: PageContent["sections"][number]) => {
    const tone: Tone = OWN_TONE.has(section.type) || side ? "light" : alternate++ % 2 === 0 ? "light" : "muted";
    return <ContentSection key={section.id} section={section} tone={tone} />;
  };
  const sections = body.map(render);
  return (
    <>
      <Hero h1={page.text.h1} hero={content.hero} crumbs={page.crumbs} home={page.home} />
      {content.anchorNavLabel && anchors.length > 0 && <AnchorNav label={content.anchorNavLabel} items={anchors} />}
      {content.sideMenu ? (
        <div className="container-page grid grid-cols-1 gap-8 pt-8 lg:grid-cols-12 lg:gap-12 lg:pt-16">
          <div className="min-w-0 lg:col-span-3">
            <SideMenu label={content.sideMenu.label} pages={content.sideMenu.pages} />
          </div>
          <div className="min-w-0 lg:col-span-9 [&_.container-page]:px-0 [&>section>div]:py-12 sm:[&>section>div]:py-16 [&>section:first-child>div]:pt-0">
            {sections}
          </div>
        </div>
      ) : (
        sections
      )}
      {after.map(render)}
      {content.revised && <Revised {...content.revised} />}
    </>
  );
}

function Revised({ label, date }: { label: string; date: string }) {
  const { lang } = useLanguage();
  const shown = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return (
    <p className="container-page pb-16 text-sm text-ink-600">
      {`${label}: `}
      <time dateTime={date}>{shown}</time>
    </p>
  );
}

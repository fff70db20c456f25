import type { Section } from "~/content/types";
import { CardGrid } from "~/components/sections/CardGrid";
import { ChallengePairs } from "~/components/sections/ChallengePairs";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { DefinitionBox } from "~/components/sections/DefinitionBox";
import { DownloadList } from "~/components/sections/DownloadList";
import { DeliverableGrid } from "~/components/sections/DeliverableGrid";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { FormatGroups } from "~/components/sections/FormatGroups";
import { LinkCards } from "~/components/sections/LinkCards";
import { LogoStrip } from "~/components/sections/LogoStrip";
import { MoreLink } from "~/components/sections/MoreLink";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { ProjectCards } from "~/components/sections/ProjectCards";
import { LanguageMemoryControl } from "~/components/sections/LanguageMemoryControl";
import { PointCloudSection } from "~/components/sections/PointCloudSection";
import { Prose } from "~/components/sections/Prose";
import { ScopeLists } from "~/components/sections/ScopeLists";
import { SectionBand, type Tone } from "~/components/sections/SectionBand";
import { ServiceCards } from "~/components/sections/ServiceCards";
import { ServiceCatalogue } from "~/components/sections/ServiceCatalogue";
import { Testimonials } from "~/components/sections/Testimonials";
import { TrustStrip } from "~/components/sections/TrustStrip";
import { VisualFigure } from "~/components/sections/VisualFigure";

/** One section of a page's body, by its type: most are a band with a heading block and a body. */
export function ContentSection({ section, tone }: { section: Section; tone: Tone }) {
  switch (section.type) {
    case "logos":
      return <LogoStrip id={section.id} heading={section.heading} />;
    case "trust":
      return <TrustStrip id={section.id} label={section.heading} items={section.items} />;
    case "cta":
      return <ClosingCta id={section.id} heading={section.heading} text={section.text} actions={section.actions} />;
    case "visual":
      return (
        <SectionBand id={section.id} heading={section.heading} intro={section.intro} tone="dark">
          <VisualFigure visual={section.visual} caption={section.caption} metrics={section.metrics} />
        </SectionBand>
      );
    default:
      return (
        <SectionBand
          id={section.id}
          heading={section.heading}
          intro={section.intro}
          tone={tone}
          layout={section.type === "faq" ? "split" : "stacked"}
        >
          <BandContent section={section} />
        </SectionBand>
      );
  }
}

/** The body of a section drawn inside a band. */
function BandContent({ section }: { section: Section }) {
  switch (section.type) {
    case "cards":
      return <CardGrid cards={section.cards} />;
    case "services":
      return (
        <>
          <ServiceCards items={section.items} />
          {section.also && (
            <>
              <h3 className="mt-12 mb-6 text-h3 font-semibold text-ink-950">{section.also.heading}</h3>
              <LinkCards items={section.also.items} />
            </>
          )}
          {section.more && <MoreLink action={section.more} />}
        </>
      );
    case "projects":
      return (
        <>
          <ProjectCards items={section.items} filter={section.filter} labels={section.labels} notice={section.notice} />
          {section.more && <MoreLink action={section.more} />}
        </>
      );
    case "links":
      return <LinkCards items={section.items} />;
    case "downloads":
      return <DownloadList items={section.items} />;
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "deliverables":
      return <DeliverableGrid items={section.items} />;
    case "testimonials":
      return <Testimonials items={section.items} />;
    case "definition":
      return <DefinitionBox term={section.term} text={section.text} points={section.points} visual={section.visual} />;
    case "scope":
      return <ScopeLists included={section.included} addOns={section.addOns} />;
    case "formats":
      return <FormatGroups groups={section.groups} />;
    case "catalogue":
      return <ServiceCatalogue tabsLabel={section.tabsLabel} groups={section.groups} />;
    case "challenges":
      return <ChallengePairs items={section.items} labels={section.labels} />;
    case "prose":
      return (
        <>
          <Prose blocks={section.blocks} />
          {section.control === "language-memory" && <LanguageMemoryControl />}
        </>
      );
    case "faq":
      return <FaqAccordion id={section.id} items={section.items} />;
    case "point-cloud":
      return <PointCloudSection viewer={section.viewer} />;
    default:
      return null;
  }
}

import type { PointCloudViewer, Section } from "~/content/types";
import { CONTROL } from "~/samples/facade";
import { SAMPLE_FILES, SAMPLE_IMAGE } from "~/samples/files";
import { FACTS } from "~/site/facts";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The samples page: hero, what the sample survey is, the sample point cloud (its image and
 * download for everyone, the 3D viewer where script runs), how to use the viewer, what the sample
 * shows of the deliverables, the way to the Downloads page, and the closing call.
 */
export interface SamplesStructure {
  readonly hero: part.HeroStructure;
  readonly sample: part.ProseStructure;
  readonly usage: part.CardsStructure;
  readonly deliverables: part.DeliverablesStructure;
  readonly cta?: part.CtaStructure;
}

/** The viewer's section: its heading, the image's text, the download's label and every word of the viewer. */
type ViewerTexts = PointCloudViewer["words"];
export interface ViewerWords extends ViewerTexts {
  readonly nav?: string;
  readonly heading: string;
  readonly intro?: string;
  readonly alt: string;
  readonly caption: string;
  readonly download: string;
}

export interface SamplesWords {
  readonly hero: part.HeroWords;
  readonly sample: part.ProseWords;
  readonly viewer: ViewerWords;
  readonly usage: part.CardsWords;
  readonly deliverables: part.DeliverablesWords;
  /** The section that leads to the Downloads page, and the line on its card. */
  readonly files: { readonly heading: string; readonly intro?: string; readonly text: string };
  readonly cta: part.CtaWords;
}

/** The packed cloud's size: its header and eight bytes a point (./cloud-format.ts). */
const CLOUD_BYTES = 8 + 8 * FACTS.sampleCloudPoints;

function viewer(words: ViewerWords): Section {
  const { nav, heading, intro, alt, caption, download, ...viewerWords } = words;
  return {
    type: "point-cloud",
    id: "viewer",
    nav,
    heading,
    intro,
    viewer: {
      image: { src: SAMPLE_FILES.image, width: SAMPLE_IMAGE.width, height: SAMPLE_IMAGE.height, alt },
      caption,
      cloud: { src: SAMPLE_FILES.cloud, bytes: CLOUD_BYTES },
      download: { href: SAMPLE_FILES.ply, label: download },
      targets: CONTROL.filter((point) => point.kind === "target").map(({ id, x, y, z }) => ({ id, x, y, z })),
      words: viewerWords,
    },
  };
}

export function samplesPage<const S extends SamplesStructure>(structure: S): PageDefinition<SamplesWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero(structure.hero, words.hero),
      anchorNavLabel: context.shared.onThisPage,
      sections: [
        part.prose("sample", structure.sample, words.sample),
        viewer(words.viewer),
        part.cards("how-to-use", structure.usage, words.usage),
        part.deliverables("deliverables", structure.deliverables, words.deliverables),
        {
          type: "links",
          id: "downloads",
          heading: words.files.heading,
          intro: words.files.intro,
          items: [{ page: "resources/downloads", text: words.files.text }],
        },
        ...part.relatedSection(context),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
    }),
  };
}

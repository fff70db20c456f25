import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Choosing a level of detail",
  "page.title": "Choosing a Level of Detail (LOD) for a Scan to BIM Model",
  "page.h1": "Choosing a level of detail for a Scan to BIM model",
  "page.description": "What {{lod200}} to {{lod400}} hold, which level suits design, facility management, clash detection or prefabrication, and how to write it into a contract.",

  "hero.eyebrow": "Guide",
  "hero.lead": "A surveyor's guide for BIM managers and plant engineers: what each level of detail contains and at which tolerance, how to mix levels by element and by area, what a higher level costs in time, and how to specify it so that nobody argues at handover.",
} satisfies PageWords<typeof page>;

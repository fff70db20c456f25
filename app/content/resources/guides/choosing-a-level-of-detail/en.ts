import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Choosing a level of detail",
  "page.title": "Choosing a Level of Detail (LOD) for a Scan to BIM Model",
  "page.h1": "Choosing a level of detail for a Scan to BIM model",
  "page.description": "What {{lod200}} to {{lod400}} hold, which level suits design, facility management, clash detection or prefabrication, and how to write it into a contract.",

  "hero.eyebrow": "Guide",
  "hero.lead": "For BIM managers and plant engineers, from the surveyor's side: what each level holds and at which tolerance, which level suits which use, how to mix them and how to write them into a contract.",
} satisfies PageWords<typeof page>;

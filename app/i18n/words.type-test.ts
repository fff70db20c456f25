/**
 * What the type check refuses in a words file. Each `@ts-expect-error` below must meet an error,
 * so `tsc` (part of `npm test`) fails if the words types ever let one of these mistakes through.
 */
import entities from "~/content/entities/en";
import type { EntityWords } from "~/content/entities/types";
import page from "~/content/drone/site-plans/page";
import en from "~/content/drone/site-plans/en";
import form from "~/leads/copy/en";
import type { FormCopy } from "~/leads";
import type { PageWords } from "~/templates/builders/define";
import type { WordsFile } from "./words";

// A page's English words without a text its template requires.
const { "hero.lead": _lead, ...withoutLead } = en;
// @ts-expect-error "hero.lead" is missing
void (withoutLead satisfies PageWords<typeof page>);

// Without the words of a question the structure names.
const { "faq.items.how-soon-get.a": _answer, ...withoutAnswer } = en;
// @ts-expect-error "faq.items.how-soon-get.a" is missing
void (withoutAnswer satisfies PageWords<typeof page>);

// A question the structure does not name.
// @ts-expect-error "faq.items.unnamed.q" is not a key of the page's words
void ({ ...en, "faq.items.unnamed.q": "Is there such a question?" } satisfies PageWords<typeof page>);

// A numbered item, as the words were once written.
// @ts-expect-error "process.steps.0.title" is not a key of the page's words
void ({ ...en, "process.steps.0.title": "Flight planning" } satisfies PageWords<typeof page>);

// The label of a figure the hero does not show.
// @ts-expect-error "hero.facts.droneAccuracyWithoutGcp" is not a key of the page's words
void ({ ...en, "hero.facts.droneAccuracyWithoutGcp": "Accuracy without ground control" } satisfies PageWords<typeof page>);

// A required form text added to the form words' type with no words in English.
// @ts-expect-error "common.sendingAgain" is missing
void (form satisfies WordsFile<FormCopy & { readonly common: { readonly sendingAgain: string } }>);

// A service's summary deleted from the entity words.
const { "services.drone/site-plans.summary": _summary, ...withoutSummary } = entities;
// @ts-expect-error "services.drone/site-plans.summary" is missing
void (withoutSummary satisfies WordsFile<EntityWords>);

// The real files pass, so each error above is the one its comment names.
void (en satisfies PageWords<typeof page>);
void (form satisfies WordsFile<FormCopy>);
void (entities satisfies WordsFile<EntityWords>);

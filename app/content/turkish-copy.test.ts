import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues.server";
import { proseSections } from "~/templates/builders/markdown";

// Patterns that the second copy review (copy-tr-hu-de-2.md) found in more than one Turkish text.
// Each rule names a wrong form, not a wording, so any fresh rewrite passes as long as it avoids the form.

/** The Turkish words of every page and of the entities, as written, by file and key. */
const WORDS = import.meta.glob<{ default: Record<string, unknown> }>("./**/tr.ts", { eager: true });
/** The Turkish text of the prose pages, in Markdown (app/content/<page>/tr.md). */
const PROSE = import.meta.glob<string>("./**/tr.md", { query: "?raw", import: "default", eager: true });

type Text = { where: string; key: string; text: string };

function flatten(value: unknown, where: string, key = ""): Text[] {
  if (typeof value === "string") return [{ where, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, where, `${key}.${i}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => flatten(v, where, key ? `${key}.${k}` : k));
  return [];
}

const TEXTS: Text[] = [
  ...Object.entries(WORDS).flatMap(([file, module]) => flatten(module.default, `app/content${file.slice(1)}`)),
  ...Object.entries(PROSE).flatMap(([file, markdown]) =>
    proseSections(markdown).flatMap(({ id, heading, blocks }) => flatten({ heading, blocks }, `app/content${file.slice(1)}`, id)),
  ),
  ...flatten({ ...CATALOGUES.tr, figures: {} }, "catalogue tr"),
];

const show = (found: Text[]) => found.map(({ where, key, text }) => `${where} › ${key}: ${text}`);
/** Expect no text found, naming every one that is. */
const none = (found: Text[]) => expect(show(found), show(found).join("\n")).toEqual([]);

/** A Turkish word, matched whole (JavaScript's \b does not know ı, ş, ğ, ü, ö, ç). */
const word = (forms: string) => new RegExp(`(?<!\\p{L})(?:${forms})(?!\\p{L})`, "iu");

describe("Turkish copy", () => {
  it("asks the client to have a survey done, not to do it: no call to action or page heading in the plain imperative of surveying", () => {
    // "Kontrol edin" tells the client to check the installation himself; the firm's offer is "kontrol ettirin".
    const surveying = word("tarayın|ölçün|kontrol edin|belgeleyin|modelleyin|karşılaştırın|denetleyin|kaydedin");
    const callsToAction = TEXTS.filter(({ key }) => /(^|\.)(cta\.heading|h1|title)$|actions\.\d+$/.test(key));
    none(callsToAction.filter(({ text }) => surveying.test(text)));
  });

  it("joins scans to the control network ('ağına bağlanarak birleştirilir'), never with 'birleştirmek' governing a bare dative", () => {
    // Within one clause, a control network, control points, coordinate system or "the others" in the dative
    // and a form of "birleştir-" need "bağla-" / "bağlı" (or the postposition "göre") between them.
    const dative = word("(?:kontrol )?ağına|noktalarına|sistemine|diğerlerine");
    const found = TEXTS.filter(({ text }) =>
      text.split(/[.;:\n]/).some((clause) => {
        const at = clause.search(dative);
        if (at < 0) return false;
        const rest = clause.slice(at);
        const join = rest.search(/birleştir/i);
        return join >= 0 && !/bağl|göre/i.test(rest.slice(0, join));
      }),
    );
    none(found);
  });

  it("says 'kalite kontrol' in labels, not the bare English 'QA' (QA/QC stays the name of the report)", () => {
    const labels = TEXTS.filter(({ key }) => /(title|heading|label|facts\.\d+|metric|duration)$/.test(key));
    none(labels.filter(({ text }) => /(?<![\p{L}/])QA(?![\p{L}/])/u.test(text)));
  });

  it("does not use the calque 'bir bakışta' (at a glance)", () => {
    none(TEXTS.filter(({ text }) => /bir bakışta/iu.test(text)));
  });

  it("calls a survey instrument's stand 'sehpa' and the total station 'takeometre', each one name only", () => {
    none(TEXTS.filter(({ text }) => word("tripod\\p{L}*|elektronik takeometre\\p{L}*").test(text)));
  });
});

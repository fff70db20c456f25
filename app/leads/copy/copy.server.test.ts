import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { textsOf, typedFigures } from "~/i18n/typed-figures";
import { FACTS } from "~/site/facts";
import { CONSENT_REVISION } from "../consent";
import { ACCEPTED_EXTENSIONS } from "../file-limits";
import { copyFor } from "./copy.server";
import de from "./de";
import en from "./en";
import hu from "./hu";
import tr from "./tr";

/** The words files as written: one text a line, figures still placeholders. */
const RAW: Record<Lang, Readonly<Record<string, string>>> = { en, tr, hu, de };
/** The placeholders a text keeps until it is shown, by its path. */
const RUNTIME: Record<string, string[]> = {
  "files.overTotal": ["{{name}}", "{{size}}", "{{total}}"],
  "success.slot": ["{{day}}", "{{window}}", "{{zone}}"],
  "success.who": ["{{email}}"],
};
const plain = (text: string) => text.replace(/\u00a0/g, " ").replace(/\u2060/g, "");

describe("the forms' words", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: type no figure by hand (phone examples and the digit count of a phone number aside)`, () => {
      const typed = textsOf(RAW[lang])
        .map(([path, text]) => [path, typedFigures(text)] as const)
        .filter(([, found]) => found.length > 0);
      expect(typed).toEqual([]);
    });

    it(`${lang}: are shown with every figure written out; only the call slot and the e-mail address are left for the confirmation page (and the file, its size and the total for the upload refusal)`, () => {
      for (const [path, text] of textsOf(copyFor(lang))) {
        const runtime = RUNTIME[path] ?? [];
        expect(
          runtime.reduce((rest, placeholder) => rest.replace(placeholder, ""), text),
          path,
        ).not.toContain("{{");
      }
      expect(copyFor(lang).files.overTotal).toMatch(/^(?=.*\{\{name\}\})(?=.*\{\{size\}\})(?=.*\{\{total\}\}).*10\u00a0MB/);
      expect(copyFor(lang).success.slot).toMatch(/^(?=.*\{\{day\}\})(?=.*\{\{window\}\})(?=.*\{\{zone\}\})/);
      expect(copyFor(lang).success.who).toContain("{{email}}");
    });
  }

  it("name every accepted file type in the refusal of a file's type, so the visitor need not look for the help", () => {
    for (const lang of LANGUAGES) {
      const refusal = copyFor(lang).files.refused.type;
      // JPEG is the JPG the list already names.
      for (const ext of ACCEPTED_EXTENSIONS.filter((ext) => ext !== "jpeg")) expect(refusal, lang).toContain(ext.toUpperCase());
    }
  });

  it("keep the specification's exact English upload messages", () => {
    expect(copyFor("en").files.tooLarge).toBe("Total file size cannot exceed 10MB.");
    expect(copyFor("en").files.refused["too-large"]).toBe("Total file size cannot exceed 10MB.");
    expect(copyFor("en").files.waitForUploads).toBe("Please wait for uploads to complete...");
  });

  it("use the ellipsis character in Turkish, Hungarian and German", () => {
    for (const lang of ["tr", "hu", "de"] as const) {
      for (const [path, text] of textsOf(copyFor(lang))) expect(text, `${lang} ${path}`).not.toContain("...");
      expect(copyFor(lang).files.waitForUploads, lang).toMatch(/…$/);
    }
  });

  it("state the reply times, the upload limit and the call windows from the facts", () => {
    expect(plain(copyFor("hu").intro.quote.replyPromise)).toBe(
      `Munkanapokon számított ${FACTS.quoteTurnaroundHours} órán belül fix díjas árajánlatot küldünk.`,
    );
    expect(plain(copyFor("de").intro.contact.replyPromise)).toBe(`Wir antworten innerhalb von ${FACTS.contactReplyHours} Stunden.`);
    expect(plain(copyFor("tr").files.tooLarge)).toBe(`Toplam dosya boyutu ${FACTS.uploadLimitMb} MB'ı aşamaz.`);
    expect(plain(copyFor("en").intro.call.points.duration)).toBe(`${FACTS.callLengthMinutes} minutes at the time you choose`);
    expect(plain(copyFor("de").options.timeWindow["09-12"])).toBe("Vormittags, 9–12 Uhr");
    expect(plain(copyFor("tr").options.timeWindow["15-18"])).toBe("Öğleden sonra, 15.00–18.00");
  });

  it("ask for consent to answer the enquiry, say it can be withdrawn and that the enquiry is then erased (revision 2026-11-25)", () => {
    expect(CONSENT_REVISION).toBe("2026-11-25");
    const label = (lang: Lang) => copyFor(lang).common.consent.label;
    expect(label("en")).toBe(
      "I consent to Pontos 3D using the details and files I give here to answer this enquiry. I can withdraw my consent at any time; my enquiry is then erased.",
    );
    expect(label("tr")).toContain("açık rıza veriyorum");
    expect(label("tr")).toContain("geri alabilirim; bu durumda talebim silinir");
    expect(label("hu")).toContain("bármikor visszavonhatom; ekkor a megkeresésemet törlik");
    expect(label("de")).toContain("jederzeit widerrufen; meine Anfrage wird dann gelöscht");
  });

  it("no longer ask the visitor to have read or agree to the privacy policy; that is a separate line with the terms", () => {
    const info = (lang: Lang) => Object.values(copyFor(lang).common.consent.info).join("");
    expect(info("en")).toBe("How we handle your data: Privacy Policy. Our Terms of Service apply to enquiries.");
    expect(copyFor("tr").common.consent.info.privacy).toBe("Gizlilik politikası ve KVKK aydınlatma metni");
    for (const lang of LANGUAGES) {
      const { label, info: line } = copyFor(lang).common.consent;
      expect(label, lang).not.toMatch(/read|agree|zur Kenntnis|okudum|megismertem|politika|Datenschutzerklärung|tájékoztató/i);
      expect(
        Object.values(line).every((text) => text.length > 0),
        lang,
      ).toBe(true);
      expect(line.terms, lang).not.toBe("");
    }
    const raw = LANGUAGES.map((lang) => JSON.stringify(RAW[lang])).join("");
    for (const old of ["and have read the", "zur Kenntnis genommen", "okudum", "és megismertem"]) expect(raw).not.toContain(old);
  });
});

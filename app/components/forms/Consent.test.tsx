import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { uiMessages } from "~/i18n/catalogues.server";
import { LanguageProvider } from "~/i18n/language-context";
import { LANGUAGES } from "~/i18n/languages";
import { copyFor } from "~/leads/copy/copy.server";
import { localizedPath } from "~/i18n/paths";
import type { AnyField } from "./controls";
import { Consent } from "./LeadForm";

const meta = {
  id: "c",
  name: "consent",
  formId: "f",
  errorId: "c-error",
  errors: undefined,
  initialValue: undefined,
} as unknown as AnyField;

describe("the consent box", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the label is the consent alone; the privacy policy and the terms are linked, in the page's language, on a line of their own`, () => {
      const copy = copyFor(lang);
      const html = renderToString(
        <MemoryRouter>
          <LanguageProvider lang={lang} messages={uiMessages(lang)}>
            <Consent copy={copy} meta={meta} />
          </LanguageProvider>
        </MemoryRouter>,
      );
      const label = html.match(/<label[\s\S]*?<\/label>/)![0];
      expect(label).not.toContain("<a ");
      expect(label).toContain(copy.common.consent.label.replace(/'/g, "&#x27;"));
      const info = html.slice(html.indexOf("data-consent-info"));
      expect(info).toContain(`href="${localizedPath("privacy", lang)}"`);
      expect(info).toContain(`href="${localizedPath("terms", lang)}"`);
      expect(info).toContain(copy.common.consent.info.terms);
    });
  }
});

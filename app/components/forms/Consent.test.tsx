import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { uiMessages } from "~/i18n/ui-messages.server";
import { LanguageProvider } from "~/i18n/language-context";
import { LANGUAGES } from "~/i18n/languages";
import { HONEYPOT_FIELD } from "~/leads";
import { copyFor } from "~/leads/index.server";
import { localizedPath } from "~/i18n/paths";
import type { AnyField } from "./controls";
import { FieldShell } from "./Field";
import { consentLinks } from "~/templates/FormPage";
import { Consent, Honeypot } from "./LeadForm";

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
            <Consent copy={copy} meta={meta} links={consentLinks(lang)} />
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

describe("the required asterisk", () => {
  it("has the same colour on the consent box as on every other field (usability test P2)", () => {
    const consent = renderToString(
      <MemoryRouter>
        <LanguageProvider lang="en" messages={uiMessages("en")}>
          <Consent copy={copyFor("en")} meta={meta} links={consentLinks("en")} />
        </LanguageProvider>
      </MemoryRouter>,
    );
    const field = renderToString(
      <FieldShell id="n" copy={{ label: "Name" }} required optionalLabel="optional" errorId="n-error" descriptionId="n-help">
        <input id="n" />
      </FieldShell>,
    );
    const asterisk = (html: string) => html.match(/<span aria-hidden="true" class="([^"]*)">\*<\/span>/)?.[1];
    expect(asterisk(field)).toContain("text-danger-700");
    expect(asterisk(consent)).toBe(asterisk(field));
  });
});

describe("the honeypot", () => {
  const html = renderToString(<Honeypot label="Leave this field empty" />);
  const input = html.match(/<input[^>]*>/)![0];

  it("has a name no browser or password manager autofills, and autofill off (usability test P8)", () => {
    const name = input.match(/name="([^"]*)"/)![1];
    expect(name).toBe(HONEYPOT_FIELD);
    // Words autofill heuristics look for in a field's name.
    expect(name).not.toMatch(/web|site|url|link|homepage|name|mail|phone|tel|company|org|address|city|zip|country/i);
    expect(input).toMatch(/autocomplete="off"/i);
  });

  it("is hidden from screen readers and out of the keyboard's way", () => {
    expect(html).toMatch(/^<div aria-hidden="true"/);
    expect(input).toContain('tabindex="-1"');
  });
});

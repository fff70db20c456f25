import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uiMessages } from "./ui-messages.server";
import { LanguageProvider, useLanguage, type UiKey } from "./language-context";
import { translate, type Messages } from "./translate";

function Probe() {
  const { lang, t, path } = useLanguage();
  return <p>{`${lang}|${t("nav.services")}|${path("contact")}`}</p>;
}

describe("language provider", () => {
  it("gives the language, its texts and the path builder to what it wraps", () => {
    const html = renderToString(
      <LanguageProvider lang="de" messages={uiMessages("de")}>
        <Probe />
      </LanguageProvider>,
    );
    expect(html).toContain("de|Leistungen|/de/kontakt");
  });

  it("throws a clear error when the language hook is used outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow(/useLanguage\(\) must be used inside <LanguageProvider>/);
  });
});

describe("UI keys (the type check refuses the others)", () => {
  it("every key the type allows has a text", () => {
    const keys: UiKey[] = ["nav.services", "nav.groupBlurbs.aec", "footer.rights", "cookies.accept", "common.close"];
    const html = renderToString(
      <LanguageProvider lang="en" messages={uiMessages("en")}>
        <Texts keys={keys} />
      </LanguageProvider>,
    );
    expect(html).toContain("Services|Measured surveys");
    expect(html).not.toMatch(/nav\.|footer\.|cookies\.|common\./);
  });

  it("the keys it refuses have no text: t() would show them raw", () => {
    const refused = [
      // @ts-expect-error a misspelt key
      "nav.servics" satisfies UiKey,
      // @ts-expect-error a group, not a text
      "nav.groupBlurbs" satisfies UiKey,
    ];
    const messages = uiMessages("en") as unknown as Messages;
    expect(refused.map((key) => translate(key, messages, undefined))).toEqual(refused);
  });
});

function Texts({ keys }: { keys: UiKey[] }) {
  const { t } = useLanguage();
  return <p>{keys.map((key) => t(key, { year: 2026, company: "Pontos 3D" })).join("|")}</p>;
}

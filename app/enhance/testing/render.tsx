import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { uiMessages } from "~/i18n/catalogues.server";
import { LanguageProvider } from "~/i18n/language-context";

/**
 * Puts the HTML a component renders on the server into the test's document (happy-dom), in English,
 * at `path`, and clears what an earlier test left: the enhancements then act on the very markup the
 * pages carry, so a data attribute renamed on either side fails the test.
 */
export function renderPage(node: ReactNode, path = "/en"): Document {
  document.documentElement.removeAttribute("data-enhanced");
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider lang="en" messages={uiMessages("en")}>
        {node}
      </LanguageProvider>
    </MemoryRouter>,
  );
  return document;
}

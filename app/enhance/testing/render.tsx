import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { uiMessages } from "~/i18n/ui-messages.server";
import { LanguageProvider } from "~/i18n/language-context";

/**
 * Puts the HTML a component renders on the server into the test's document (happy-dom), in English,
 * at `path`, and clears what an earlier test left: the page elements then act on the very markup the
 * pages carry, so a data attribute renamed on either side fails the test.
 */
export function renderPage(node: ReactNode, path = "/en"): Document {
  document.documentElement.removeAttribute("data-enhanced");
  // Parsed apart from the document, then put in whole: as in a page the browser has parsed before
  // the script defines the elements, each element is connected with the whole page around it.
  const parsed = document.createElement("div");
  parsed.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider lang="en" messages={uiMessages("en")}>
        {node}
      </LanguageProvider>
    </MemoryRouter>,
  );
  document.body.replaceChildren(parsed);
  return document;
}

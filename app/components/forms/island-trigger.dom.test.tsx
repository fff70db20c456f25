// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormActionResult } from "~/leads";
import { copyFor } from "~/leads/index.server";
import { FormIslandHost } from "./FormIsland";
import { armFormIsland } from "./island-trigger";

/** The quote form's island as the server renders it, in the test's document. */
function renderQuoteForm(result?: FormActionResult) {
  document.body.innerHTML = renderToString(
    <FormIslandHost
      kind="quote"
      copy={copyFor("en")}
      action="/en/get-a-quote"
      links={{ privacy: "/en/privacy-policy", terms: "/en/terms" }}
      labels={{}}
      defaultZone="Europe/London"
      result={result}
    />,
  );
  const form = document.querySelector<HTMLFormElement>("#quote-form")!;
  const fileInput = form.querySelector<HTMLInputElement>("input[type=file]")!;
  return { form, name: form.querySelector<HTMLInputElement>('[name="name"]')!, fileInput };
}

/** Arms the island with a loader that records when the island is fetched and when it hydrates. */
function arm() {
  const hydrate = vi.fn();
  const load = vi.fn(() => Promise.resolve(hydrate));
  armFormIsland(load);
  const settled = () => new Promise((resolve) => setTimeout(resolve));
  return { load, hydrate, settled };
}

beforeEach(() => (document.activeElement as HTMLElement | null)?.blur());

describe("the form island hydrates once the visitor starts to use the form", () => {
  it("loads nothing while the visitor only reads the page", async () => {
    renderQuoteForm();
    const { load, hydrate, settled } = arm();
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    window.dispatchEvent(new Event("scroll"));
    await settled();
    expect(load).not.toHaveBeenCalled();
    expect(hydrate).not.toHaveBeenCalled();
  });

  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"]) {
    it(`hydrates on the first ${type} in the form, once`, async () => {
      const { name } = renderQuoteForm();
      const { load, hydrate, settled } = arm();
      name.dispatchEvent(new Event(type, { bubbles: true }));
      name.dispatchEvent(new Event(type, { bubbles: true }));
      await settled();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrate).toHaveBeenCalledTimes(1);
    });
  }

  it("hydrates at once when the visitor is already typing in a field as the script arrives", async () => {
    const { name } = renderQuoteForm();
    name.focus();
    name.value = "Jonas";
    const { hydrate, settled } = arm();
    await settled();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once to show a refused post's errors", async () => {
    renderQuoteForm({
      status: "error",
      result: { status: "error", initialValue: { name: "" }, error: { name: [copyFor("en").errors.required] } },
    });
    expect(document.querySelector("[data-error-summary]")).not.toBeNull();
    const { hydrate, settled } = arm();
    await settled();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("while the file picker may be open on the plain input, only loads, and hydrates when it closes", async () => {
    const { fileInput } = renderQuoteForm();
    const { load, hydrate, settled } = arm();
    fileInput.dispatchEvent(new Event("touchstart", { bubbles: true }));
    fileInput.dispatchEvent(new Event("click", { bubbles: true }));
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    fileInput.dispatchEvent(new Event("change", { bubbles: true }));
    await settled();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates when the picker is cancelled, or when the visitor turns to another field", async () => {
    for (const next of ["cancel", "other field"]) {
      const { fileInput, name } = renderQuoteForm();
      const { hydrate, settled } = arm();
      fileInput.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      await settled();
      expect(hydrate).not.toHaveBeenCalled();
      if (next === "cancel") fileInput.dispatchEvent(new Event("cancel", { bubbles: true }));
      else name.dispatchEvent(new Event("focusin", { bubbles: true }));
      await settled();
      expect(hydrate, next).toHaveBeenCalledTimes(1);
    }
  });

  it("does nothing on a page without a form", async () => {
    document.body.innerHTML = "<main><h1>Scan to BIM</h1></main>";
    const { load, settled } = arm();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await settled();
    expect(load).not.toHaveBeenCalled();
  });
});

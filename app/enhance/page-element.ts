/**
 * The base of every page behaviour: a custom element around the markup its component renders. It is
 * set up the first time it is connected and never again (moved or connected twice, it adds no second
 * listener), and a setup that throws is reported without stopping the other elements.
 */
export abstract class PageElement extends HTMLElement {
  #setUp = false;

  connectedCallback(): void {
    if (this.#setUp) return;
    this.#setUp = true;
    try {
      this.setUp();
    } catch (error) {
      reportError(error);
    }
  }

  /** Finds the element's parts in its own markup and adds its listeners. */
  protected abstract setUp(): void;
}

/** Defines a page element unless its name is taken already (a second call changes nothing). */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

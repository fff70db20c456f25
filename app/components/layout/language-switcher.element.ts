import { PageElement } from "~/enhance/page-element";

/** The header's language dropdown (a <details>): a click outside or Esc closes it, Esc returns focus to it. */
export class LanguageSwitcher extends PageElement {
  protected setUp(): void {
    const details = this.querySelector("details");
    if (!details) return;
    this.ownerDocument.addEventListener("pointerdown", (event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    });
    details.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    });
  }
}

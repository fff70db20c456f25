import { PageElement } from "~/enhance/page-element";
import { ANSWER_EVENT, answer, announceAnswer, controlState, storedAnswer, type Answer } from "~/enhance/language-memory";
import { LANGUAGE_MEMORY_CONTROL as C } from "./language-memory-control.contract";

/**
 * The cookie policy's control (LanguageMemoryControl.tsx): revealed here, it shows the stored answer
 * in a polite status line and its one button switches it: "Forget" stores "declined" and removes the
 * language, "Remember" stores "accepted" and the page's language.
 */
export class LanguageMemoryControl extends PageElement {
  protected setUp(): void {
    const control = this.querySelector<HTMLElement>(`[${C.control}]`);
    const status = control?.querySelector<HTMLElement>(`[${C.status}]`);
    const button = control?.querySelector<HTMLButtonElement>(`[${C.toggle}]`);
    if (!control || !status || !button) return;
    const words = (name: string) => control.getAttribute(name) ?? "";
    let next: Answer = "accepted";
    const render = () => {
      const state = controlState(storedAnswer());
      status.textContent = words(C[state.status]);
      button.textContent = words(state.next === "accepted" ? C.remember : C.forget);
      next = state.next;
    };
    render();
    control.hidden = false;
    button.addEventListener("click", () => {
      answer(next, this.ownerDocument.documentElement.lang);
      announceAnswer(next);
    });
    window.addEventListener(ANSWER_EVENT, render);
  }
}

import { ANSWER_EVENT, answer, announceAnswer, storedAnswer, type Answer } from "./language-memory";

/** What the control says and offers for a stored answer (undefined: not answered yet). */
export function controlState(stored: Answer | undefined): { status: "accepted" | "declined" | "unanswered"; next: Answer } {
  if (stored === "accepted") return { status: "accepted", next: "declined" };
  return { status: stored ?? "unanswered", next: "accepted" };
}

/**
 * The cookie policy's control (components/sections/LanguageMemoryControl.tsx): revealed here, it
 * shows the stored answer in a polite status line and its one button switches it: "Forget" stores
 * "declined" and removes the language, "Remember" stores "accepted" and the page's language.
 */
export function enhanceLanguageMemoryControl(root: Document): void {
  const control = root.querySelector<HTMLElement>("[data-language-memory]");
  const status = control?.querySelector<HTMLElement>("[data-language-memory-status]");
  const button = control?.querySelector<HTMLButtonElement>("[data-language-memory-toggle]");
  if (!control || !status || !button) return;
  const words = control.dataset;
  const render = () => {
    const state = controlState(storedAnswer());
    status.textContent = words[state.status] ?? "";
    button.textContent = (state.next === "accepted" ? words.remember : words.forget) ?? "";
    button.dataset.next = state.next;
  };
  render();
  control.hidden = false;
  button.addEventListener("click", () => {
    const next = button.dataset.next as Answer;
    answer(next, root.documentElement.lang);
    announceAnswer(next);
  });
  window.addEventListener(ANSWER_EVENT, render);
}

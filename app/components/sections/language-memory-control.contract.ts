/** The cookie policy's language-memory control: names shared by LanguageMemoryControl.tsx and its element. */
export const LANGUAGE_MEMORY_CONTROL = {
  tag: "language-memory-control",
  /** On the control's box, hidden until the element reveals it. */
  control: "data-language-memory",
  status: "data-language-memory-status",
  toggle: "data-language-memory-toggle",
  /** The words of each state, on the control's box. */
  accepted: "data-accepted",
  declined: "data-declined",
  unanswered: "data-unanswered",
  remember: "data-remember",
  forget: "data-forget",
} as const;

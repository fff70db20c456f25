/** The language question's banner: names shared by CookieBanner.tsx and cookie-consent.element.ts. */
export const COOKIE_CONSENT = {
  tag: "cookie-consent",
  /** On the banner (hidden until the element shows it). */
  banner: "data-cookie-banner",
  /** On each answer's button, "accepted" or "declined" as value. */
  choice: "data-consent",
  /** The confirming toast's words, on the banner. */
  savedTitle: "data-saved-title",
  savedAccepted: "data-saved-accepted",
  savedDeclined: "data-saved-declined",
  /** Milliseconds after the script runs before the question appears. */
  delayMs: 1000,
} as const;

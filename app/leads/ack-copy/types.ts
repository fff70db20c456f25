import type { FormKind } from "../types.ts";

/**
 * The acknowledgement mailed to a visitor, in one language: fixed words only, never anything the
 * visitor typed. `{{ref}}` is the enquiry's reference and `{{site}}` the site's host; every other
 * `{{name}}` is a figure of app/site/facts.ts (the promises, the office's phone and address).
 */
export interface AckCopy {
  subject: Record<FormKind, string>;
  greeting: string;
  received: Record<FormKind, string>;
  next: Record<FormKind, string>;
  /** Who answers: the role and the office (Istanbul for Turkish, Budapest otherwise). */
  who: string;
  reference: string;
  urgent: string;
  /** Why this address got the mail, and what to do if the visitor did not send the form. */
  why: string;
  signoff: string;
}

import { CATALOGUES } from "../i18n/catalogue.ts";
import { fillFigures } from "../i18n/figures.ts";
import type { Lang } from "../i18n/languages.ts";
import { SITE_URL } from "../site/site-url.ts";
import de from "./ack-copy/de.ts";
import en from "./ack-copy/en.ts";
import hu from "./ack-copy/hu.ts";
import tr from "./ack-copy/tr.ts";
import type { AckCopy } from "./ack-copy/types.ts";
import type { LeadMessage } from "./lead-message.server.ts";
import type { SubmissionRecord } from "./types.ts";
import { ACK_LIMIT, ACK_WINDOW_HOURS } from "./retention.ts";

/**
 * The acknowledgement to the visitor (decision 006): one mail per enquiry to the address given on
 * the form, in the enquiry's language, with the reference and the next step in fixed words, and
 * nothing the visitor typed, so that a form filled in with someone else's address sends that
 * person nothing of the sender's. At most ACK_LIMIT go to one address within ACK_WINDOW_MS.
 */
export { ACK_LIMIT };
export const ACK_WINDOW_MS = ACK_WINDOW_HOURS * 60 * 60 * 1000;

/** What is taken for a mail address: one @, a dot after it, and nothing that could break a header. */
export const MAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The address an enquiry's acknowledgement goes to (its e-mail field, trimmed); undefined when it has none that is one. */
export function ackRecipient(fields: Record<string, unknown>): string | undefined {
  const value = typeof fields.email === "string" ? fields.email.trim() : "";
  return MAIL_ADDRESS.test(value) ? value : undefined;
}

/** What enquiries of one address are counted by: the address in lower case (as the stores compare it). */
export const ackKey = (address: string) => address.toLowerCase();

const COPIES: Record<Lang, AckCopy> = { en, tr, hu, de };
const FIGURE_FORMATS = { en: CATALOGUES.en.figures, tr: CATALOGUES.tr.figures, hu: CATALOGUES.hu.figures, de: CATALOGUES.de.figures };

/** The acknowledgement of one enquiry, from the site's sender to the visitor, with the company mailbox as Reply-To. */
export function buildAcknowledgement(record: SubmissionRecord, addresses: { from: string; replyTo: string }): LeadMessage {
  const to = ackRecipient(record.fields);
  if (!to) throw new Error(`enquiry ${record.ref} has no address to acknowledge`);
  const words = COPIES[record.lang] ?? en;
  const site = new URL(SITE_URL).host;
  const fill = (text: string) =>
    fillFigures(text, record.lang, FIGURE_FORMATS[record.lang] ?? FIGURE_FORMATS.en, ["ref", "site"])
      .replaceAll("{{ref}}", record.ref)
      .replaceAll("{{site}}", site);
  const text = [
    words.greeting,
    "",
    words.received[record.kind],
    "",
    words.next[record.kind],
    words.who,
    "",
    words.reference,
    "",
    words.urgent,
    "",
    words.signoff,
    "",
    "-- ",
    words.why,
  ]
    .map(fill)
    .join("\n");
  return { from: addresses.from, to, replyTo: addresses.replyTo, subject: fill(words.subject[record.kind]), text, attachments: [] };
}

/**
 * Field names the server reads besides the schema's, shared with the form that writes them.
 * The honeypot's name is one no browser or password manager autofills (`website`, `url`, `company`
 * and the like are): a visitor whose browser filled it would be told "sent" while nothing was kept.
 */
export const HONEYPOT_FIELD = "p3d_trap";
export const ELAPSED_FIELD = "elapsed";

/** A phone number with a country code starts with + or 00; any other is shown a hint, and kept as typed. */
export const hasCountryCode = (phone: string) => /^\s*(\+|00)/.test(phone);

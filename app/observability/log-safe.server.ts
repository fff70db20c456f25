/**
 * What the server's log says about an error in the lead pipeline: its class and its code, never
 * its message. A database error can quote the row it refused (PostgreSQL's "Failing row contains
 * (…)", a trigger's message), an SMTP error the envelope, a file error the visitor's file name;
 * the log holds start-up, errors and counts, never what a visitor sent (privacy policy, log
 * section). The full message of a failed mail stays with the enquiry (`npm run leads -- show`),
 * where erasure reaches it.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${error === null ? "null" : typeof error}`;
  // pg's DatabaseError names itself "error" (the protocol's message type): the class says more.
  const name = error.name && error.name !== "error" && error.name !== "Error" ? error.name : error.constructor?.name || "Error";
  const details = [name];
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  // Codes are identifiers (SQLSTATE 23514, EAUTH, ERR_SQLITE_ERROR); anything else is left out.
  if ((typeof code === "string" && /^[A-Za-z0-9_.-]{1,40}$/.test(code)) || typeof code === "number") details.push(`code ${code}`);
  if (typeof responseCode === "number") details.push(`SMTP ${responseCode}`);
  return details.join(", ");
}

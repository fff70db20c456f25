import type { FormCopy } from "./copy/types.ts";
import type { FormErrorKey } from "./schemas.ts";

/**
 * Conform's `formatError` for the forms' schemas, in the browser and on the server: each issue's
 * message is a key (`FormErrorKey`) written out in the visitor's language; an unknown key reads as
 * "required". So a field shows the same words before and after a post.
 */
export function errorFormatter(errors: FormCopy["errors"]) {
  return (issues: readonly { message: string }[]) => issues.map((issue) => errors[issue.message as FormErrorKey] ?? errors.required);
}

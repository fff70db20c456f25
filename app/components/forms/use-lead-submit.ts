import { useState } from "react";
import type { FormActionResult } from "~/leads";

/** The header by which a post asks its form page for a JSON answer instead of the page. */
export const JSON_ACCEPT = "application/json";

/** What a form page answers a post that accepts JSON: a refusal to show in place, or where the accepted enquiry continues. */
export type LeadPostAnswer = FormActionResult | { status: "accepted"; redirect: string };

/**
 * Posts the form to its own page's action with fetch, as the browser would without JavaScript,
 * asking for JSON: a refusal comes back to be shown in place, an accepted enquiry's confirmation
 * page is loaded as a new document. A post that fails on the way (offline, a proxy's error page)
 * shows the form's network error.
 */
export function useLeadSubmit(action: string, initial: FormActionResult | undefined, networkError: string) {
  const [result, setResult] = useState(initial);
  const [submitting, setSubmitting] = useState(false);

  async function submit(formData: FormData) {
    setSubmitting(true);
    try {
      const response = await fetch(action, { method: "POST", body: formData, headers: { Accept: JSON_ACCEPT } });
      const answer = (await response.json()) as LeadPostAnswer;
      if (answer.status === "accepted") {
        window.location.assign(answer.redirect);
        return;
      }
      setResult(answer);
    } catch {
      setResult({ status: "error", result: { status: "error", error: { "": [networkError] } }, formError: networkError });
    }
    setSubmitting(false);
  }

  return { result, submitting, submit };
}

/**
 * The consent the forms ask for (decision D1 of issue 22): the only legal basis for answering an
 * enquiry, Art. 6(1)(a) GDPR (KVKK: açık rıza). Its words are `common.consent.label` in
 * app/leads/copy/*.ts; each submission stores the time of receipt, this revision and the form's
 * language, so the company can show which words were agreed to. Change the revision with the words.
 */
export const CONSENT_REVISION = "2026-11-25";

import type {
  CALL_TOPICS,
  CONTACT_TOPICS,
  DISCIPLINES,
  FACADE_OUTPUTS,
  FormErrorKey,
  FormLevelError,
  FREQUENCIES,
  MODELING_SCOPES,
  PROJECT_TYPES,
  SERVICE_INTERESTS,
  SHEETS,
  TIME_WINDOWS,
  TIME_ZONES,
} from "../schemas.ts";
import type { UploadRefusal } from "../types.ts";

type Options<T extends readonly string[]> = Record<T[number], string>;

/** The points beside the quote form and the call form, in the order they are shown; the words name each. */
export const QUOTE_POINTS = ["no-obligation", "in-writing", "nda"] as const;
export const CALL_POINTS = ["expert", "duration", "languages"] as const;

/** A field's label, with optional help under it and a placeholder where one helps. */
export interface FieldCopy {
  label: string;
  help?: string;
  placeholder?: string;
}

/** Every word the three forms show, in one language. */
export interface FormCopy {
  common: {
    required: string;
    optional: string;
    submit: { quote: string; contact: string; call: string };
    sending: string;
    /**
     * The consent box's words (revision CONSENT_REVISION in app/leads/consent.ts), and the information
     * line beside it, not part of the label: the privacy policy and the terms, each a link.
     */
    consent: { label: string; info: { before: string; privacy: string; middle: string; terms: string; after: string } };
    /** The consent box's name in the error summary. */
    consentLabel: string;
    /** The key to the asterisk, shown above the fields. */
    requiredNote: string;
    errorSummaryTitle: string;
    errorSummaryIntro: string;
    honeypot: string;
  };
  fields: {
    name: FieldCopy;
    company: FieldCopy;
    email: FieldCopy;
    /** `noCountryCode`: the hint under a number that starts with neither + nor 00 (the number is kept as typed). */
    phone: FieldCopy & { noCountryCode: string };
    country: FieldCopy;
    city: FieldCopy;
    siteAddress: FieldCopy;
    siteArea: FieldCopy;
    projectType: FieldCopy & { choose: string };
    deadline: FieldCopy;
    lod: FieldCopy & { choose: string };
    modelingScope: FieldCopy;
    scale: FieldCopy & { choose: string };
    sheets: FieldCopy;
    tolerance: FieldCopy;
    frequency: FieldCopy & { choose: string };
    facadeOutput: FieldCopy;
    discipline: FieldCopy;
    otherDetails: FieldCopy;
    description: FieldCopy;
    filesLink: FieldCopy;
    message: FieldCopy;
    location: FieldCopy;
    services: FieldCopy;
    contactTopic: FieldCopy;
    callTopic: FieldCopy & { choose: string };
    preferredDay: FieldCopy;
    timeWindow: FieldCopy;
    /** `choose`: the empty first option (the W3C rule for a required select); the zone itself is preselected. */
    timeZone: FieldCopy & { choose: string };
    callMessage: FieldCopy;
  };
  options: {
    projectType: Options<typeof PROJECT_TYPES>;
    modelingScope: Options<typeof MODELING_SCOPES>;
    sheets: Options<typeof SHEETS>;
    frequency: Options<typeof FREQUENCIES>;
    facadeOutput: Options<typeof FACADE_OUTPUTS>;
    discipline: Options<typeof DISCIPLINES>;
    contactTopic: Options<typeof CONTACT_TOPICS>;
    services: Options<typeof SERVICE_INTERESTS>;
    callTopic: Options<typeof CALL_TOPICS>;
    timeWindow: Options<typeof TIME_WINDOWS>;
    /** The time zones offered first, named by their city in this language. */
    timeZones: Options<typeof TIME_ZONES>;
  };
  /** Extra fields revealed by the project type: the group's legend. */
  typeDetailsLegend: string;
  files: {
    label: string;
    help: string;
    choose: string;
    /** SPEC wording, translated. */
    tooLarge: string;
    /** A file that would take the total over the limit: {{name}}, {{size}} and the {{total}} it would reach. */
    overTotal: string;
    /** Where point clouds and large plan sets go instead: the quote form's link field. */
    largeByLink: string;
    /** The same on a form without that field: a link in the message. */
    largeInMessage: string;
    /** More files than one submission takes. */
    tooMany: string;
    uploading: string;
    uploaded: string;
    remove: string;
    /** SPEC wording, translated: shown while any file is below 100 %. */
    waitForUploads: string;
    failed: string;
    refused: Record<UploadRefusal | "network" | "rateLimited" | "busy", string>;
  };
  errors: Record<FormErrorKey, string>;
  formErrors: Record<FormLevelError, string>;
  /** The confirmation page a sent form lands on. */
  success: {
    title: string;
    reference: string;
    referenceHint: string;
    nextHeading: string;
    /** When the visitor hears back, per form: the same promise as the form page's. */
    next: { quote: string; contact: string; call: string };
    /** For the quote: an NDA can come before the drawings. */
    nda: string;
    slotLabel: string;
    /** The chosen call slot: {{day}}, {{window}} and {{zone}}. */
    slot: string;
    windows: Options<typeof TIME_WINDOWS>;
    /** Who answers, from which address: {{email}}. */
    who: string;
    mailCopy: string;
    urgent: string;
    another: string;
  };
  intro: {
    quote: { replyPromise: string; points: Options<typeof QUOTE_POINTS> };
    contact: { replyPromise: string; formHeading: string; formIntro: string };
    call: { replyPromise: string; points: Options<typeof CALL_POINTS> };
  };
}

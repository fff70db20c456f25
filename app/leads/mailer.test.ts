import { describe, expect, it } from "vitest";
import { buildLeadMessage } from "./mailer.server.ts";
import { HIDDEN_TEXT_SUBMISSIONS, PRINTED_RAW } from "./testing/hidden-text.ts";
import type { SubmissionRecord } from "./types.ts";

const record = (fields: Record<string, unknown>): SubmissionRecord => ({
  ref: "C-2611-7K4QX",
  kind: "contact",
  lang: "hu",
  createdAt: "2026-11-20T12:00:00.000Z",
  fields,
  files: [],
  mail: { status: "pending", attempts: 0 },
});
const to = { from: "Site <site@pontos3d.example>", to: "info@pontos3d.example" };
const subjectOf = (fields: Record<string, unknown>) => buildLeadMessage(record(fields), to).subject;

describe("the subject of the company e-mail", () => {
  it("drops every character that shows nothing, as it drops controls: what is left is what a reader sees", () => {
    for (const { label, field, value } of HIDDEN_TEXT_SUBMISSIONS) {
      expect(subjectOf({ name: "Anna", company: "Duna Kft.", [field]: value }), label).not.toMatch(PRINTED_RAW);
    }
    expect(subjectOf({ name: HIDDEN_TEXT_SUBMISSIONS[0].value })).toBe("[Pontos 3D] Contact message C-2611-7K4QX from Tag");
    expect(subjectOf({ name: "A\u200bn\u2060n\ufeffa\u00ad", company: "Acme\u200e Ltd\u200f\u061c" })).toBe(
      "[Pontos 3D] Contact message C-2611-7K4QX from Anna (Acme Ltd)",
    );
    // A line or paragraph separator is a line break: a space, as a line feed is.
    expect(subjectOf({ name: "Anna\u2028Kovács", company: "Duna\u2029Kft." })).toBe(
      "[Pontos 3D] Contact message C-2611-7K4QX from Anna Kovács (Duna Kft.)",
    );
  });

  it("keeps a joiner between letters, which shapes a Persian name", () => {
    expect(subjectOf({ name: "علی\u200cرضا" })).toBe("[Pontos 3D] Contact message C-2611-7K4QX from علی\u200cرضا");
  });
});

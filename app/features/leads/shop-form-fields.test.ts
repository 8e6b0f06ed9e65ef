import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "#app/lib/form";
import {
  BIDI_CONTROLS,
  FORBIDDEN_CHARACTERS_MESSAGE,
  LINE_BREAK_MESSAGE,
  PHONE_MESSAGE,
} from "#common/text-safety";
import { customTrainingSchema } from "./custom-training/custom-training.schema";
import { grantInquirySchema } from "#app/features/grants/grant-inquiry.schema";
import { ntwRegistrationSchema } from "#app/features/ntw/ntw-registration.schema";
import { leadSchema } from "#app/features/quiz/lead.schema";
import {
  hrdcGroupSchema,
  registrationFormSchema,
} from "#app/features/registrations/registration.schema";
import { visitorSchema } from "./visitors/visitor.schema";
import { callbackSchema } from "./callback.schema";

/**
 * Every one-line field of the public forms refuses line breaks
 * and bidirectional controls at the field, fields of several lines refuse
 * the controls only, and phone fields take phone characters only. Each form
 * is listed with a valid value set, its one-line fields, its fields of
 * several lines and its phone fields (paths as the schema reports them). Why:
 * docs/decisions/0023-visitor-text-fields.md.
 */
const ID = "6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2c";
interface Form {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  oneLine: string[];
  manyLines: string[];
  phones: string[];
}

const person = { name: "Aina Kamal", email: "aina@example.my" };
const forms: Record<string, Form> = {
  "masterclass registration and book order": {
    schema: registrationFormSchema,
    valid: {
      ...person,
      mode: "hrdc",
      productType: "masterclass",
      productId: ID,
      phone: "+60 12-345 6789",
      org: "Maju Sdn Bhd",
      role: "HR Manager",
      idempotencyKey: "abcdefghijklmnop",
    },
    oneLine: ["name", "email", "phone", "org", "role"],
    manyLines: [],
    phones: ["phone"],
  },
  "HRDC attendee rows": {
    schema: hrdcGroupSchema,
    valid: {
      ssmNumber: "201901000005",
      selfAttending: true,
      rows: [{ index: 0, name: "Tan Wei Ming", email: "wei@example.my", role: "Analyst" }],
    },
    oneLine: ["ssmNumber", "rows.0.name", "rows.0.email", "rows.0.role"],
    manyLines: [],
    phones: [],
  },
  "NTW registration": {
    schema: ntwRegistrationSchema,
    valid: { ...person, programId: ID, role: "Analyst", org: "Maju Sdn Bhd" },
    oneLine: ["name", "email", "role", "org"],
    manyLines: [],
    phones: [],
  },
  "grant inquiry": {
    schema: grantInquirySchema,
    valid: {
      ...person,
      grantId: ID,
      phone: "0123456789",
      organization: "Maju",
      about_organization: "We are\na logistics company.",
    },
    oneLine: ["grantId", "name", "email", "phone", "organization"],
    manyLines: ["about_organization"],
    phones: ["phone"],
  },
  "custom training": {
    schema: customTrainingSchema,
    valid: {
      orgName: "Maju",
      contactName: "Aina",
      email: "aina@example.my",
      phone: "(03) 7890-1234",
      teamSize: "11-25 people",
      focusArea: "Prompt engineering",
      preferredDates: "March",
      goals: "Our analysts\nshould use AI safely.",
    },
    oneLine: [
      "orgName",
      "contactName",
      "email",
      "phone",
      "teamSize",
      "focusArea",
      "preferredDates",
    ],
    manyLines: ["goals"],
    phones: ["phone"],
  },
  "callback request": {
    schema: callbackSchema,
    valid: {
      fullName: "Aina",
      phone: "+60 12-345 6789",
      email: "aina@example.my",
      message: "Call me\r\nin the morning",
    },
    oneLine: ["fullName", "phone", "email"],
    manyLines: ["message"],
    phones: ["phone"],
  },
  "visitor details": {
    schema: visitorSchema,
    valid: { ...person, phone: "0123456789", org: "Maju", role: "HR" },
    oneLine: ["name", "email", "phone", "org", "role"],
    manyLines: [],
    phones: ["phone"],
  },
  "quiz lead": {
    schema: leadSchema("organization"),
    valid: { ...person, organization: "Maju", jobRole: "HR" },
    oneLine: ["name", "email", "organization", "jobRole"],
    manyLines: [],
    phones: [],
  },
};

function withValue(values: Record<string, unknown>, path: string, insert: (v: string) => string) {
  const copy = structuredClone(values);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  target[last] = insert(String(target[last]));
  return copy;
}

/** Inserts in the middle of the value, so trimming cannot remove it. */
const middle = (char: string) => (value: string) => `${value.slice(0, 2)}${char}${value.slice(2)}`;

describe.each(Object.entries(forms))("%s", (_name, form) => {
  const errors = (values: Record<string, unknown>) => {
    const result = form.schema.safeParse(values);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it("accepts its valid values, line breaks where several lines belong", () => {
    expect(errors(form.valid)).toEqual({});
  });

  it("refuses CR, LF and CRLF in every one-line field, at that field", () => {
    for (const field of form.oneLine) {
      for (const brk of ["\r", "\n", "\r\n"]) {
        expect(errors(withValue(form.valid, field, middle(brk))), field).toEqual({
          [field]: LINE_BREAK_MESSAGE,
        });
      }
    }
  });

  it("refuses every bidirectional control in every field", () => {
    for (const field of [...form.oneLine, ...form.manyLines]) {
      for (const char of BIDI_CONTROLS) {
        expect(errors(withValue(form.valid, field, middle(char))), field).toEqual({
          [field]: FORBIDDEN_CHARACTERS_MESSAGE,
        });
      }
    }
  });

  it.runIf(form.phones.length > 0)("takes only phone characters in its phone fields", () => {
    for (const field of form.phones) {
      for (const bad of ["012-345 6789 ext 2", "+60 12/345 6789", "=HYPERLINK(1)"]) {
        expect(errors(withValue(form.valid, field, () => bad)), field).toEqual({
          [field]: PHONE_MESSAGE,
        });
      }
    }
  });
});

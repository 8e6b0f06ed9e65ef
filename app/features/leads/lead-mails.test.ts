import { describe, expect, it } from "vitest";
import { NTW_DEFAULTS } from "#server/email/catalogue-facts";
import { FORM_TYPES } from "#server/email/form-types";
import { leadMailFor, registerLeadMails } from "#server/email/registry";
import { SAMPLE_IDS, sampleFormData } from "#server/email/samples";
import { customTrainingMailSchema } from "./custom-training/custom-training-mail.server";
import { grantInquiryMailSchema } from "#app/features/grants/grant-inquiry-mail.server";
import { leadMails } from "./lead-mails.server";
import { callbackMailSchema } from "./callback-mail.server";
import { callbackSchema, CALLBACK_LIMITS } from "./callback.schema";
import { quizMailSchema } from "#app/features/quiz/quiz-mail.server";
import {
  masterclassHrdcMail,
  masterclassIndividualMail,
  masterclassInstallmentMail,
} from "#app/features/registrations/registration-mail.server";
import { ntwMailSchema } from "#app/features/registrations/ntw-registration-mail.server";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("lead mail modules", () => {
  it("cover every form type of the contract once, and registration refuses a list that does not", () => {
    expect(leadMails.map((mail) => mail.formType).sort()).toEqual([...FORM_TYPES].sort());
    expect(() => registerLeadMails(leadMails.slice(1))).toThrow(/no module for ai_quiz_completion/);
    expect(() => registerLeadMails([...leadMails, leadMails[0]])).toThrow(/listed twice/);
    registerLeadMails(leadMails);
    for (const formType of FORM_TYPES) expect(leadMailFor(formType)?.formType).toBe(formType);
    expect(leadMailFor("newsletter")).toBeUndefined();
  });

  it("accept the sample of every form type, and know whom to write to", () => {
    for (const mail of leadMails) {
      const parsed = mail.runtime.parse(sampleFormData[mail.formType]);
      expect(parsed.success, mail.formType).toBe(true);
      if (!parsed.success) continue;
      expect(mail.runtime.visitorAddress(parsed.data)).toMatch(/example\.my$/);
      expect(mail.runtime.visitorName(parsed.data).length).toBeGreaterThan(2);
    }
  });

  it("apply the NTW defaults of the spec when fields are missing, null or blank", () => {
    const base = {
      name: "Ahmad",
      email: "a@example.my",
      programId: SAMPLE_IDS.ntw,
      programTitle: "GenAI 101",
    };
    for (const blank of [undefined, null, "", "   "]) {
      const data = ntwMailSchema.parse({
        ...base,
        programFormat: blank,
        programLink: blank,
        programDuration: blank,
        programTrainer: blank,
      });
      expect(data).toMatchObject({
        programFormat: "Online",
        programLink: "Link will be sent closer to the event",
        programDuration: "2",
        programTrainer: NTW_DEFAULTS.programTrainer,
        phone: null,
        programDescription: null,
      });
    }
  });

  it("enforce each payment mode's rules with the spec's messages", () => {
    const base = {
      name: "Siti",
      email: "s@example.my",
      productId: SAMPLE_IDS.individual,
      productTitle: "Prompting 101",
    };
    expect(masterclassIndividualMail.schema.safeParse(base).success).toBe(true);
    expect(
      issuesOf(masterclassInstallmentMail.schema.safeParse({ ...base, phone: "123" })),
    ).toEqual([["phone", "Phone number is required for installment"]]);
    expect(issuesOf(masterclassHrdcMail.schema.safeParse(base))).toEqual([
      ["phone", "Phone number is required for HRDC"],
      ["org", "Organization name is required"],
      ["role", "Job role is required"],
    ]);
    expect(
      issuesOf(masterclassIndividualMail.schema.safeParse({ ...base, name: " S ", email: "nope" })),
    ).toEqual([
      ["name", "Name is required"],
      ["email", "Valid email is required"],
    ]);
  });

  it("require the organization on the organization path only, and complete answers", () => {
    const quiz = sampleFormData.ai_quiz_completion;
    const noOrg = { ...quiz, leadData: { ...quiz.leadData, organization: "" } };
    expect(issuesOf(quizMailSchema.safeParse(noOrg))).toEqual([
      ["leadData.organization", "Organization is required"],
    ]);
    const individual = {
      ...noOrg,
      path: "individual",
      answers: {
        "1": "use-daily",
        "2": "save-time",
        "3": "experiment",
        "4": "now",
        "5": "coaching",
      },
    };
    expect(quizMailSchema.safeParse(individual).success).toBe(true);
    const partial = { ...individual, answers: { "1": "use-daily" } };
    expect(issuesOf(quizMailSchema.safeParse(partial))[0]?.[0]).toBe("answers");
    const unknownOption = { ...individual, answers: { ...individual.answers, "3": "teleport" } };
    expect(quizMailSchema.safeParse(unknownOption).success).toBe(false);
  });

  it("trim values, collapse single lines (no header injection) and keep the lines of messages", () => {
    const data = callbackMailSchema.parse({
      fullName: "  Tan\r\nBcc: victim@example.com ",
      phone: " 012-345 6789 ",
      email: " tan@example.my ",
      message: "  Line one\r\nLine two  ",
    });
    expect(data).toMatchObject({
      fullName: "Tan Bcc: victim@example.com",
      phone: "012-345 6789",
      email: "tan@example.my",
      message: "Line one\nLine two",
    });
    // The shared text rule: a control character is refused at its field, not cleaned away.
    expect(issuesOf(callbackMailSchema.safeParse({ ...data, message: "Bell\u0007" }))[0]?.[0]).toBe(
      "message",
    );
  });

  it("take the callback's limits and messages from the form's own field rules", () => {
    const atLimit = "1".repeat(CALLBACK_LIMITS.phone);
    const overLimit = "1".repeat(CALLBACK_LIMITS.phone + 1);
    const form = (phone: string) =>
      callbackSchema.safeParse({ fullName: "Tan", email: "tan@example.my", phone });
    const mail = (phone: string) =>
      callbackMailSchema.safeParse({ fullName: "Tan", email: "tan@example.my", phone });
    expect(form(atLimit).success).toBe(true);
    expect(mail(atLimit).success).toBe(true);
    expect(issuesOf(form(overLimit))).toEqual([["phone", "Please enter a valid phone number"]]);
    expect(issuesOf(mail(overLimit))).toEqual(issuesOf(form(overLimit)));
    expect(issuesOf(mail(""))[0]).toEqual(["phone", "Please enter your phone number"]);
    expect(issuesOf(mail(""))).toEqual(issuesOf(form("")));
  });

  it("require the id of the program, course or grant a mail is about", () => {
    const { programId: _program, ...ntw } = sampleFormData.ntw_registration;
    expect(issuesOf(ntwMailSchema.safeParse(ntw))[0]?.[0]).toBe("programId");
    const { productId: _product, ...course } = sampleFormData.masterclass_individual;
    expect(issuesOf(masterclassIndividualMail.schema.safeParse(course))[0]?.[0]).toBe("productId");
    expect(
      grantInquiryMailSchema.parse({ ...sampleFormData.grant_inquiry, grantId: "" }).grantId,
    ).toBeNull();
    expect(
      grantInquiryMailSchema.safeParse({ ...sampleFormData.grant_inquiry, grantId: "grant-1" })
        .success,
    ).toBe(false);
  });

  it("bound every string", () => {
    const long = "x".repeat(301);
    expect(
      grantInquiryMailSchema.safeParse({ ...sampleFormData.grant_inquiry, grantTitle: long })
        .success,
    ).toBe(false);
    expect(
      customTrainingMailSchema.safeParse({
        ...sampleFormData.custom_training,
        goals: "y".repeat(5001),
      }).success,
    ).toBe(false);
    expect(
      callbackMailSchema.safeParse({ ...sampleFormData.contact_callback, phone: "1".repeat(31) })
        .success,
    ).toBe(false);
  });

  it("take prices as numbers or decimal strings, and team sizes as numbers or text", () => {
    const base = {
      name: "Siti",
      email: "s@example.my",
      productId: SAMPLE_IDS.individual,
      productTitle: "Book",
    };
    expect(
      masterclassIndividualMail.schema.parse({ ...base, productPrice: 59.9 }).productPrice,
    ).toBe("59.9");
    expect(
      masterclassIndividualMail.schema.safeParse({ ...base, productPrice: "RM 5" }).success,
    ).toBe(false);
    expect(
      customTrainingMailSchema.parse({ ...sampleFormData.custom_training, teamSize: 40 }).teamSize,
    ).toBe("40");
  });

  it("drop a result sent by a client from the quiz, and nothing from the other types", () => {
    const quiz = leadMails.find((mail) => mail.formType === "ai_quiz_completion")!;
    expect(
      quiz.runtime.withoutComputedFields({ path: "individual", result: { score: 100 } }),
    ).toEqual({ path: "individual" });
    const callback = leadMails.find((mail) => mail.formType === "contact_callback")!;
    expect(callback.runtime.withoutComputedFields({ fullName: "A", result: 1 })).toEqual({
      fullName: "A",
      result: 1,
    });
  });
});

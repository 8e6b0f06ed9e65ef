import { describe, expect, it } from "vitest";
import { FORM_TYPES, formDataSchemas, NTW_DEFAULTS, visitorAddress, visitorName } from "./form-types";
import { SAMPLE_IDS, sampleFormData } from "./samples";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("form data schemas", () => {
  it("accept the sample of every form type, and know whom to write to", () => {
    for (const formType of FORM_TYPES) {
      const data = formDataSchemas[formType].parse(sampleFormData[formType]);
      expect(visitorAddress(formType, data)).toMatch(/example\.my$/);
      expect(visitorName(formType, data).length).toBeGreaterThan(2);
    }
  });

  it("apply the NTW defaults of the spec when fields are missing, null or blank", () => {
    const base = { name: "Ahmad", email: "a@example.my", programId: SAMPLE_IDS.ntw, programTitle: "GenAI 101" };
    for (const blank of [undefined, null, "", "   "]) {
      const data = formDataSchemas.ntw_registration.parse({
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
    const base = { name: "Siti", email: "s@example.my", productId: SAMPLE_IDS.individual, productTitle: "Prompting 101" };
    expect(formDataSchemas.masterclass_individual.safeParse(base).success).toBe(true);
    expect(issuesOf(formDataSchemas.masterclass_installment.safeParse({ ...base, phone: "123" }))).toEqual([
      ["phone", "Phone number is required for installment"],
    ]);
    expect(issuesOf(formDataSchemas.masterclass_hrdc.safeParse(base))).toEqual([
      ["phone", "Phone number is required for HRDC"],
      ["org", "Organization name is required"],
      ["role", "Job role is required"],
    ]);
    expect(issuesOf(formDataSchemas.masterclass_individual.safeParse({ ...base, name: " S ", email: "nope" }))).toEqual([
      ["name", "Name is required"],
      ["email", "Valid email is required"],
    ]);
  });

  it("require the organization on the organization path only, and complete answers", () => {
    const quiz = sampleFormData.ai_quiz_completion;
    const noOrg = { ...quiz, leadData: { ...quiz.leadData, organization: "" } };
    expect(issuesOf(formDataSchemas.ai_quiz_completion.safeParse(noOrg))).toEqual([
      ["leadData.organization", "Organization is required"],
    ]);
    const individual = {
      ...noOrg,
      path: "individual",
      answers: { "1": "use-daily", "2": "save-time", "3": "experiment", "4": "now", "5": "coaching" },
    };
    expect(formDataSchemas.ai_quiz_completion.safeParse(individual).success).toBe(true);
    const partial = { ...individual, answers: { "1": "use-daily" } };
    expect(issuesOf(formDataSchemas.ai_quiz_completion.safeParse(partial))[0]?.[0]).toBe("answers");
    const unknownOption = { ...individual, answers: { ...individual.answers, "3": "teleport" } };
    expect(formDataSchemas.ai_quiz_completion.safeParse(unknownOption).success).toBe(false);
  });

  it("trim values, collapse single lines (no header injection) and keep the lines of messages", () => {
    const data = formDataSchemas.contact_callback.parse({
      fullName: "  Tan\r\nBcc: victim@example.com ",
      phone: " 012 ",
      email: " tan@example.my ",
      message: "  Line one\r\nLine two\u0007  ",
    });
    expect(data).toMatchObject({
      fullName: "Tan Bcc: victim@example.com",
      phone: "012",
      email: "tan@example.my",
      message: "Line one\nLine two",
    });
  });

  it("require the id of the program, course or grant a mail is about", () => {
    const { programId: _program, ...ntw } = sampleFormData.ntw_registration;
    expect(issuesOf(formDataSchemas.ntw_registration.safeParse(ntw))[0]?.[0]).toBe("programId");
    const { productId: _product, ...course } = sampleFormData.masterclass_individual;
    expect(issuesOf(formDataSchemas.masterclass_individual.safeParse(course))[0]?.[0]).toBe("productId");
    expect(formDataSchemas.grant_inquiry.parse({ ...sampleFormData.grant_inquiry, grantId: "" }).grantId).toBeNull();
    expect(formDataSchemas.grant_inquiry.safeParse({ ...sampleFormData.grant_inquiry, grantId: "grant-1" }).success).toBe(false);
  });

  it("bound every string", () => {
    const long = "x".repeat(301);
    expect(formDataSchemas.grant_inquiry.safeParse({ ...sampleFormData.grant_inquiry, grantTitle: long }).success).toBe(false);
    expect(formDataSchemas.custom_training.safeParse({ ...sampleFormData.custom_training, goals: "y".repeat(5001) }).success).toBe(false);
    expect(formDataSchemas.contact_callback.safeParse({ ...sampleFormData.contact_callback, phone: "1".repeat(41) }).success).toBe(false);
  });

  it("take prices as numbers or decimal strings, and team sizes as numbers or text", () => {
    const base = { name: "Siti", email: "s@example.my", productId: SAMPLE_IDS.individual, productTitle: "Book" };
    expect(formDataSchemas.masterclass_individual.parse({ ...base, productPrice: 59.9 }).productPrice).toBe("59.9");
    expect(formDataSchemas.masterclass_individual.safeParse({ ...base, productPrice: "RM 5" }).success).toBe(false);
    expect(formDataSchemas.custom_training.parse({ ...sampleFormData.custom_training, teamSize: 40 }).teamSize).toBe("40");
  });
});

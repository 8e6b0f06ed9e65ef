import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/form";
import { leadSchema } from "./lead.schema";

function errors(path: "individual" | "organization", values: Record<string, string>) {
  const result = leadSchema(path).safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("quiz lead schema", () => {
  it("gives the spec's four messages", () => {
    expect(
      errors("organization", { name: "  ", email: "", organization: "", jobRole: "" }),
    ).toEqual({
      name: "Name is required",
      email: "Email is required",
      organization: "Organization is required",
      jobRole: "Job role is required",
    });
    expect(errors("individual", { name: "A", email: "aina.example.com", jobRole: "HR" })).toEqual({
      email: "Valid email is required",
    });
  });

  it("makes organization optional on the individual path", () => {
    const result = leadSchema("individual").parse({
      name: "Aina",
      email: "aina@example.my",
      jobRole: "HR Manager",
    });
    expect(result).toEqual({
      name: "Aina",
      email: "aina@example.my",
      organization: "",
      jobRole: "HR Manager",
      marketingOptIn: false,
    });
  });

  it("reads the opt-in checkbox as a boolean that is false unless ticked", () => {
    const base = { name: "Aina", email: "aina@example.my", jobRole: "HR", organization: "Maju" };
    expect(leadSchema("organization").parse({ ...base, marketingOptIn: "on" }).marketingOptIn).toBe(
      true,
    );
    expect(leadSchema("organization").parse(base).marketingOptIn).toBe(false);
  });
});

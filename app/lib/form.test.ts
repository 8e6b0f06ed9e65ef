import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, schemaCheck } from "./form";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required").min(2, "Too short"),
  email: z.string().trim().includes("@", { message: "Valid email is required" }),
});

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("parseForm", () => {
  it("returns the parsed data on success", () => {
    expect(parseForm(schema, form({ name: " Aina ", email: "a@b.my" }))).toEqual({
      success: true,
      data: { name: "Aina", email: "a@b.my" },
    });
  });

  it("returns one message per field, the first reported, with the values kept", () => {
    const result = parseForm(schema, form({ name: "", email: "nope" }));
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: "Name is required", email: "Valid email is required" },
      values: { name: "", email: "nope" },
    });
  });
});

describe("schemaCheck", () => {
  it("says nothing when the values pass, and the schema's first message per field when not", () => {
    const check = schemaCheck(schema);
    expect(check({ name: "Aina", email: "a@b.my" })).toBeNull();
    expect(check({ name: "", email: "nope" })).toEqual({
      name: "Name is required",
      email: "Valid email is required",
    });
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callbackSchema } from "#app/features/leads/callback.schema";
import { leadSchema } from "#app/features/quiz/lead.schema";
import { categoryCreateSchema } from "#app/features/blog/admin/category.schema";
import { loginSchema } from "#app/features/team/login.schema";
import { postSchema } from "#app/features/blog/admin/post.schema";
import { fieldErrorsOf, parseForm } from "./form";
import {
  BIDI_CONTROLS,
  FORBIDDEN_CHARACTERS_MESSAGE,
  LINE_BREAK_MESSAGE,
  ONLY_INVISIBLE_MESSAGE,
  PHONE_MESSAGE,
} from "#common/text-safety";
import { formLine, formLines, formPhone, formText, safeText } from "./validation";

const required = formText(z.string().trim().min(1, "Please enter your name").max(10, "Too long"));
const optional = formText(z.string().trim().max(10, "Too long"));

function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe("the shared text rule", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
    ["a noncharacter", "a\uffffb"],
  ])("refuses %s at the field, before the field's own checks", (_name, value) => {
    expect(messageOf(required, value)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    expect(messageOf(optional, value)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    // Even when the value is also too long: the hidden character is what the visitor must fix.
    expect(messageOf(required, `${value}${"x".repeat(20)}`)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });

  it("keeps tabs, line breaks, emoji and other scripts", () => {
    expect(required.parse("Aina\tNur")).toBe("Aina\tNur");
    expect(optional.parse("a\r\nb")).toBe("a\r\nb");
    expect(required.parse("李小龍 😀")).toBe("李小龍 😀");
    expect(required.parse("Zoë")).toBe("Zoë");
  });

  it("gives a required field its own message for a value that shows nothing", () => {
    expect(messageOf(required, "\u200b")).toBe("Please enter your name");
    expect(messageOf(required, "\u200b\u200d\u2060 \u3164")).toBe("Please enter your name");
    expect(messageOf(required, "   ")).toBe("Please enter your name");
    expect(messageOf(required, undefined)).toBe("Please enter your name");
  });

  it("tells an optional field that its value shows nothing, but lets blanks through", () => {
    expect(messageOf(optional, "\u200b\u200b")).toBe(ONLY_INVISIBLE_MESSAGE);
    expect(optional.parse("   ")).toBe("");
    expect(optional.parse(undefined)).toBe("");
  });

  it("leaves non-strings to the field's schema", () => {
    expect(messageOf(safeText(z.string({ message: "Title is required" })), undefined)).toBe(
      "Title is required",
    );
    expect(safeText(z.string().optional()).parse(undefined)).toBeUndefined();
  });

  it("checks only forbidden characters when asked to (passwords)", () => {
    const password = safeText(z.string().min(1, "Enter your password"), { check: "forbidden" });
    expect(password.parse("\u200b\u200b")).toBe("\u200b\u200b");
    expect(messageOf(password, "pass\u0000word")).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });
});

describe("the forms under the text rule", () => {
  const callback = {
    fullName: "Aina",
    phone: "+60 12-345 6789",
    email: "aina@example.my",
    message: "",
  };
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    return data;
  };

  it("callback: every field, the optional message included, and the values come back", () => {
    for (const field of ["fullName", "phone", "email", "message"] as const) {
      const parsed = parseForm(callbackSchema, form({ ...callback, [field]: "a\u0000b" }));
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      expect(parsed.fieldErrors[field]).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
      expect(parsed.values[field]).toBe("a\u0000b");
      expect(parsed.values.fullName).toBe(field === "fullName" ? "a\u0000b" : "Aina");
    }
    const invisible = parseForm(
      callbackSchema,
      form({ ...callback, fullName: "\u200b", message: "\ufeff\u200b" }),
    );
    expect(invisible.success ? {} : invisible.fieldErrors).toEqual({
      fullName: "Please enter your full name",
      message: ONLY_INVISIBLE_MESSAGE,
    });
  });

  it("quiz lead: each text field, required per path", () => {
    const lead = { name: "Aina", email: "aina@example.my", organization: "", jobRole: "HR" };
    const errors = (path: "individual" | "organization", values: Record<string, string>) => {
      const result = leadSchema(path).safeParse(values);
      return result.success ? {} : fieldErrorsOf(result.error);
    };
    expect(errors("individual", { ...lead, name: "\ud800", jobRole: "\u200b" })).toEqual({
      name: FORBIDDEN_CHARACTERS_MESSAGE,
      jobRole: "Job role is required",
    });
    expect(errors("organization", { ...lead, organization: "\u200b" })).toEqual({
      organization: "Organization is required",
    });
    expect(errors("individual", { ...lead, organization: "\u200b" })).toEqual({
      organization: ONLY_INVISIBLE_MESSAGE,
    });
  });

  it("admin forms: login, category and post", () => {
    const login = loginSchema.safeParse({ email: "a\u0000@example.my", password: "x\u0000" });
    expect(login.success ? {} : fieldErrorsOf(login.error)).toEqual({
      email: FORBIDDEN_CHARACTERS_MESSAGE,
      password: FORBIDDEN_CHARACTERS_MESSAGE,
    });
    const category = categoryCreateSchema.safeParse({
      name: "\u200b",
      color: "#2563eb",
      description: "a\u0001",
    });
    expect(category.success ? {} : fieldErrorsOf(category.error)).toEqual({
      name: "Name is required",
      description: FORBIDDEN_CHARACTERS_MESSAGE,
    });
    const post = postSchema.safeParse({
      title: "\u2060",
      status: "draft",
      content: "<p>a\u0000</p>",
      authorName: "\ud83d",
      featuredImage: "/uploads/a\u0000.png",
    });
    expect(post.success ? {} : fieldErrorsOf(post.error)).toEqual({
      title: "Title is required",
      content: FORBIDDEN_CHARACTERS_MESSAGE,
      authorName: FORBIDDEN_CHARACTERS_MESSAGE,
      featuredImage: FORBIDDEN_CHARACTERS_MESSAGE,
    });
    const fine = postSchema.parse({ title: "Hello", status: "draft" });
    expect(fine).toMatchObject({
      title: "Hello",
      slug: "",
      content: "",
      authorName: "AIHQ Team",
      excerpt: null,
    });
  });
});

describe("the visitor's one-line, several-line and phone fields", () => {
  const name = formLine(z.string().trim().min(2, "Name is required").max(20, "Too long"));
  const notes = formLines(z.string().trim().max(200, "Too long"));
  const optionalPhone = formPhone(z.string().trim().max(40, "Too long"));
  const requiredPhone = formPhone(
    z.string().trim().min(5, "Phone number is required").max(40, "Too long"),
  );

  it.each([
    ["LF", "Aina\nKamal"],
    ["CR", "Aina\rKamal"],
    ["CRLF", "Aina\r\nKamal"],
    ["a trailing LF", "Aina Kamal\n"],
    ["a line separator", "Aina\u2028Kamal"],
  ])("a one-line field refuses %s with its own message, before the field's checks", (_n, value) => {
    expect(messageOf(name, value)).toBe(LINE_BREAK_MESSAGE);
    expect(messageOf(name, `${value}${"x".repeat(30)}`)).toBe(LINE_BREAK_MESSAGE);
    expect(messageOf(optionalPhone, value.replace(/[A-Za-z]+/g, "0123456"))).toBe(
      LINE_BREAK_MESSAGE,
    );
  });

  it.each(BIDI_CONTROLS.map((char) => [char.codePointAt(0)!.toString(16), char]))(
    "every field refuses the bidirectional control U+%s",
    (_code, char) => {
      expect(messageOf(name, `Aina${char}Kamal`)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
      expect(messageOf(notes, `Line one\nLine ${char}two`)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
      expect(messageOf(optionalPhone, `012${char}3456789`)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
      // Only controls: still refused as such, not taken for a blank value.
      expect(messageOf(name, char)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    },
  );

  it("keeps one-line text in any script, and line breaks where several lines belong", () => {
    expect(name.parse("  李小龍 Zoë  ")).toBe("李小龍 Zoë");
    expect(name.parse("مرحبا Aina")).toBe("مرحبا Aina");
    expect(notes.parse("Line one\r\nLine two\n")).toBe("Line one\r\nLine two");
  });

  it("a phone field takes only phone characters and a few digits", () => {
    expect(optionalPhone.parse(" +60 12-345 6789 ")).toBe("+60 12-345 6789");
    expect(optionalPhone.parse("(03) 7890.1234")).toBe("(03) 7890.1234");
    expect(optionalPhone.parse("")).toBe("");
    expect(optionalPhone.parse(undefined)).toBe("");
    for (const bad of ["012 345 6789 ext 2", "0123/456789", "call me", "+6 0", "=1+1"]) {
      expect(messageOf(optionalPhone, bad), bad).toBe(PHONE_MESSAGE);
      expect(messageOf(requiredPhone, bad.padEnd(6, " x")), bad).toBe(PHONE_MESSAGE);
    }
    // The field's own messages come first: a blank or short required phone says so.
    expect(messageOf(requiredPhone, "")).toBe("Phone number is required");
    expect(messageOf(requiredPhone, "1234")).toBe("Phone number is required");
    // In a form too, with the field's own message the only one at the field.
    const result = z.object({ phone: requiredPhone }).safeParse({ phone: "12 4" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Phone number is required",
    ]);
  });
});

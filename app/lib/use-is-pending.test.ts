import { describe, expect, it } from "vitest";
import { isMatchingSubmission } from "./use-is-pending";

function submission(
  state: "idle" | "submitting" | "loading",
  fields: Record<string, string> = {},
  formAction = "/admin/blog/categories",
) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return state === "idle"
    ? { state, formAction: undefined, formMethod: undefined, formData: undefined }
    : { state, formAction, formMethod: "POST" as const, formData };
}

const wanted = { formAction: "/admin/blog/categories", fields: { intent: "delete", id: "a" } };

describe("isMatchingSubmission", () => {
  it("is pending while this form's submission is in flight, the redirect's load included", () => {
    expect(
      isMatchingSubmission(submission("submitting", { intent: "delete", id: "a" }), wanted),
    ).toBe(true);
    expect(isMatchingSubmission(submission("loading", { intent: "delete", id: "a" }), wanted)).toBe(
      true,
    );
    expect(isMatchingSubmission(submission("idle"), wanted)).toBe(false);
  });

  it("ends with the action's answer when asked for 'submitting' only", () => {
    const submittingOnly = { ...wanted, state: "submitting" as const };
    expect(
      isMatchingSubmission(submission("loading", { intent: "delete", id: "a" }), submittingOnly),
    ).toBe(false);
  });

  it("tells forms apart by action, method and fields", () => {
    expect(
      isMatchingSubmission(submission("submitting", { intent: "delete", id: "b" }), wanted),
    ).toBe(false);
    expect(
      isMatchingSubmission(submission("submitting", { intent: "update", id: "a" }), wanted),
    ).toBe(false);
    expect(
      isMatchingSubmission(
        submission("submitting", { intent: "delete", id: "a" }, "/admin/blog?index"),
        wanted,
      ),
    ).toBe(false);
    expect(
      isMatchingSubmission(submission("submitting", { intent: "delete", id: "a" }), {
        ...wanted,
        formMethod: "GET",
      }),
    ).toBe(false);
    expect(
      isMatchingSubmission(submission("submitting"), { formAction: "/admin/blog/categories" }),
    ).toBe(true);
  });
});

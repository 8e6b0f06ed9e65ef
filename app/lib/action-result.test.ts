import { describe, expect, it } from "vitest";
import { failed, invalid } from "./action-result";

describe("action results", () => {
  it("invalid is a 400 with the field messages and the values", () => {
    const result = invalid({ email: "Valid email is required" }, { email: "nope" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      fieldErrors: { email: "Valid email is required" },
      values: { email: "nope" },
    });
  });
  it("failed carries its message and values, 500 unless told otherwise", () => {
    expect(failed("Try again", { a: "1" }).init?.status).toBe(500);
    const limited = failed(
      "Too many",
      { a: "1" },
      { status: 429, headers: { "Retry-After": "60" } },
    );
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get("Retry-After")).toBe("60");
    expect(limited.data).toEqual({ status: "error", message: "Too many", values: { a: "1" } });
  });
});

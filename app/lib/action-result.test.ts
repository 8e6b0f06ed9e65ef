import { describe, expect, it } from "vitest";
import { conflict, notFound, refused } from "#common/outcome";
import {
  failed,
  invalid,
  isActionResult,
  refusal,
  refusedWith,
  succeeded,
  withToastId,
} from "./action-result";

describe("action results", () => {
  it("a feature's refusal answers with its sentence and its reason's status", () => {
    const gone = refusedWith(notFound("No such order."), { a: "1" });
    expect(gone.init?.status).toBe(404);
    expect(gone.data).toEqual({ status: "error", message: "No such order.", values: { a: "1" } });
    expect(refusedWith(conflict("Already done."), {}).init?.status).toBe(409);
    expect(refusedWith(refused("other", "No."), {}).init?.status).toBe(409);
    expect(refusedWith(notFound("Gone."), {}, { status: 409 }).init?.status).toBe(409);
    expect(() => refusedWith(refused("quiet"), {})).toThrow(/quiet/);
  });
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
  it("a refusal carries its toast, with an id of its own, and not in the response init", () => {
    const result = failed("Too many", {}, { status: 429, toast: { type: "error", title: "No" } });
    expect(result.data).toEqual({
      status: "error",
      message: "Too many",
      values: {},
      toast: { type: "error", title: "No", id: expect.stringMatching(/^[0-9a-z]+$/) },
    });
    expect(result.init).toEqual({ status: 429 });
    const again = invalid({ a: "b" }, {}, { toast: { type: "error", title: "No" } }).data;
    expect(again.toast?.id).not.toBe(result.data.toast?.id);
    expect(refusal("Sorry", { a: "1" })).toEqual({
      status: "error",
      message: "Sorry",
      values: { a: "1" },
    });
  });
  it("a success that stays on the page carries what the page needs and its toast", () => {
    expect(succeeded()).toEqual({ status: "success" });
    expect(succeeded({ type: "success", title: "Saved" }, { reference: "R-1" })).toEqual({
      status: "success",
      reference: "R-1",
      toast: { type: "success", title: "Saved", id: expect.any(String) },
    });
  });
  it("keeps an id it is given", () => {
    expect(withToastId({ id: "live", type: "info", title: "x" }).id).toBe("live");
  });
  it("tells our answers from anything else", () => {
    expect(isActionResult({ status: "success" })).toBe(true);
    expect(isActionResult({ status: "invalid", fieldErrors: {}, values: {} })).toBe(true);
    for (const other of [null, undefined, "<html>", { status: "exception" }, { ok: true }]) {
      expect(isActionResult(other)).toBe(false);
    }
  });
});

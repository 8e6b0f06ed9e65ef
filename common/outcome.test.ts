import { describe, expect, it } from "vitest";
import { ok, refused, type Outcome } from "./outcome";

describe("outcome", () => {
  it("carries a success's value", () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(ok()).toEqual({ ok: true, value: undefined });
  });

  it("carries a refusal's reason, and its message only when there is one", () => {
    expect(refused("not-found")).toStrictEqual({ ok: false, reason: "not-found" });
    expect(refused("conflict", "Already done.")).toEqual({
      ok: false,
      reason: "conflict",
      message: "Already done.",
    });
  });

  it("narrows on ok", () => {
    const outcome: Outcome<number, "gone"> = Math.random() > 2 ? ok(1) : refused("gone");
    const told = outcome.ok ? `value ${outcome.value}` : `refused: ${outcome.reason}`;
    expect(told).toBe("refused: gone");
  });
});

import { describe, expect, it } from "vitest";
import { tooManySubmissionsMessage } from "./rate-limit-message";

describe("tooManySubmissionsMessage", () => {
  it("says when to try again, in whole minutes, never zero", () => {
    expect(tooManySubmissionsMessage(1)).toContain("try again in 1 minute,");
    expect(tooManySubmissionsMessage(61)).toContain("try again in 2 minutes,");
    expect(tooManySubmissionsMessage(3600)).toContain("try again in an hour,");
    expect(tooManySubmissionsMessage(0)).toContain("try again in 1 minute,");
  });
});

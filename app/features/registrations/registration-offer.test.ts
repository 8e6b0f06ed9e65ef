import { describe, expect, it } from "vitest";
import { isRegistrationMode, newIdempotencyKey, seatsNote } from "./registration-offer";
import { idempotencyKey } from "./registration.schema";

describe("seatsNote", () => {
  it("says nothing while many seats remain", () => {
    expect(seatsNote(25, 30)).toBeNull();
    expect(seatsNote(7, 30)).toBeNull();
    expect(seatsNote(null, 30)).toBeNull();
  });
  it("counts down the last few and says when none remain", () => {
    expect(seatsNote(6, 30)).toBe("6 seats left");
    expect(seatsNote(1, 30)).toBe("1 seat left");
    expect(seatsNote(0, 30)).toBe("Fully booked");
    expect(seatsNote(10, 200)).toBe("10 seats left");
    expect(seatsNote(11, 200)).toBeNull();
    expect(seatsNote(1, 3)).toBe("1 seat left");
  });
});

describe("newIdempotencyKey", () => {
  it("is accepted by the form schema and differs each time", () => {
    const a = newIdempotencyKey();
    expect(idempotencyKey.safeParse(a).success).toBe(true);
    expect(a).not.toBe(newIdempotencyKey());
  });
});

describe("isRegistrationMode", () => {
  it("accepts only the modes offered", () => {
    expect(isRegistrationMode("hrdc", ["individual", "hrdc"])).toBe("hrdc");
    expect(isRegistrationMode("ntw", ["individual", "hrdc"])).toBeNull();
    expect(isRegistrationMode(null, ["individual"])).toBeNull();
  });
});

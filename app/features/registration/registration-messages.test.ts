import { describe, expect, it } from "vitest";
import { registrationToast } from "./registration-messages";

describe("registrationToast", () => {
  const base = { status: "success" as const, reference: "AIHQ-R-7KQ2MX", waitlisted: false };

  it("gives the spec's success text with the reference", () => {
    expect(registrationToast({ ...base, outcome: "registered" })).toEqual({
      title: "Registration Successful!",
      description:
        "Thank you for your registration. Details have been sent to your email. Your reference is AIHQ-R-7KQ2MX.",
    });
  });

  it("says when the visitor is waitlisted or already registered", () => {
    expect(registrationToast({ ...base, outcome: "waitlisted", waitlisted: true }).title).toBe(
      "You're on the waiting list",
    );
    expect(registrationToast({ ...base, outcome: "already" }).title).toBe(
      "You are already registered",
    );
    expect(registrationToast({ ...base, outcome: "already", waitlisted: true }).title).toBe(
      "You are already on the waiting list",
    );
  });

  it("counts a group booking's attendees", () => {
    const toast = registrationToast({
      ...base,
      reference: "AIHQ-G-HPJ75Z",
      outcome: "group",
      group: { registered: 2, waitlisted: 1, skipped: 0 },
    });
    expect(toast.description).toBe(
      "2 attendees registered, 1 attendee on the waiting list. Each attendee gets their own confirmation and you get the HRDC steps by e-mail. Your booking reference is AIHQ-G-HPJ75Z.",
    );
  });
});

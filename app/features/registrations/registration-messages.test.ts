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

  it("answers a place found by its address with where the details went, never a reference", () => {
    const one = registrationToast({
      outcome: "on-file",
      waitlisted: false,
      onFile: { email: "siti@example.my", count: 1 },
    });
    expect(one).toEqual({
      title: "Check your e-mail",
      description:
        "siti@example.my is already on the list for this course, so nothing new was booked. We have sent the details to that address.",
    });
    const several = registrationToast({
      outcome: "on-file",
      waitlisted: false,
      onFile: { email: "hr@example.my", count: 3 },
    });
    expect(several.description).toContain("We have sent each of them their details.");
    expect(JSON.stringify([one, several])).not.toMatch(/AIHQ-/);
  });

  it("counts a group booking's attendees and asks its contact to confirm it", () => {
    const toast = registrationToast({
      ...base,
      reference: "AIHQ-G-HPJ75Z",
      outcome: "group",
      confirmBy: "Jan 5, 2027, 9:00 AM MYT",
      group: { registered: 2, waitlisted: 1, skipped: 0 },
    });
    expect(toast.title).toBe("Please confirm your booking");
    expect(toast.description).toBe(
      "2 attendees registered, 1 attendee on the waiting list. We have e-mailed you a confirmation link (valid until Jan 5, 2027, 9:00 AM MYT): once you confirm, each attendee gets their own confirmation. Your booking reference is AIHQ-G-HPJ75Z.",
    );
    const held = registrationToast({
      ...base,
      outcome: "group",
      group: { registered: 6, waitlisted: 0, skipped: 0, pending: true },
    });
    expect(held.description).toMatch(/^6 attendees held\. .* and the held seats become firm\./);
  });

  it("tells a pending registrant to confirm, and one held for review that we will check", () => {
    const pending = registrationToast({
      ...base,
      outcome: "pending",
      confirmBy: "Jan 5, 2027, 9:00 AM MYT",
      seatHeld: false,
    });
    expect(pending.title).toBe("Please confirm your registration");
    expect(pending.description).toContain("valid until Jan 5, 2027, 9:00 AM MYT");
    expect(pending.description).toContain("a place on the waiting list");
    expect(registrationToast({ ...base, outcome: "received" }).title).toBe("Registration received");
  });

  it("tells a Pay now visitor whose seat could not wait for the payment that nothing was charged", () => {
    const toast = registrationToast({
      ...base,
      outcome: "pending",
      confirmBy: "Jan 5, 2027, 9:00 AM MYT",
      seatHeld: false,
      unpaidHoldRefused: true,
    });
    expect(toast.title).toBe("Please confirm your registration");
    expect(toast.description).toContain("nothing has been charged");
    expect(toast.description).toContain("a seat if one is free, paid by invoice");
  });

  it("says a pending booking's unheld attendees are placed once it is confirmed", () => {
    const toast = registrationToast({
      ...base,
      outcome: "group",
      group: { registered: 5, waitlisted: 15, skipped: 0, pending: true },
    });
    expect(toast.description).toMatch(
      /^5 attendees held, 15 attendees placed once you confirm \(a seat if one is free, else the waiting list\)\./,
    );
  });
});

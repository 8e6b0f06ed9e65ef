import { describe, expect, it } from "vitest";
import { awaitsConfirmation, type Attendee } from "./attendees";

const base: Attendee = {
  id: "1",
  reference: "AIHQ-R-7KQ2MX",
  name: "Siti",
  email: "siti@example.my",
  phone: null,
  org: null,
  role: null,
  payment: "hrdc",
  status: "registered",
  company: null,
  groupId: null,
  groupReference: null,
  price: "1500.00",
  paid: null,
  createdAt: new Date(),
  offerExpiresAt: null,
  cancelledAt: null,
  attendedAt: null,
  spam: false,
  confirmBy: null,
  awaitingBooker: false,
  erased: false,
  certificateId: null,
  certificateStatus: null,
  presentDays: [],
  present: false,
};

describe("awaitsConfirmation", () => {
  it("is a pending hold, or an attendee whose contact has not confirmed, while the place stands", () => {
    expect(awaitsConfirmation(base)).toBe(false);
    expect(awaitsConfirmation({ ...base, confirmBy: new Date() })).toBe(true);
    expect(awaitsConfirmation({ ...base, awaitingBooker: true })).toBe(true);
    expect(awaitsConfirmation({ ...base, confirmBy: new Date(), status: "cancelled" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  isMalaysianPhone,
  MALAYSIAN_PHONE_MESSAGE,
  parseDeliveryAddress,
  POSTCODE_MESSAGE,
  STATE_MESSAGE,
} from "./delivery-address";
import { MALAYSIAN_STATES } from "./book-format";
import { knownCourier, trackingLink } from "./couriers";

const good = {
  recipientName: "Aisyah Rahman",
  addressLine1: "12 Jalan Ampang",
  addressLine2: "",
  postcode: "50450",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
  deliveryPhone: "012-345 6789",
};

describe("delivery address", () => {
  it("accepts a whole address, line 2 optional", () => {
    const parsed = parseDeliveryAddress(good);
    expect(parsed).toEqual({ ok: true, address: { ...good, addressLine2: null } });
  });

  it("lists the 13 states and 3 federal territories", () => {
    expect(MALAYSIAN_STATES).toHaveLength(16);
    expect(MALAYSIAN_STATES.filter((s) => s.startsWith("W.P."))).toHaveLength(3);
  });

  it.each(["5045", "504500", "50 450", "ABCDE", ""])("refuses the postcode %j", (postcode) => {
    const parsed = parseDeliveryAddress({ ...good, postcode });
    expect(parsed).toEqual({ ok: false, fieldErrors: { postcode: POSTCODE_MESSAGE } });
  });

  it.each(["", "Singapore", "kuala lumpur"])("refuses the state %j", (state) => {
    const parsed = parseDeliveryAddress({ ...good, state });
    expect(parsed).toEqual({ ok: false, fieldErrors: { state: STATE_MESSAGE } });
  });

  it.each(["012-345 6789", "+60 12-345 6789", "60123456789", "03-2161 1234", "011-1234 5678"])(
    "accepts the phone %j",
    (phone) => expect(isMalaysianPhone(phone)).toBe(true),
  );

  it.each(["12345", "+65 6123 4567", "0012345678", "012-345", "phone me"])(
    "refuses the phone %j",
    (deliveryPhone) => {
      const parsed = parseDeliveryAddress({ ...good, deliveryPhone });
      expect(parsed).toEqual({
        ok: false,
        fieldErrors: { deliveryPhone: MALAYSIAN_PHONE_MESSAGE },
      });
    },
  );

  it("says what is missing at each field of an empty form", () => {
    const parsed = parseDeliveryAddress({});
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(
      ["addressLine1", "city", "deliveryPhone", "postcode", "recipientName", "state"].sort(),
    );
    expect(parsed.fieldErrors.recipientName).toBe(
      "Enter the name of the person receiving the book",
    );
  });

  it("refuses a line break in an address line", () => {
    const parsed = parseDeliveryAddress({ ...good, addressLine1: "12 Jalan\nAmpang" });
    expect(parsed.ok).toBe(false);
  });
});

describe("couriers", () => {
  it("knows the Malaysian couriers however they are typed", () => {
    expect(knownCourier("poslaju")?.name).toBe("Pos Laju");
    expect(knownCourier("J&T")?.name).toBe("J&T Express");
    expect(knownCourier("city-link")?.name).toBe("City-Link Express");
    expect(knownCourier("Ninja Van")?.name).toBe("Ninja Van");
    expect(knownCourier("Bob's Vans")).toBeNull();
  });

  it("links a known courier's parcel and not an unknown one's", () => {
    expect(trackingLink("Pos Laju", "ER123456789MY")).toBe(
      "https://tracking.pos.com.my/tracking/ER123456789MY",
    );
    expect(trackingLink("GDEX", "MY-1")).toContain("MY-1");
    expect(trackingLink("Lalamove", "123456")).toBeNull();
  });
});

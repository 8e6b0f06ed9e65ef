import { describe, expect, it } from "vitest";
import { internationalDigits, telHref, whatsappChatHref } from "./phone-links";

describe("phone links", () => {
  it("reads Malaysian numbers as people type them", () => {
    expect(internationalDigits("012-345 6789")).toBe("60123456789");
    expect(internationalDigits("+60 12-345 6789")).toBe("60123456789");
    expect(internationalDigits("0060123456789")).toBe("60123456789");
    expect(internationalDigits("03-2785 1180")).toBe("60327851180");
  });
  it("keeps other countries' numbers given with +", () => {
    expect(internationalDigits("+65 6812 4470")).toBe("6568124470");
  });
  it("gives no link for what is no number", () => {
    expect(telHref("n/a")).toBeNull();
    expect(whatsappChatHref("12345")).toBeNull();
    expect(whatsappChatHref("1".repeat(20))).toBeNull();
  });
  it("builds tel: and wa.me links", () => {
    expect(telHref("012-345 6789")).toBe("tel:+60123456789");
    expect(whatsappChatHref("012-345 6789")).toBe("https://wa.me/60123456789");
  });
});

import { describe, expect, it } from "vitest";
import { dialHref, internationalDigits, telHref, whatsappChatHref } from "./phone-links";

describe("phone links", () => {
  it.each([
    // Malaysian numbers as people type them.
    ["012-345 6789", "60123456789"],
    ["+60 12-345 6789", "60123456789"],
    ["0060123456789", "60123456789"],
    ["03-2785 1180", "60327851180"],
    // Other countries' numbers given with +.
    ["+65 6812 4470", "6568124470"],
  ])("reads %j as %s", (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it("gives no link for what is no number", () => {
    expect(telHref("n/a")).toBeNull();
    expect(whatsappChatHref("12345")).toBeNull();
    expect(whatsappChatHref("1".repeat(20))).toBeNull();
  });

  it("builds tel: and wa.me links", () => {
    expect(telHref("012-345 6789")).toBe("tel:+60123456789");
    expect(whatsappChatHref("012-345 6789")).toBe("https://wa.me/60123456789");
    expect(dialHref("+60 3-2785 1180")).toBe("tel:+60327851180");
  });
});

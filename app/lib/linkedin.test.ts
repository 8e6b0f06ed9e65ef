import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./linkedin";

const base = {
  name: "AI for HR Professionals Masterclass",
  organizationName: "AIHQ",
  issuedOn: "2026-03-07",
  certUrl: "https://aihq.com.my/verify?id=AIHQ-7QX4M2KDPA",
  certId: "AIHQ-7QX4M2KDPA",
};

describe("linkedInAddToProfileUrl", () => {
  it("builds LinkedIn's documented add-to-profile URL, parameters in order and encoded", () => {
    expect(linkedInAddToProfileUrl(base)).toBe(
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME" +
        "&name=AI%20for%20HR%20Professionals%20Masterclass&organizationName=AIHQ" +
        "&issueYear=2026&issueMonth=3" +
        "&certUrl=https%3A%2F%2Faihq.com.my%2Fverify%3Fid%3DAIHQ-7QX4M2KDPA&certId=AIHQ-7QX4M2KDPA",
    );
  });

  it("adds the expiry year and month when the certificate expires", () => {
    const url = new URL(linkedInAddToProfileUrl({ ...base, expiresOn: "2028-12-31" }));
    expect(url.searchParams.get("expirationYear")).toBe("2028");
    expect(url.searchParams.get("expirationMonth")).toBe("12");
    expect(url.searchParams.get("issueMonth")).toBe("3");
    expect(new URL(linkedInAddToProfileUrl(base)).searchParams.has("expirationYear")).toBe(false);
    expect(
      new URL(linkedInAddToProfileUrl({ ...base, expiresOn: null })).searchParams.has(
        "expirationMonth",
      ),
    ).toBe(false);
  });

  it("round-trips names with &, =, # and non-Latin letters", () => {
    const name = "R&D = AI #1: Kecerdasan Buatan 人工智能";
    const url = new URL(linkedInAddToProfileUrl({ ...base, name }));
    expect(url.searchParams.get("name")).toBe(name);
    expect(url.searchParams.get("certUrl")).toBe(base.certUrl);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
  });

  it("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => linkedInAddToProfileUrl({ ...base, issuedOn: "7 March 2026" })).toThrow(
      RangeError,
    );
    expect(() => linkedInAddToProfileUrl({ ...base, issuedOn: "2026-13-01" })).toThrow(RangeError);
  });
});

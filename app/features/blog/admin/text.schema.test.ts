import { describe, expect, it } from "vitest";
import { optionalText, requiredText } from "./text.schema";

describe("requiredText", () => {
  const name = requiredText(5, "Name");
  it("trims, and names the field in its messages", () => {
    expect(name.parse("  Ada ")).toBe("Ada");
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse("Ada Lovelace").error?.issues[0]?.message).toBe(
      "Name must be at most 5 characters",
    );
  });
});

describe("optionalText", () => {
  const bio = optionalText(5, "Bio");
  it("turns blank into null and holds the limit", () => {
    expect(bio.parse(undefined)).toBeNull();
    expect(bio.parse("  ")).toBeNull();
    expect(bio.parse(" hi ")).toBe("hi");
    expect(bio.safeParse("too long").error?.issues[0]?.message).toBe(
      "Bio must be at most 5 characters",
    );
  });
});

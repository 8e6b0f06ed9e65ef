import { cva } from "class-variance-authority";
import { describe, expect, it } from "vitest";
import { variants } from "./variants";

const config = {
  variants: {
    variant: { default: "bg-primary", outline: "border bg-background", link: "underline" },
    size: { default: "h-10 px-4", sm: "h-9 px-3", icon: "size-10" },
  },
  defaultVariants: { variant: "default", size: "default" },
} as const;

describe("variants", () => {
  const ours = variants("inline-flex gap-2", config);
  const theirs = cva("inline-flex gap-2", config);
  const values = <T extends string>(keys: readonly T[]) => [undefined, null, ...keys];

  it("gives the class list cva gives for every combination, defaults and null included", () => {
    for (const variant of values(["default", "outline", "link"] as const)) {
      for (const size of values(["default", "sm", "icon"] as const)) {
        expect(ours({ variant, size })).toBe(theirs({ variant, size }));
      }
    }
    expect(ours()).toBe(theirs());
    expect(ours({})).toBe(theirs({}));
  });

  it("keeps the base alone when there is no default", () => {
    const plain = variants("rounded", { variants: { tone: { dark: "bg-navy" } } });
    expect(plain()).toBe("rounded");
    expect(plain({ tone: "dark" })).toBe("rounded bg-navy");
    expect(plain()).toBe(cva("rounded", { variants: { tone: { dark: "bg-navy" } } })());
  });
});

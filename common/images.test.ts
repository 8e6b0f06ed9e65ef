import { describe, it, expect } from "vitest";
import {
  MASTERCLASS_IMAGE_OVERRIDES,
  PLACEHOLDER_IMAGE,
  imageCandidates,
  masterclassImage,
  upgradeToHttps,
} from "./images";

describe("upgradeToHttps", () => {
  it.each([
    ["upgrades http URLs", "http://example.com/a.png", "https://example.com/a.png"],
    ["upgrades an upper-case scheme", "HTTP://example.com/a.png", "https://example.com/a.png"],
    ["leaves https alone", "https://example.com/a.png", "https://example.com/a.png"],
    ["leaves relative URLs alone", "/images/a.svg", "/images/a.svg"],
    ["leaves protocol-relative URLs alone", "//cdn.example.com/a.png", "//cdn.example.com/a.png"],
    ["leaves data URLs alone", "data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
    [
      "only rewrites the scheme at the start",
      "https://proxy.example.com/?u=http://x",
      "https://proxy.example.com/?u=http://x",
    ],
    ["trims", "  http://x/a.png ", "https://x/a.png"],
    ["gives null for an empty string", "", null],
    ["gives null for blanks", "   ", null],
    ["gives null for null", null, null],
    ["gives null for undefined", undefined, null],
  ])("%s: %j → %j", (_rule, url, upgraded) => {
    expect(upgradeToHttps(url)).toBe(upgraded);
  });
});

describe("imageCandidates", () => {
  it("is just the placeholder when nothing is given", () => {
    expect(imageCandidates()).toEqual([PLACEHOLDER_IMAGE]);
    expect(imageCandidates(null, undefined, "  ")).toEqual([PLACEHOLDER_IMAGE]);
    expect(PLACEHOLDER_IMAGE).toBe("/images/placeholder.svg");
  });

  it("keeps order, upgrades, and ends with the placeholder", () => {
    expect(imageCandidates("/images/a.svg", null, "http://x/b.png")).toEqual([
      "/images/a.svg",
      "https://x/b.png",
      PLACEHOLDER_IMAGE,
    ]);
  });

  it("drops duplicates, including ones that only match after upgrading", () => {
    expect(imageCandidates("http://x/b.png", "https://x/b.png", "/a.svg", "/a.svg")).toEqual([
      "https://x/b.png",
      "/a.svg",
      PLACEHOLDER_IMAGE,
    ]);
  });

  it("keeps the placeholder last even when it is passed in", () => {
    expect(imageCandidates(PLACEHOLDER_IMAGE, "/a.svg")).toEqual(["/a.svg", PLACEHOLDER_IMAGE]);
  });
});

describe("masterclassImage", () => {
  it("maps the four overridden slugs to bundled artwork", () => {
    expect(MASTERCLASS_IMAGE_OVERRIDES).toEqual({
      "hr-masterclass": "/images/masterclasses/hr-masterclass.svg",
      "business-writing-masterclass": "/images/masterclasses/business-writing-masterclass.svg",
      "chatgpt-skill-boost": "/images/masterclasses/chatgpt-skill-boost.svg",
      "ai-ready-leader": "/images/masterclasses/ai-ready-leader.svg",
    });
  });

  it("puts the override first, then the hero image, then the placeholder", () => {
    expect(masterclassImage("ai-ready-leader", "http://cdn/hero.jpg")).toEqual([
      "/images/masterclasses/ai-ready-leader.svg",
      "https://cdn/hero.jpg",
      PLACEHOLDER_IMAGE,
    ]);
  });

  it("uses the hero image when there is no override", () => {
    expect(masterclassImage("other-class", "/hero.jpg")).toEqual(["/hero.jpg", PLACEHOLDER_IMAGE]);
    expect(masterclassImage("other-class", null)).toEqual([PLACEHOLDER_IMAGE]);
  });

  it("ignores inherited object keys as slugs", () => {
    expect(masterclassImage("constructor", null)).toEqual([PLACEHOLDER_IMAGE]);
    expect(masterclassImage("toString", "/hero.jpg")).toEqual(["/hero.jpg", PLACEHOLDER_IMAGE]);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as home from "./home";
import * as navLinks from "#app/components/layout/nav-links";

/** A module's exports in name order, as one digest: any change to the copy changes it. */
const digest = (exports: object) =>
  createHash("sha256")
    .update(
      JSON.stringify(
        Object.fromEntries(Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : 1))),
      ),
    )
    .digest("hex");

// The copy moved from code to JSON files; these pin it to what was reviewed, so an edit is a
// deliberate content change (update the digest) and never an accident of the move.
describe("content modules", () => {
  it.each([
    ["home", home, "0323141c72f39634ece5e0f9c47977702a37898c6844e4d675c3ac97d3d7f23e"],
    ["navigation", navLinks, "2d8adba68ced6ddfb038afb74d07b9bc8b6e18b5f091af18462b4cfff172ee24"],
  ])("%s exports the reviewed copy", (_name, exports, expected) => {
    expect(digest(exports)).toBe(expected);
  });

  it("keeps the spec's order where it matters", () => {
    expect(home.counters.map((counter) => counter.label)[0]).toBe("Professionals trained");
    expect(home.galleryImages).toHaveLength(7);
    expect(navLinks.mainNav.map((link) => link.href)).toEqual([
      "/",
      "/about-us",
      "/shop",
      "/blog",
      "/contact",
      "/verify",
    ]);
    expect(navLinks.QUIZ_QUERY).toBe("quiz=open");
  });
});

import { describe, expect, it } from "vitest";
import { unflattenForm } from "./form-nesting";

describe("unflattenForm", () => {
  it("builds lists of rows and nested fields from dotted names", () => {
    expect(
      unflattenForm({
        title: "AI",
        "agenda.0.title": "Welcome",
        "agenda.1.title": "Prompts",
        "agenda.1.time": "10:00",
        "benefits.0": "Faster",
        "trainer.name": "Aida",
      }),
    ).toEqual({
      title: "AI",
      agenda: [{ title: "Welcome" }, { title: "Prompts", time: "10:00" }],
      benefits: ["Faster"],
      trainer: { name: "Aida" },
    });
  });
  it("fills holes in a list with blanks", () => {
    expect(unflattenForm({ "benefits.2": "c" })).toEqual({ benefits: ["", "", "c"] });
  });
  it("refuses names that cannot be form paths", () => {
    for (const name of [
      "rows.999999.x",
      "rows.200",
      "__proto__.x",
      "constructor",
      "a.b.c.d.e",
      "a..b",
      "a.01",
      "a.-1",
      "",
    ]) {
      expect(unflattenForm({ [name]: "x" }), name).toBeNull();
    }
    // The same segment as a list and as a field.
    expect(unflattenForm({ "a.0": "x", "a.b": "y" })).toBeNull();
    expect(unflattenForm({ a: "x", "a.b": "y" })).toBeNull();
  });
});

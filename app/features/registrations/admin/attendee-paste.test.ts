import { describe, expect, it } from "vitest";
import { attendeesProblem, decodeUtf8, parseAttendees, splitLine } from "./attendee-paste";
import { defaultAmount, splitAmount } from "./payments";

describe("pasted attendees", () => {
  it("reads commas, tabs and CSV quotes, and skips a heading line", () => {
    expect(splitLine('"Rahman, Aisyah", a@x.my , "HR ""Exec"""')).toEqual([
      "Rahman, Aisyah",
      "a@x.my",
      'HR "Exec"',
    ]);
    const parsed = parseAttendees("Name\tEmail\tRole\nTan\ttan@x.my\tAnalyst\n\n");
    expect(parsed.rows).toEqual([
      { line: 2, name: "Tan", email: "tan@x.my", role: "Analyst", errors: [] },
    ]);
    expect(attendeesProblem(parsed, false)).toBeNull();
  });

  it("tells a UTF-8 file from one that is not, and marks a row with unreadable characters", () => {
    expect(decodeUtf8(new TextEncoder().encode("\uFEFFJosé, jose@x.my, Engineer"))).toBe(
      "José, jose@x.my, Engineer",
    );
    expect(decodeUtf8(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9]))).toBeNull();
    const { rows } = parseAttendees("Jos\uFFFD, jose@x.my, Engineer");
    expect(rows[0]!.errors).toEqual([
      "Some characters could not be read (shown as \uFFFD): the list came from a file that is not UTF-8. In Excel choose File › Save As › CSV UTF-8, then upload it again.",
    ]);
  });

  it("marks each wrong row with its line, and the list as not savable", () => {
    const parsed = parseAttendees(
      "Tan, tan@x.my, Analyst\nAisyah, nope, HR\nTan Two, TAN@x.my, Analyst\nA, b@x.my, Role, extra",
    );
    expect(parsed.rows.map((row) => [row.line, row.errors])).toEqual([
      [1, []],
      [2, ["Valid email is required"]],
      [3, ["The same e-mail as line 1."]],
      [4, ["Too many columns: give name, e-mail and role only.", "Attendee name is required"]],
    ]);
    expect(attendeesProblem(parsed, false)).toBe(
      "3 rows need fixing (marked below). Nothing was saved.",
    );
    expect(attendeesProblem(parseAttendees(""), false)).toMatch(/at least one attendee/);
    expect(attendeesProblem(parseAttendees(""), true)).toBeNull();
  });
});

describe("payment amounts", () => {
  it("defaults to the price of the seats, and shares a total to the sen", () => {
    expect(defaultAmount("1499.90", 3)).toBe("4499.70");
    expect(defaultAmount(null, 2)).toBe("0.00");
    expect(splitAmount("100.00", 3)).toEqual(["33.34", "33.33", "33.33"]);
  });
});

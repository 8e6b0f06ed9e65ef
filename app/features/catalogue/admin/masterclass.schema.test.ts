import { describe, expect, it } from "vitest";
import { contentOf, parseMasterclassForm } from "./masterclass.schema";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const BASICS: [string, string][] = [
  ["title", "Prompting for Managers"],
  ["type", "masterclass"],
  ["format", "virtual"],
  ["startsAt", "2027-03-02T09:00"],
  ["price", "1500"],
  ["classSize", "25"],
];

describe("the masterclass form", () => {
  it("turns rows and lists into the content JSON the public page reads", () => {
    const parsed = parseMasterclassForm(
      form([
        ...BASICS,
        ["benefits", "Write better prompts"],
        ["benefits", ""],
        ["benefits", "Save time"],
        ["agenda.0.day", "1"],
        ["agenda.0.time", "9:00 AM"],
        ["agenda.0.title", "Welcome"],
        ["agenda.1.title", ""],
        ["agenda.2.day", "2"],
        ["agenda.2.title", "Practice"],
        ["agenda.2.description", "Hands-on"],
        ["trainer.name", "Aida Rahman"],
        ["trainer.linkedin", "https://www.linkedin.com/in/aida"],
        ["faqs.0.question", "Is lunch included?"],
        ["faqs.0.answer", "Yes."],
        ["logistics.requirements", "A laptop"],
        ["isHrdc", "on"],
      ]),
    );
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.isHrdc).toBe(true);
    expect(parsed.data.isNtw).toBe(false);
    expect(contentOf(parsed.data)).toEqual({
      benefits: ["Write better prompts", "Save time"],
      agenda: [
        { day: 1, time: "9:00 AM", title: "Welcome" },
        { day: 2, title: "Practice", description: "Hands-on" },
      ],
      trainer: { name: "Aida Rahman", linkedin: "https://www.linkedin.com/in/aida" },
      faqs: [{ question: "Is lunch included?", answer: "Yes." }],
      logistics: { requirements: "A laptop" },
    });
  });

  it("puts each message at the input that caused it, and gives the values back", () => {
    const parsed = parseMasterclassForm(
      form([
        ["title", " "],
        ["type", "webinar"],
        ["format", "virtual"],
        ["startsAt", "2027-02-30T09:00"],
        ["endsAt", ""],
        ["price", "-5"],
        ["classSize", "0"],
        ["agenda.0.title", "Fine"],
        ["agenda.1.time", "10:00"],
        ["faqs.0.question", "No answer?"],
        ["heroImg", "javascript:alert(1)"],
        ["brochure", "../etc/passwd"],
        ["benefits", "ok"],
        ["benefits", "bad\u0000"],
      ]),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success || "malformed" in parsed) return;
    expect(parsed.fieldErrors).toMatchObject({
      title: "Title is required",
      type: "Choose masterclass or conference",
      startsAt: "Enter a valid date and time",
      price: expect.stringContaining("MYR"),
      classSize: expect.stringContaining("between 1"),
      "agenda.1.title": "Each agenda row needs a title",
      "faqs.0.answer": "Each question needs its answer",
      heroImg: expect.stringContaining("https://"),
      brochure: "Upload a PDF or give an https:// address",
      "benefits.1": expect.any(String),
    });
    expect(parsed.values["agenda.1.time"]).toBe("10:00");
    expect(parsed.values["benefits.1"]).toBe("bad\u0000");
  });

  it("refuses an end before the start", () => {
    const parsed = parseMasterclassForm(form([...BASICS, ["endsAt", "2027-03-01T17:00"]]));
    expect(parsed.success).toBe(false);
    if (parsed.success || "malformed" in parsed) return;
    expect(parsed.fieldErrors.endsAt).toBe("The end must be after the start");
  });

  it("reads the cancellation rule: blank takes 14 / 50 % / 7, a share after the full refund is refused", () => {
    const blank = parseMasterclassForm(form(BASICS));
    expect(blank.success && blank.data).toMatchObject({
      cancelFullDays: 14,
      cancelPartDays: 7,
      cancelPartPercent: 50,
    });
    const set = parseMasterclassForm(
      form([
        ...BASICS,
        ["cancelFullDays", "30"],
        ["cancelPartDays", "10"],
        ["cancelPartPercent", "25"],
      ]),
    );
    expect(set.success && set.data).toMatchObject({
      cancelFullDays: 30,
      cancelPartDays: 10,
      cancelPartPercent: 25,
    });
    const bad = parseMasterclassForm(
      form([
        ...BASICS,
        ["cancelFullDays", "5"],
        ["cancelPartDays", "10"],
        ["cancelPartPercent", "120"],
      ]),
    );
    expect(bad.success).toBe(false);
    if (bad.success || "malformed" in bad) return;
    expect(bad.fieldErrors).toMatchObject({
      cancelPartDays: "The share ends nearer the start than the full refund: use fewer days",
      cancelPartPercent: "Share can be at most 100",
    });
    const words = parseMasterclassForm(form([...BASICS, ["cancelFullDays", "two weeks"]]));
    expect(!words.success && "fieldErrors" in words && words.fieldErrors.cancelFullDays).toBe(
      "Full refund: enter a whole number",
    );
  });

  it("answers a crafted field name as malformed, not as a huge list", () => {
    const parsed = parseMasterclassForm(form([...BASICS, ["agenda.99999.title", "x"]]));
    expect(parsed).toEqual({ success: false, malformed: true });
  });
});

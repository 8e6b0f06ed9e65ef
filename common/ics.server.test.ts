import { describe, expect, it } from "vitest";
import { oneDay, threeDays, unfold } from "./__fixtures__/calendar-events";
import { buildIcs, foldLine } from "./ics.server";

describe("text values", () => {
  it("escapes backslash, semicolon, comma and newlines (RFC 5545 §3.3.11)", () => {
    const lines = unfold(buildIcs({ ...oneDay, title: "a\\b;c,d\ne\r\nf\rg" }));
    expect(lines).toContain("SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("keeps short lines as they are", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("folds at 75 octets with a leading space on continuation lines", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(part.length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("counts octets, not characters, and never splits a character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`; // 8 + 120 octets
    const parts = foldLine(line).split("\r\n");
    const encoder = new TextEncoder();
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[0]).toBe(`SUMMARY:${"é".repeat(33)}`);
    expect(parts.join("").replace(/ é/g, "é")).toBe(line);
  });
});

describe("buildIcs", () => {
  it("writes the event's revision as SEQUENCE, so a calendar replaces the event of the same UID", () => {
    const lines = unfold(buildIcs({ ...oneDay, sequence: 3 }));
    expect(lines).toContain("UID:chatgpt-skill-boost-day-1@aihq.example");
    expect(lines).toContain("SEQUENCE:3");
  });

  it("ends every line with CRLF and has no bare LF", () => {
    const ics = buildIcs(oneDay);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it("folds an accented title at 75 octets, never inside a character", () => {
    const ics = buildIcs({
      ...oneDay,
      title: "Pengenalan AI untuk Usahawan — édition spéciale ".repeat(3),
    });
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(ics)).toContain(
      `SUMMARY:${"Pengenalan AI untuk Usahawan — édition spéciale ".repeat(3)}`,
    );
  });

  it("writes one timed VEVENT in Malaysia time for a one-day event", () => {
    const lines = unfold(buildIcs(oneDay));
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//AIHQ//Masterclasses//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain("TZID:Asia/Kuala_Lumpur");
    expect(lines).toContain("TZOFFSETTO:+0800");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:chatgpt-skill-boost-day-1@aihq.example");
    expect(lines).toContain("DTSTAMP:20260102T030405Z");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("DTSTART;TZID=Asia/Kuala_Lumpur:20260310T090000");
    expect(lines).toContain("DTEND;TZID=Asia/Kuala_Lumpur:20260310T170000");
    expect(lines).toContain("SUMMARY:ChatGPT Skill Boost");
    expect(lines).toContain(
      "DESCRIPTION:Prompts\\, workflows\\; and guard-rails\\, for work\\n\\nhttps://aihq.example/shop/masterclasses/chatgpt-skill-boost",
    );
    expect(lines).toContain("LOCATION:Online");
    expect(lines).toContain(`URL:${oneDay.url}`);
  });

  it("writes one VEVENT per day with distinct stable UIDs for a multi-day event", () => {
    const ics = buildIcs(threeDays);
    expect(buildIcs(threeDays)).toBe(ics);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual([
      "UID:malaysia-ai-business-summit-day-1@aihq.example",
      "UID:malaysia-ai-business-summit-day-2@aihq.example",
      "UID:malaysia-ai-business-summit-day-3@aihq.example",
    ]);
    expect(lines.filter((l) => l.startsWith("DTSTART;"))).toEqual([
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260310T090000",
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260311T090000",
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260312T090000",
    ]);
    expect(lines).toContain("SUMMARY:Malaysia AI Business Summit (Day 2 of 3)");
    expect(lines).toContain("LOCATION:Kuala Lumpur\\, Malaysia");
  });

  it("writes the course's URL whatever host the request came by", () => {
    const url = "http://[::1]:3000/shop/masterclasses/chatgpt-skill-boost";
    const lines = unfold(buildIcs({ ...oneDay, url, uidDomain: "[::1]" }));
    expect(lines).toContain(`URL:${url}`);
    expect(lines).toContain("UID:chatgpt-skill-boost-day-1@[::1]");
  });

  it("makes all-day entries without a time zone when the time is not fixed", () => {
    const lines = unfold(buildIcs({ ...oneDay, time: "To be announced" }));
    expect(lines).not.toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("DTSTART;VALUE=DATE:20260310");
    expect(lines).toContain("DTEND;VALUE=DATE:20260311");
  });
});

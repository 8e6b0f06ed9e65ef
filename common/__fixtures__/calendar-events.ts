/** Events shared by the calendar tests (./ics and ./ics.server). */
import type { CalendarEventInput } from "../ics";

// 9:00 in Kuala Lumpur is 01:00 UTC.
export const oneDay: CalendarEventInput = {
  slug: "chatgpt-skill-boost",
  uidDomain: "aihq.example",
  title: "ChatGPT Skill Boost",
  description: "Prompts, workflows; and guard-rails, for work",
  url: "https://aihq.example/shop/masterclasses/chatgpt-skill-boost",
  location: "Online",
  start: "2026-03-10T01:00:00Z",
  end: null,
  time: "9:00 AM - 5:00 PM",
  stamp: "2026-01-02T03:04:05.678Z",
};

export const threeDays: CalendarEventInput = {
  ...oneDay,
  slug: "malaysia-ai-business-summit",
  title: "Malaysia AI Business Summit",
  location: "Kuala Lumpur, Malaysia",
  start: "2026-03-10T01:00:00Z",
  end: "2026-03-12T01:00:00Z",
};

export function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

import { createContext, useContext } from "react";

/**
 * True while the plain-text part is rendered: the text part is derived from
 * the same tree, and a few blocks (tables of details, buttons) read better in
 * text written as "Label: value" lines than as converted table cells.
 */
export const PlainTextMode = createContext(false);

export function usePlainText(): boolean {
  return useContext(PlainTextMode);
}

export const brand = {
  navy: "#0b1f3a",
  blue: "#2563eb",
  cyan: "#06b6d4",
  amber: "#f59e0b",
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  page: "#eef2f7",
  tint: "#f8fafc",
} as const;

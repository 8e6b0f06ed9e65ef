import type { RegistrationMode } from "./registration.schema";

/** The browser keeps a copy of each registration in 'aihq_registrations', as the original did. */
export const HISTORY_KEY = "aihq_registrations";
const MAX_ENTRIES = 50;

export interface RegistrationRecord {
  id: string;
  created_at: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  org: string | null;
  role: string | null;
  payment: RegistrationMode;
  product: { type: "masterclass" | "book"; id: string };
}

/** Appends one entry; storage that is off, full or holds something else is left alone. */
export function rememberRegistration(entry: Omit<RegistrationRecord, "id" | "created_at">): void {
  try {
    const raw = window.localStorage.getItem(HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const list = Array.isArray(parsed) ? parsed : [];
    list.push({ id: crypto.randomUUID(), created_at: new Date().toISOString(), ...entry });
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(list.slice(-MAX_ENTRIES)));
  } catch {
    // A private window or a full storage: the server has the registration all the same.
  }
}

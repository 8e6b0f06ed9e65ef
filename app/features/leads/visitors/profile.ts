/**
 * What the shop remembers in the browser: the visited flag
 * that skips the welcome dialog, and the visitor's profile that prefills the
 * registration forms. Every access is guarded: storage can be off (private
 * mode, a blocked site) or hold anything, and neither may break a page.
 */
export const VISITED_KEY = "aihq_visited";
export const PROFILE_KEY = "aihq_user_profile";

export interface UserProfile {
  name: string;
  email: string;
  phone: string;
  org: string;
  role: string;
}

const FIELDS = ["name", "email", "phone", "org", "role"] as const;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasVisited(): boolean {
  try {
    return storage()?.getItem(VISITED_KEY) === "true";
  } catch {
    return false;
  }
}

export function markVisited(): void {
  try {
    storage()?.setItem(VISITED_KEY, "true");
  } catch {
    // Storage full or blocked: the dialog simply shows again next time.
  }
}

/** The remembered profile; a missing or damaged entry is an empty one. */
export function readProfile(): UserProfile {
  const empty: UserProfile = { name: "", email: "", phone: "", org: "", role: "" };
  try {
    const raw = storage()?.getItem(PROFILE_KEY);
    if (!raw) return empty;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return empty;
    const record = value as Record<string, unknown>;
    for (const field of FIELDS) {
      const item = record[field];
      if (typeof item === "string") empty[field] = item.slice(0, 300);
    }
    return empty;
  } catch {
    return empty;
  }
}

/** Merges `profile` into the remembered one; blank fields keep what was remembered. */
export function saveProfile(profile: Partial<UserProfile>): void {
  const current = readProfile();
  for (const field of FIELDS) {
    const value = profile[field]?.trim();
    if (value) current[field] = value;
  }
  try {
    storage()?.setItem(PROFILE_KEY, JSON.stringify(current));
  } catch {
    // Nothing to do: the next form is simply not prefilled.
  }
}

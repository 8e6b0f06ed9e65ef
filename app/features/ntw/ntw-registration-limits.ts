/** The NTW form's fields and their length limits, for its inputs; the schema enforces them. */
export const NTW_LIMITS = { name: 120, email: 254, role: 120, org: 200 } as const;

export type NtwField = "name" | "email" | "role" | "org";

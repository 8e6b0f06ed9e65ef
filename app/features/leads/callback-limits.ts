/** The callback form's length limits, for its inputs; the schema enforces them (callback.schema.ts). */
export const CALLBACK_LIMITS = { fullName: 120, phone: 30, email: 254, message: 2000 } as const;

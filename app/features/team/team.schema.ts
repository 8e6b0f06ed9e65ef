import { z } from "zod";

export const ROLE_OPTIONS = [
  { value: "editor", label: "Editor (blog and catalogue content)" },
  { value: "admin", label: "Admin (everything, people and personal data)" },
  { value: "door", label: "Door staff (check-in at the door only)" },
] as const;

const role = z.enum(["admin", "editor", "door"], { message: "Choose a role" });

export const inviteSchema = z.object({
  email: z.email({ message: "Enter a valid e-mail address" }).max(254).trim(),
  name: z.string().trim().min(1, "Enter a name").max(100, "At most 100 characters"),
  role,
});

export const memberActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), id: z.uuid(), role }),
  z.object({ intent: z.literal("disable"), id: z.uuid() }),
  z.object({ intent: z.literal("enable"), id: z.uuid() }),
  z.object({ intent: z.literal("reset"), id: z.uuid() }),
]);

export const PASSWORD_MIN = 12;

export const setPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`).max(200),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: "The two passwords differ",
    path: ["confirm"],
  });

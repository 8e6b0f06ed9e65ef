import { z } from "zod";
import { tokenFromScan } from "../ticket-token";

/**
 * One check-in as the door sends it: a scanned ticket token, or a listed
 * registration's id (the search's "Check in" button). Shared by the page and
 * the endpoint; `q` only takes a form post back to the search it came from.
 */
export const checkInSchema = z
  .object({
    // The token alone (a handheld scanner types it) or the ticket page's URL the QR holds.
    token: z
      .string()
      .max(500, "This is not a ticket code")
      .transform((v, ctx) => {
        const token = tokenFromScan(v);
        if (token === null) ctx.addIssue({ code: "custom", message: "This is not a ticket code" });
        return token ?? "";
      })
      .optional(),
    registrationId: z.uuid("Choose a person from the list").optional(),
    q: z.string().max(200).optional(),
  })
  .refine((v) => (v.token === undefined) !== (v.registrationId === undefined), {
    message: "Send a ticket code or a registration, one of them",
    path: ["token"],
  });

export type CheckInInput = z.output<typeof checkInSchema>;

import { z } from "zod";

/** A notification carried to the next page (flash toast). Safe for the browser bundle. */
export const toastSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(300),
  description: z.string().max(1000).optional(),
  /** How long it stays, in ms, where the default is too short to read it (a reference to note). */
  duration: z.number().int().min(1000).max(60_000).optional(),
});

/** The cookie that carries a toast to the next page (toast.server.ts); the page cache leaves a request with it. */
export const TOAST_COOKIE_NAME = "aihq_toast";

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id"> & { id?: string };

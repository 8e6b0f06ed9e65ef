import { z } from "zod";

/** The address an admin looks up (browser-safe). */
export const personEmailSchema = z
  .string()
  .trim()
  .min(3, "Enter an e-mail address.")
  .max(254, "That address is too long.")
  .email("Enter a valid e-mail address.");

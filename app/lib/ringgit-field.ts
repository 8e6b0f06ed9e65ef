import { z } from "zod";
import { formLine } from "./validation";

/** An amount in ringgit as the team types it: "1500", "1,500.00"; at most two decimals. */
export const ringgitAmount = formLine(
  z
    .string()
    .trim()
    .transform((value) => value.replaceAll(",", ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, "Give the amount in ringgit, such as 1500.00")
        .transform((value) => Number(value).toFixed(2)),
    ),
);

/** Column helpers shared by the tables of every domain. */
import { numeric, timestamp } from "drizzle-orm/pg-core";

/** Every timestamp is an instant with its zone; display converts to MYT. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => instant("created_at").notNull().defaultNow();
export const updatedAt = () => instant("updated_at").notNull().defaultNow();
/** Money: exact decimal, two places, read back as a string to avoid float drift. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

import { sql } from "drizzle-orm";
import { check, date, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

export const certificateStatus = pgEnum("certificate_status", ["valid", "revoked"]);

export const certificates = pgTable(
  "certificates",
  {
    // Stored upper-case; lookups normalise the visitor's input the same way.
    id: text("id").primaryKey(),
    holderName: text("holder_name").notNull(),
    program: text("program").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }),
    status: certificateStatus("status").notNull().default("valid"),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("certificates_id_upper_check", sql`${t.id} = upper(${t.id})`),
    check(
      "certificates_revoked_check",
      sql`(${t.status} = 'revoked') = (${t.revokedAt} IS NOT NULL)`,
    ),
  ],
);

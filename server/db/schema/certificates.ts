import { sql } from "drizzle-orm";
import { check, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { masterclasses } from "./catalogue";
import { createdAt, day, instant, looseRef } from "./columns";
import { registrations } from "./leads";

export const certificateStatus = pgEnum("certificate_status", ["valid", "revoked"]);

export const certificates = pgTable(
  "certificates",
  {
    // Stored upper-case; lookups normalise the visitor's input the same way.
    id: text("id").primaryKey(),
    holderName: text("holder_name").notNull(),
    program: text("program").notNull(),
    issuedOn: day("issued_on").notNull(),
    expiresOn: day("expires_on"),
    status: certificateStatus("status").notNull().default("valid"),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason"),
    // Where the certificate is mailed (re-send); older certificates have none.
    email: text("email"),
    // The course it was earned on, and the attendance it was issued for: one
    // certificate per registration, so issuing twice cannot duplicate.
    masterclassId: looseRef("masterclass_id", () => masterclasses.id),
    registrationId: uuid("registration_id")
      .unique()
      .references(() => registrations.id, { onDelete: "set null" }),
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

import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { actorColumns } from "./auth";
import { createdAt, newestFirstIndex, ownedBy, timestamps, uuidPk } from "./columns";

/** Where a lead stands for the sales team. */
export const leadStatus = pgEnum("lead_status", ["new", "contacted", "qualified", "won", "lost"]);

/**
 * One row per lead of every kind (callback, quiz, registration, HRDC group,
 * NTW, grant inquiry, custom training, visitor): the inbox's index, kept by
 * triggers on the source tables (migration 0007), so the inbox filters,
 * searches and pages one table with an index for each filter. The source row
 * keeps every field; this one adds the team's status.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuidPk(),
    kind: text("kind").notNull(),
    sourceId: uuid("source_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation"),
    subject: text("subject"),
    status: leadStatus("status").notNull().default("new"),
    // Suspected spam (the source row has a spam_reason): kept out of the inbox, in the Spam folder.
    spam: boolean("spam").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("leads_source_uidx").on(t.kind, t.sourceId),
    newestFirstIndex("leads", t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt.desc()),
    index("leads_kind_idx").on(t.kind, t.createdAt.desc()),
    index("leads_spam_idx").on(t.spam, t.createdAt.desc()),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    // The search is ILIKE '%q%' on each of these (contains, any case): only a
    // trigram index serves that; pg_trgm comes from migration 0011.
    index("leads_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("leads_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("leads_organisation_trgm_idx").using("gin", t.organisation.op("gin_trgm_ops")),
  ],
);

/** Every change of a lead's status or a note on it: who, what, when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuidPk(),
    leadId: ownedBy("lead_id", () => leads.id),
    status: leadStatus("status"),
    note: text("note"),
    ...actorColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** Every change made in the back office, readable by admins. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidPk(),
    ...actorColumns(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex("audit_log", t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

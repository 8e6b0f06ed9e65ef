import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { grants, ntwPrograms } from "./catalogue";
import { createdAt, instant, money, updatedAt } from "./columns";

/**
 * Why the spam guard doubted a submission (honeypot, missing or forged form
 * token, filled too fast …), or null for a lead it trusted. Suspected spam is
 * stored all the same, its mails held, until a person decides (issue 11).
 */
const spamReason = () => text("spam_reason");

export const paymentMode = pgEnum("payment_mode", ["individual", "installment", "hrdc", "ntw"]);
export const productType = pgEnum("product_type", ["masterclass", "book"]);
export const quizPath = pgEnum("quiz_path", ["individual", "organization"]);
export const readinessBand = pgEnum("readiness_band", [
  "getting_started",
  "exploring",
  "building_momentum",
  "ready_to_lead",
]);

export const ntwRegistrations = pgTable(
  "ntw_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // A lead outlives the program it was for: keep the copied title and date.
    programId: uuid("program_id").references(() => ntwPrograms.id, { onDelete: "set null" }),
    programTitle: text("program_title").notNull(),
    programDate: instant("program_date"),
    userName: text("user_name").notNull(),
    userEmail: text("user_email").notNull(),
    userPhone: text("user_phone"),
    userOrg: text("user_org"),
    userRole: text("user_role"),
    status: text("status").notNull().default("registered"),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ntw_registrations_program_idx").on(t.programId),
    index("ntw_registrations_created_idx").on(t.createdAt.desc()),
    check("ntw_registrations_status_check", sql`${t.status} IN ('registered', 'cancelled')`),
  ],
);

export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    org: text("org"),
    role: text("role"),
    payment: paymentMode("payment").notNull(),
    productType: productType("product_type").notNull(),
    // Polymorphic (masterclass or book), so no foreign key; the title is copied.
    productId: uuid("product_id").notNull(),
    productTitle: text("product_title").notNull(),
    productPrice: money("product_price"),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("registrations_product_idx").on(t.productType, t.productId),
    index("registrations_created_idx").on(t.createdAt.desc()),
  ],
);

export const visitors = pgTable("visitors", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  phone: text("phone"),
  org: text("org"),
  role: text("role"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customTrainingRequests = pgTable(
  "custom_training_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgName: text("org_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    teamSize: text("team_size").notNull(),
    focusArea: text("focus_area").notNull(),
    preferredDates: text("preferred_dates"),
    goals: text("goals").notNull(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [index("custom_training_requests_created_idx").on(t.createdAt.desc())],
);

export const grantInquiries = pgTable(
  "grant_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organization: text("organization"),
    aboutOrganization: text("about_organization"),
    grantId: uuid("grant_id").references(() => grants.id, { onDelete: "set null" }),
    grantTitle: text("grant_title"),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [index("grant_inquiries_created_idx").on(t.createdAt.desc())],
);

/** Consent to marketing mail (PDPA): the choice, the notice version shown and when. */
const consentColumns = () => ({
  marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
  privacyNoticeVersion: text("privacy_notice_version").notNull(),
  consentedAt: instant("consented_at").notNull().defaultNow(),
});

export const quizSubmissions = pgTable(
  "quiz_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: quizPath("path").notNull(),
    // Keyed by step number, as the spec's formData carries them.
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    jobRole: text("job_role").notNull(),
    score: integer("score").notNull(),
    band: readinessBand("band").notNull(),
    ...consentColumns(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quiz_submissions_created_idx").on(t.createdAt.desc()),
    check("quiz_submissions_score_check", sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

export const callbackRequests = pgTable(
  "callback_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message"),
    ...consentColumns(),
    spamReason: spamReason(),
    createdAt: createdAt(),
  },
  (t) => [index("callback_requests_created_idx").on(t.createdAt.desc())],
);

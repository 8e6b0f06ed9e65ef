import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { grants, masterclasses, ntwPrograms } from "./catalogue";
import { instant, looseRef, money, newestFirstIndex, updatedAt, uuidPk } from "./columns";
import { leadColumns, leadTable, personColumns } from "./lead-table";

export const paymentMode = pgEnum("payment_mode", ["individual", "installment", "hrdc", "ntw"]);
export const productType = pgEnum("product_type", ["masterclass", "book"]);
export const quizPath = pgEnum("quiz_path", ["individual", "organization"]);
export const readinessBand = pgEnum("readiness_band", [
  "getting_started",
  "exploring",
  "building_momentum",
  "ready_to_lead",
]);

export const ntwRegistrations = leadTable(
  "ntw_registrations",
  {
    // A lead outlives the program it was for: keep the copied title and date.
    programId: looseRef("program_id", () => ntwPrograms.id),
    programTitle: text("program_title").notNull(),
    programDate: instant("program_date"),
    userName: text("user_name").notNull(),
    userEmail: text("user_email").notNull(),
    userPhone: text("user_phone"),
    userOrg: text("user_org"),
    userRole: text("user_role"),
    status: text("status").notNull().default("registered"),
  },
  (t) => [
    index("ntw_registrations_program_idx").on(t.programId),
    check("ntw_registrations_status_check", sql`${t.status} IN ('registered', 'cancelled')`),
  ],
);

/**
 * Where a registration stands. `registered` holds a seat (payment is arranged
 * off-line) and `confirmed` once the team has been paid; `waitlisted` is past
 * capacity; `offered` holds a released seat for the first waitlisted person
 * until `offer_expires_at`; `cancelled` frees the seat; `held` waits in review
 * (suspected spam) and holds nothing until a person says "Not spam"
 * (docs/decisions/0028-seats-for-real-people.md).
 */
export const registrationStatus = pgEnum("registration_status", [
  "registered",
  "confirmed",
  "waitlisted",
  "offered",
  "cancelled",
  "held",
]);

/**
 * An HRDC group booking: the employer and its HR contact. Its attendees are
 * registrations pointing here (a single HRDC registrant is a group of one).
 */
export const registrationGroups = pgTable(
  "registration_groups",
  {
    id: uuidPk(),
    reference: text("reference").notNull().unique(),
    // A booking outlives the course it was for: keep the copied title.
    masterclassId: looseRef("masterclass_id", () => masterclasses.id),
    masterclassTitle: text("masterclass_title").notNull(),
    companyName: text("company_name").notNull(),
    ssmNumber: text("ssm_number"),
    hrName: text("hr_name").notNull(),
    hrEmail: text("hr_email").notNull(),
    hrPhone: text("hr_phone").notNull(),
    // The contact's job role as they gave it (their summary mail repeats it).
    hrRole: text("hr_role"),
    idempotencyKey: text("idempotency_key").unique(),
    // The booker's click on the link mailed to them (or the team's word): until then its
    // attendees are not mailed, and a pending booking's seats are only held (confirm_by).
    confirmedAt: instant("confirmed_at"),
    confirmBy: instant("confirm_by"),
    erasedAt: instant("erased_at"),
    ...leadColumns(),
  },
  (t) => [index("registration_groups_masterclass_idx").on(t.masterclassId)],
);

export const registrations = pgTable(
  "registrations",
  {
    id: uuidPk(),
    // 'AIHQ-R-' and six unguessable characters: what the visitor quotes to us.
    reference: text("reference").notNull().unique(),
    ...personColumns(),
    payment: paymentMode("payment").notNull(),
    productType: productType("product_type").notNull(),
    // Polymorphic (masterclass or book), so no foreign key; the title is copied.
    productId: uuid("product_id").notNull(),
    productTitle: text("product_title").notNull(),
    productPrice: money("product_price"),
    status: registrationStatus("status").notNull().default("registered"),
    groupId: looseRef("group_id", () => registrationGroups.id),
    // One per opening of the dialog: a double click or a retried request is the same submission.
    idempotencyKey: text("idempotency_key").unique(),
    offerExpiresAt: instant("offer_expires_at"),
    cancelledAt: instant("cancelled_at"),
    // Marked in the back office from the attendance sheet; certificates follow from it.
    attendedAt: instant("attended_at"),
    // Pending confirmation by its booker: the seat (if any) is held until then, and released
    // by itself afterwards. Null for a firm registration.
    confirmBy: instant("confirm_by"),
    // Pay now: the seat waits for the online payment until then, and goes back to the course
    // afterwards (settleSeats). Null once paid, and for everyone paying by invoice.
    paymentHoldUntil: instant("payment_hold_until"),
    // Set by erasure (PDPA): the row is anonymous, mails nobody and is never offered a seat.
    erasedAt: instant("erased_at"),
    ...leadColumns(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("registrations_product_idx").on(t.productType, t.productId),
    newestFirstIndex("registrations", t.createdAt),
    index("registrations_group_idx").on(t.groupId),
    // The waiting list in order, and the seat count, per course.
    index("registrations_seats_idx").on(t.productId, t.status, t.createdAt),
    // The back office's book orders, newest first (few rows next to the course registrations).
    index("registrations_book_orders_idx")
      .on(t.createdAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.productType} = 'book'`),
    // One active place per person and course: the same person registering twice is one row.
    uniqueIndex("registrations_active_email_uidx")
      .on(t.productId, sql`lower(${t.email})`)
      .where(
        sql`${t.productType} = 'masterclass' AND ${t.status} <> 'cancelled' AND ${t.spamReason} IS NULL`,
      ),
    check(
      "registrations_offer_check",
      sql`(${t.status} = 'offered') = (${t.offerExpiresAt} IS NOT NULL)`,
    ),
  ],
);

export const visitors = pgTable("visitors", {
  id: uuidPk(),
  ...personColumns({ oneRowPerEmail: true }),
  ...leadColumns(),
  updatedAt: updatedAt(),
});

export const customTrainingRequests = leadTable("custom_training_requests", {
  orgName: text("org_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  teamSize: text("team_size").notNull(),
  focusArea: text("focus_area").notNull(),
  preferredDates: text("preferred_dates"),
  goals: text("goals").notNull(),
});

export const grantInquiries = leadTable("grant_inquiries", {
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  organization: text("organization"),
  aboutOrganization: text("about_organization"),
  grantId: looseRef("grant_id", () => grants.id),
  grantTitle: text("grant_title"),
});

export const quizSubmissions = leadTable(
  "quiz_submissions",
  {
    path: quizPath("path").notNull(),
    // Keyed by step number, as the original site's formData carried them.
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    jobRole: text("job_role").notNull(),
    score: integer("score").notNull(),
    band: readinessBand("band").notNull(),
  },
  (t) => [check("quiz_submissions_score_check", sql`${t.score} BETWEEN 0 AND 100`)],
);

export const callbackRequests = leadTable("callback_requests", {
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  message: text("message"),
});

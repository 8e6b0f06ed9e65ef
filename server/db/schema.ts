import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { MasterclassContent } from "../../app/lib/masterclass-content";

/** Every timestamp is an instant with its zone; display converts to MYT. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => instant("created_at").notNull().defaultNow();
/**
 * Why the spam guard doubted a submission (honeypot, missing or forged form
 * token, filled too fast …), or null for a lead it trusted. Suspected spam is
 * stored all the same, its mails held, until a person decides (issue 11).
 */
const spamReason = () => text("spam_reason");

const updatedAt = () => instant("updated_at").notNull().defaultNow();
/** Money: exact decimal, two places, read back as a string to avoid float drift. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const postStatus = pgEnum("post_status", ["draft", "published"]);
export const masterclassFormat = pgEnum("masterclass_format", ["virtual", "physical"]);
export const masterclassType = pgEnum("masterclass_type", ["masterclass", "conference"]);
export const paymentMode = pgEnum("payment_mode", ["individual", "installment", "hrdc", "ntw"]);
export const productType = pgEnum("product_type", ["masterclass", "book"]);
export const quizPath = pgEnum("quiz_path", ["individual", "organization"]);
export const readinessBand = pgEnum("readiness_band", [
  "getting_started",
  "exploring",
  "building_momentum",
  "ready_to_lead",
]);
export const certificateStatus = pgEnum("certificate_status", ["valid", "revoked"]);
// "skipped": a visitor confirmation held back on purpose (per-recipient cap), kept as a record.
// "held": the mails of a submission judged to be spam, sent only if a person says "Not spam".
export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed", "skipped", "held"]);
export const recipientRole = pgEnum("recipient_role", ["visitor", "team"]);

// ---------------------------------------------------------------- blog

export const blogCategories = pgTable("blog_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  color: text("color").notNull().default("#2563eb"),
  description: text("description"),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    ogImage: text("og_image"),
    status: postStatus("status").notNull().default("draft"),
    publishedAt: instant("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    featured: boolean("featured").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    readingTime: integer("reading_time").notNull().default(0),
    authorName: text("author_name").notNull().default("AIHQ Team"),
    authorBio: text("author_bio"),
    authorImage: text("author_image"),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.status, t.publishedAt.desc()),
    index("blog_posts_created_idx").on(t.createdAt.desc()),
    index("blog_posts_category_idx").on(t.categoryId),
    check("blog_posts_view_count_check", sql`${t.viewCount} >= 0`),
    check("blog_posts_reading_time_check", sql`${t.readingTime} >= 0`),
    check(
      "blog_posts_published_at_check",
      sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`,
    ),
  ],
);

// ---------------------------------------------------------------- shop catalogue

export const masterclasses = pgTable(
  "masterclasses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    date: instant("date").notNull(),
    endDate: instant("end_date"),
    format: masterclassFormat("format").notNull().default("virtual"),
    type: masterclassType("type").notNull().default("masterclass"),
    price: money("price").notNull(),
    classSize: integer("class_size").notNull(),
    heroImg: text("hero_img"),
    brochure: text("brochure"),
    isHrdc: boolean("is_hrdc").notNull().default(false),
    isNtw: boolean("is_ntw").notNull().default(false),
    content: jsonb("content").$type<MasterclassContent>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("masterclasses_date_idx").on(t.date),
    check("masterclasses_price_check", sql`${t.price} >= 0`),
    check("masterclasses_class_size_check", sql`${t.classSize} > 0`),
    check("masterclasses_end_date_check", sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.date}`),
  ],
);

export const books = pgTable(
  "books",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    description: text("description").notNull().default(""),
    cover: text("cover"),
    keyInsights: text("key_insights").array().notNull().default(sql`'{}'::text[]`),
    authorBio: text("author_bio"),
    price: money("price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("books_title_idx").on(t.title),
    check("books_price_check", sql`${t.price} >= 0`),
  ],
);

export const grants = pgTable(
  "grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    badgeText: text("badge_text"),
    badgeColor: text("badge_color"),
    benefits: text("benefits").array().notNull().default(sql`'{}'::text[]`),
    brochure: text("brochure"),
    createdAt: createdAt(),
  },
  (t) => [index("grants_title_idx").on(t.title)],
);

export const ntwPrograms = pgTable(
  "ntw_programs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    date: instant("date").notNull(),
    format: text("format").notNull().default("Online"),
    link: text("link"),
    duration: text("duration").notNull().default("2"),
    trainerName: text("trainer_name"),
    createdAt: createdAt(),
  },
  (t) => [index("ntw_programs_date_idx").on(t.date)],
);

// ---------------------------------------------------------------- leads and registrations

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

// ---------------------------------------------------------------- certificates

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

// ---------------------------------------------------------------- admin

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default("Administrator"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastLoginAt: instant("last_login_at"),
  },
  (t) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a leaked table does not yield usable cookies.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** Absolute expiry: a session never outlives this, however busy. */
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    /** Last request seen; the session also ends after a spell of inactivity (idle expiry). */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- infrastructure

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").notNull(),
    formData: jsonb("form_data").$type<Record<string, unknown>>().notNull(),
    recipientRole: recipientRole("recipient_role").notNull(),
    toAddress: text("to_address").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    leaseExpiresAt: instant("lease_expires_at"),
    lastError: text("last_error"),
    /** Why a `skipped` message was never sent (for example the per-recipient daily cap). */
    skipReason: text("skip_reason"),
    /** The lead a message belongs to (`callback:<id>`, `quiz:<id>` …), to release held mails with it. */
    leadRef: text("lead_ref"),
    messageId: text("message_id"),
    // Filled at the first render, so lists can show what a mail is about.
    subject: text("subject"),
    // The complete message as the dev transport (no SMTP_URL) kept it, readable without a mail server.
    rawMessage: text("raw_message"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt.desc()),
    index("email_outbox_lead_idx").on(t.leadRef),
  ],
);

/** Fixed-window counters; shared by every app instance through the database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: instant("window_start").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/**
 * Failed sign-ins per key (client address, or address and e-mail). A lockout
 * lasts the whole window from the last failure that was allowed; the count
 * starts again once a window has passed without one.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: instant("last_failure_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index("login_throttle_last_failure_idx").on(t.lastFailureAt),
  ],
);

/**
 * One row per recent form submission (a hash of form, client and values):
 * the same submission sent twice within minutes is stored once.
 */
export const submissionFingerprints = pgTable(
  "submission_fingerprints",
  {
    fingerprint: text("fingerprint").primaryKey(),
    form: text("form").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("submission_fingerprints_created_idx").on(t.createdAt)],
);

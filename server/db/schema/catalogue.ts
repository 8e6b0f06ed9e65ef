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
import type { MasterclassContent } from "#common/masterclass-content";
import { instant, money, pageColumns, textList, timestamps, updatedAt, uuidPk } from "./columns";

export const masterclassFormat = pgEnum("masterclass_format", ["virtual", "physical"]);
export const masterclassType = pgEnum("masterclass_type", ["masterclass", "conference"]);
/**
 * Only `published` courses are on the public site; a draft is being written, an
 * archived course (one with registrations, which cannot be deleted) is kept for
 * its records.
 */
export const masterclassStatus = pgEnum("masterclass_status", ["draft", "published", "archived"]);
/** A book is sold as a paperback (posted, so its order needs an address) or as an e-book. */
export const bookFormat = pgEnum("book_format", ["paperback", "ebook"]);

export const masterclasses = pgTable(
  "masterclasses",
  {
    ...pageColumns(),
    subtitle: text("subtitle"),
    date: instant("date").notNull(),
    endDate: instant("end_date"),
    format: masterclassFormat("format").notNull().default("virtual"),
    // Where it happens: an in-person course's address, a virtual one's platform ("Zoom").
    // The page, the mails, the .ics and the JSON-LD all say this; blank means the default
    // place of the format (docs/decisions/0035-course-changes-reach-people.md).
    venue: text("venue"),
    type: masterclassType("type").notNull().default("masterclass"),
    price: money("price").notNull(),
    classSize: integer("class_size").notNull(),
    heroImg: text("hero_img"),
    brochure: text("brochure"),
    isHrdc: boolean("is_hrdc").notNull().default(false),
    isNtw: boolean("is_ntw").notNull().default(false),
    content: jsonb("content").$type<MasterclassContent>().notNull().default({}),
    status: masterclassStatus("status").notNull().default("published"),
    // The .ics SEQUENCE: raised on each change the people booked were told of, so their
    // calendars move the event (same UID) instead of keeping the old one.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    // The cancellation rule (docs/decisions/0052-cancellation-rule.md): a full refund until
    // `cancel_full_days` Malaysian calendar days before the start, `cancel_part_percent` of
    // the payment until `cancel_part_days` before, then nothing.
    cancelFullDays: integer("cancel_full_days").notNull().default(14),
    cancelPartDays: integer("cancel_part_days").notNull().default(7),
    cancelPartPercent: integer("cancel_part_percent").notNull().default(50),
    ...timestamps(),
  },
  (t) => [
    index("masterclasses_date_idx").on(t.date),
    index("masterclasses_status_date_idx").on(t.status, t.date),
    check("masterclasses_price_check", sql`${t.price} >= 0`),
    check("masterclasses_class_size_check", sql`${t.classSize} > 0`),
    check("masterclasses_end_date_check", sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.date}`),
    check(
      "masterclasses_cancellation_rule_check",
      sql`${t.cancelPartDays} >= 0 AND ${t.cancelFullDays} >= ${t.cancelPartDays} AND ${t.cancelPartPercent} BETWEEN 0 AND 100`,
    ),
  ],
);

/**
 * A virtual course's joining link, kept apart from the course row: the public pages read
 * whole course rows, and the link is for the people booked only (their change mails).
 */
export const courseJoinLinks = pgTable("course_join_links", {
  masterclassId: uuid("masterclass_id")
    .primaryKey()
    .references(() => masterclasses.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  updatedAt: updatedAt(),
});

export const books = pgTable(
  "books",
  {
    ...pageColumns(),
    author: text("author").notNull(),
    description: text("description").notNull().default(""),
    cover: text("cover"),
    keyInsights: textList("key_insights"),
    authorBio: text("author_bio"),
    price: money("price").notNull(),
    format: bookFormat("format").notNull().default("paperback"),
    ...timestamps(),
  },
  (t) => [index("books_title_idx").on(t.title), check("books_price_check", sql`${t.price} >= 0`)],
);

export const grants = pgTable(
  "grants",
  {
    id: uuidPk(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    badgeText: text("badge_text"),
    badgeColor: text("badge_color"),
    benefits: textList("benefits"),
    brochure: text("brochure"),
    ...timestamps(),
  },
  (t) => [index("grants_title_idx").on(t.title)],
);

export const ntwPrograms = pgTable(
  "ntw_programs",
  {
    id: uuidPk(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    date: instant("date").notNull(),
    format: text("format").notNull().default("Online"),
    link: text("link"),
    duration: text("duration").notNull().default("2"),
    trainerName: text("trainer_name"),
    ...timestamps(),
  },
  (t) => [index("ntw_programs_date_idx").on(t.date)],
);

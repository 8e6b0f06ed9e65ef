/**
 * The parts the lead tables share (leads.ts): the columns each lead row keeps, the person a
 * registration is for, and the table of one kind of form lead. Not re-exported by the schema
 * index: it holds no table of its own.
 */
import type { BuildExtraConfigColumns } from "drizzle-orm";
import {
  boolean,
  pgTable,
  text,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from "drizzle-orm/pg-core";
import { createdAt, instantNow, newestFirstIndex, uuidPk } from "./columns";

/**
 * What every lead row keeps beside its form's fields: the consent to marketing mail (PDPA: the
 * choice, the notice version shown and when), why the spam guard doubted it (honeypot, missing
 * or forged form token, filled too fast …; null for a lead it trusted: suspected spam is stored
 * all the same, its mails held, until a person decides: docs/decisions/0002-nothing-is-lost.md),
 * and when it came.
 */
export const leadColumns = () => ({
  marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
  privacyNoticeVersion: text("privacy_notice_version").notNull(),
  consentedAt: instantNow("consented_at"),
  spamReason: text("spam_reason"),
  createdAt: createdAt(),
});

/**
 * The person a course or book registration is for, as the booking dialog asks: name and e-mail,
 * then the optional phone, organisation and job role. `visitors` keeps one row per e-mail.
 */
export const personColumns = ({ oneRowPerEmail = false } = {}) => {
  const email = text("email").notNull();
  return {
    name: text("name").notNull(),
    email: oneRowPerEmail ? email.unique() : email,
    phone: text("phone"),
    org: text("org"),
    role: text("role"),
  };
};

/** A lead table's columns in their order: the key, the form's own fields, what every lead keeps. */
type LeadTableColumns<TFields> = { id: ReturnType<typeof uuidPk> } & TFields &
  ReturnType<typeof leadColumns>;

/**
 * The table of one kind of form lead, stored as it came: its key, the form's own `fields`,
 * what every lead keeps (leadColumns), and the index its back-office list reads newest first
 * (`<name>_created_idx`). `extraConfig` adds the table's own indexes and checks.
 */
export function leadTable<
  TName extends string,
  TFields extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  fields: TFields,
  extraConfig: (
    t: BuildExtraConfigColumns<TName, LeadTableColumns<TFields>, "pg">,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const columns: LeadTableColumns<TFields> = { id: uuidPk(), ...fields, ...leadColumns() };
  return pgTable(name, columns, (t) => [newestFirstIndex(name, t.createdAt), ...extraConfig(t)]);
}

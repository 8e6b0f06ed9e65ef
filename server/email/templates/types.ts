import type { ReactNode } from "react";
import type { FormDataOf, FormType } from "../form-types";

/** A program suggested in the quiz result mail, chosen from the catalogue at render time. */
export interface ProgramRecommendation {
  title: string;
  url: string;
  dateLabel: string;
  formatLabel: string;
  priceLabel: string;
}

/** What a template may know besides the form data. */
export interface RenderContext {
  /** Absolute base for links in the mail, without a trailing slash. */
  siteUrl: string;
  /** When the submission was queued (the outbox row's creation). */
  receivedAt: Date;
  /** Upcoming programs for the quiz result; empty when there are none. */
  recommendations: ProgramRecommendation[];
}

export interface EmailContent {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  /** The small label in the header ("Registration confirmed", "New lead"). */
  kicker: string;
  body: ReactNode;
  footerNote?: ReactNode;
}

export type RecipientRole = "visitor" | "team";

export type Template<T extends FormType> = Record<RecipientRole, (data: FormDataOf<T>, ctx: RenderContext) => EmailContent>;

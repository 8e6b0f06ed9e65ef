import type { ReactNode } from "react";

/** A program suggested in a mail (the quiz result), chosen from the catalogue at render time. */
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
  /** Upcoming programs from the lead type's `suggestions` hook (visitor copies only); empty when there are none. */
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
  /** Files sent along (an .ics invitation), built from the stored mail data. */
  attachments?: MailAttachment[];
}

/**
 * A small attachment: its whole content travels in the outbox row's data, as text (an .ics)
 * or base64 for a binary file (a ticket's QR code PNG, an invoice's PDF).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

export type RecipientRole = "visitor" | "team";

/** A lead type's two messages, over its validated mail data. */
export type Template<Data> = Record<
  RecipientRole,
  (data: Data, ctx: RenderContext) => EmailContent
>;

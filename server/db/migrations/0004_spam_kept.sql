ALTER TYPE "public"."outbox_status" ADD VALUE 'held';--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "custom_training_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_ref" text;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "spam_reason" text;--> statement-breakpoint
CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_ref");
ALTER TABLE "email_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "raw_message" text;
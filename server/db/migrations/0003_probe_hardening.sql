ALTER TYPE "public"."outbox_status" ADD VALUE 'skipped';--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "submission_fingerprints" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "skip_reason" text;--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "submission_fingerprints_created_idx" ON "submission_fingerprints" USING btree ("created_at");
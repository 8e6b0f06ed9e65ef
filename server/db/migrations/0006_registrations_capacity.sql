CREATE TYPE "public"."registration_status" AS ENUM('registered', 'confirmed', 'waitlisted', 'offered', 'cancelled');--> statement-breakpoint
CREATE TABLE "registration_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"masterclass_id" uuid,
	"masterclass_title" text NOT NULL,
	"company_name" text NOT NULL,
	"ssm_number" text,
	"hr_name" text NOT NULL,
	"hr_email" text NOT NULL,
	"hr_phone" text NOT NULL,
	"idempotency_key" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"privacy_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spam_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_groups_reference_unique" UNIQUE("reference"),
	CONSTRAINT "registration_groups_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "custom_training_requests" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_training_requests" ADD COLUMN "privacy_notice_version" text DEFAULT '2024-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_training_requests" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ADD COLUMN "privacy_notice_version" text DEFAULT '2024-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ADD COLUMN "privacy_notice_version" text DEFAULT '2024-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" "registration_status" DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "privacy_notice_version" text DEFAULT '2024-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "privacy_notice_version" text DEFAULT '2024-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "spam_reason" text;--> statement-breakpoint
-- Rows stored before this migration: a reference each, the notice version then in force
-- (the defaults only fill existing rows; new rows must say which notice they were shown), and
-- the one-active-place rule applied by cancelling later duplicates (kept, never deleted).
UPDATE "registrations" SET "reference" = 'AIHQ-R-' || upper(substr(md5(random()::text || "id"::text), 1, 6)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_training_requests" ALTER COLUMN "privacy_notice_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ALTER COLUMN "privacy_notice_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ALTER COLUMN "privacy_notice_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "privacy_notice_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "privacy_notice_version" DROP DEFAULT;--> statement-breakpoint
UPDATE "registrations" AS r SET "status" = 'cancelled', "cancelled_at" = now() WHERE r."product_type" = 'masterclass' AND EXISTS (SELECT 1 FROM "registrations" AS o WHERE o."product_type" = 'masterclass' AND o."product_id" = r."product_id" AND lower(o."email") = lower(r."email") AND (o."created_at", o."id") < (r."created_at", r."id"));--> statement-breakpoint
ALTER TABLE "registration_groups" ADD CONSTRAINT "registration_groups_masterclass_id_masterclasses_id_fk" FOREIGN KEY ("masterclass_id") REFERENCES "public"."masterclasses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_groups_masterclass_idx" ON "registration_groups" USING btree ("masterclass_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_group_id_registration_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."registration_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_group_idx" ON "registrations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "registrations_seats_idx" ON "registrations" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_email_uidx" ON "registrations" USING btree ("product_id",lower("email")) WHERE "registrations"."product_type" = 'masterclass' AND "registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_offer_check" CHECK (("registrations"."status" = 'offered') = ("registrations"."offer_expires_at" IS NOT NULL));
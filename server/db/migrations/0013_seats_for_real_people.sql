ALTER TYPE "public"."registration_status" ADD VALUE 'held';--> statement-breakpoint
DROP INDEX "registrations_active_email_uidx";--> statement-breakpoint
ALTER TABLE "registration_groups" ADD COLUMN "hr_role" text;--> statement-breakpoint
ALTER TABLE "registration_groups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_groups" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_groups" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_email_uidx" ON "registrations" USING btree ("product_id",lower("email")) WHERE "registrations"."product_type" = 'masterclass' AND "registrations"."status" <> 'cancelled' AND "registrations"."spam_reason" IS NULL;--> statement-breakpoint
-- Bookings made before confirmation existed had their mails sent already: they count as confirmed.
UPDATE "registration_groups" SET "confirmed_at" = "created_at";--> statement-breakpoint
-- Rows erased before erasure was recorded carry its placeholder address.
UPDATE "registrations" SET "erased_at" = now() WHERE "email" LIKE 'erased+%@invalid';--> statement-breakpoint
UPDATE "registration_groups" SET "erased_at" = now() WHERE "hr_email" LIKE 'erased+%@invalid';

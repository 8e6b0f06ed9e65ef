CREATE TYPE "public"."masterclass_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
ALTER TABLE "masterclasses" ADD COLUMN "status" "masterclass_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "masterclass_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_masterclass_id_masterclasses_id_fk" FOREIGN KEY ("masterclass_id") REFERENCES "public"."masterclasses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "masterclasses_status_date_idx" ON "masterclasses" USING btree ("status","date");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_unique" UNIQUE("registration_id");
ALTER TYPE "public"."admin_role" ADD VALUE 'door';--> statement-breakpoint
CREATE TABLE "ticket_check_ins" (
	"ticket_id" uuid NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" uuid,
	CONSTRAINT "ticket_check_ins_ticket_id_day_pk" PRIMARY KEY("ticket_id","day")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"registration_id" uuid,
	"ntw_registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tickets_token_unique" UNIQUE("token"),
	CONSTRAINT "tickets_one_holder_check" CHECK (("tickets"."registration_id" IS NULL) <> ("tickets"."ntw_registration_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_checked_in_by_admin_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ntw_registration_id_ntw_registrations_id_fk" FOREIGN KEY ("ntw_registration_id") REFERENCES "public"."ntw_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_ins_day_idx" ON "ticket_check_ins" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_registration_uidx" ON "tickets" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_ntw_registration_uidx" ON "tickets" USING btree ("ntw_registration_id");
CREATE TYPE "public"."hrdc_stage" AS ENUM('quotation_sent', 'application_submitted', 'approved', 'delivered', 'claim_filed', 'paid');--> statement-breakpoint
CREATE TABLE "hrdc_stages" (
	"group_id" uuid NOT NULL,
	"stage" "hrdc_stage" NOT NULL,
	"reached_on" date NOT NULL,
	"reference" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	CONSTRAINT "hrdc_stages_group_id_stage_pk" PRIMARY KEY("group_id","stage")
);
--> statement-breakpoint
ALTER TABLE "hrdc_stages" ADD CONSTRAINT "hrdc_stages_group_id_registration_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."registration_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hrdc_stages" ADD CONSTRAINT "hrdc_stages_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hrdc_stages_stage_idx" ON "hrdc_stages" USING btree ("stage");
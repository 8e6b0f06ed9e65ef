CREATE TABLE "course_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"masterclass_id" uuid,
	"rating" integer NOT NULL,
	"takeaway" text,
	"quote_consent" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_feedback_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "course_feedback_rating_check" CHECK ("course_feedback"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "course_feedback_published_check" CHECK ("course_feedback"."published_at" IS NULL OR ("course_feedback"."quote_consent" AND "course_feedback"."takeaway" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "registration_reminders" (
	"registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"course_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_reminders_registration_id_kind_course_date_pk" PRIMARY KEY("registration_id","kind","course_date"),
	CONSTRAINT "registration_reminders_kind_check" CHECK ("registration_reminders"."kind" IN ('7d', '1d', 'feedback'))
);
--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_masterclass_id_masterclasses_id_fk" FOREIGN KEY ("masterclass_id") REFERENCES "public"."masterclasses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_reminders" ADD CONSTRAINT "registration_reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_feedback_masterclass_idx" ON "course_feedback" USING btree ("masterclass_id","created_at");
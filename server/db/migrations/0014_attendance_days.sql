CREATE TABLE "attendance_days" (
	"registration_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" uuid,
	CONSTRAINT "attendance_days_registration_id_day_pk" PRIMARY KEY("registration_id","day")
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_marked_by_admin_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
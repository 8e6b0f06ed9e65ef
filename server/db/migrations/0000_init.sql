CREATE TYPE "public"."certificate_status" AS ENUM('valid', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."masterclass_format" AS ENUM('virtual', 'physical');--> statement-breakpoint
CREATE TYPE "public"."masterclass_type" AS ENUM('masterclass', 'conference');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('individual', 'installment', 'hrdc', 'ntw');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('masterclass', 'book');--> statement-breakpoint
CREATE TYPE "public"."quiz_path" AS ENUM('individual', 'organization');--> statement-breakpoint
CREATE TYPE "public"."readiness_band" AS ENUM('getting_started', 'exploring', 'building_momentum', 'ready_to_lead');--> statement-breakpoint
CREATE TYPE "public"."recipient_role" AS ENUM('visitor', 'team');--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT 'Administrator' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#2563eb' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text,
	"featured_image" text,
	"meta_title" text,
	"meta_description" text,
	"og_image" text,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"reading_time" integer DEFAULT 0 NOT NULL,
	"author_name" text DEFAULT 'AIHQ Team' NOT NULL,
	"author_bio" text,
	"author_image" text,
	"category_id" uuid,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_view_count_check" CHECK ("blog_posts"."view_count" >= 0),
	CONSTRAINT "blog_posts_reading_time_check" CHECK ("blog_posts"."reading_time" >= 0),
	CONSTRAINT "blog_posts_published_at_check" CHECK ("blog_posts"."status" = 'draft' OR "blog_posts"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"key_insights" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_bio" text,
	"price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_slug_unique" UNIQUE("slug"),
	CONSTRAINT "books_price_check" CHECK ("books"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"privacy_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"program" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"status" "certificate_status" DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_id_upper_check" CHECK ("certificates"."id" = upper("certificates"."id")),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."status" = 'revoked') = ("certificates"."revoked_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "custom_training_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"team_size" text NOT NULL,
	"focus_area" text NOT NULL,
	"preferred_dates" text,
	"goals" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"recipient_role" "recipient_role" NOT NULL,
	"to_address" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grant_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organization" text,
	"about_organization" text,
	"grant_id" uuid,
	"grant_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"badge_text" text,
	"badge_color" text,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"brochure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masterclasses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"format" "masterclass_format" DEFAULT 'virtual' NOT NULL,
	"type" "masterclass_type" DEFAULT 'masterclass' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"class_size" integer NOT NULL,
	"hero_img" text,
	"brochure" text,
	"is_hrdc" boolean DEFAULT false NOT NULL,
	"is_ntw" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "masterclasses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "masterclasses_price_check" CHECK ("masterclasses"."price" >= 0),
	CONSTRAINT "masterclasses_class_size_check" CHECK ("masterclasses"."class_size" > 0),
	CONSTRAINT "masterclasses_end_date_check" CHECK ("masterclasses"."end_date" IS NULL OR "masterclasses"."end_date" >= "masterclasses"."date")
);
--> statement-breakpoint
CREATE TABLE "ntw_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"format" text DEFAULT 'Online' NOT NULL,
	"link" text,
	"duration" text DEFAULT '2' NOT NULL,
	"trainer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ntw_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid,
	"program_title" text NOT NULL,
	"program_date" timestamp with time zone,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_phone" text,
	"user_org" text,
	"user_role" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ntw_registrations_status_check" CHECK ("ntw_registrations"."status" IN ('registered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "quiz_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" "quiz_path" NOT NULL,
	"answers" jsonb NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"job_role" text NOT NULL,
	"score" integer NOT NULL,
	"band" "readiness_band" NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"privacy_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_submissions_score_check" CHECK ("quiz_submissions"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"org" text,
	"role" text,
	"payment" "payment_mode" NOT NULL,
	"product_type" "product_type" NOT NULL,
	"product_id" uuid NOT NULL,
	"product_title" text NOT NULL,
	"product_price" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"org" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_inquiries" ADD CONSTRAINT "grant_inquiries_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ntw_registrations" ADD CONSTRAINT "ntw_registrations_program_id_ntw_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ntw_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_idx" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "books_title_idx" ON "books" USING btree ("title");--> statement-breakpoint
CREATE INDEX "callback_requests_created_idx" ON "callback_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_training_requests_created_idx" ON "custom_training_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grant_inquiries_created_idx" ON "grant_inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grants_title_idx" ON "grants" USING btree ("title");--> statement-breakpoint
CREATE INDEX "masterclasses_date_idx" ON "masterclasses" USING btree ("date");--> statement-breakpoint
CREATE INDEX "ntw_programs_date_idx" ON "ntw_programs" USING btree ("date");--> statement-breakpoint
CREATE INDEX "ntw_registrations_program_idx" ON "ntw_registrations" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "ntw_registrations_created_idx" ON "ntw_registrations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_submissions_created_idx" ON "quiz_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "registrations_product_idx" ON "registrations" USING btree ("product_type","product_id");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");
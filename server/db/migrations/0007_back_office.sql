CREATE TYPE "public"."admin_role" AS ENUM('admin', 'editor');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" "lead_status",
	"note" text,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text,
	"subject" text,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" "admin_role" DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ntw_programs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_source_uidx" ON "leads" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
-- updated_at follows every change, however it is made (back office, SQL console, a script),
-- so the sitemap's lastmod and the live page cache can trust it.
CREATE OR REPLACE FUNCTION aihq_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER masterclasses_touch BEFORE UPDATE ON "masterclasses" FOR EACH ROW EXECUTE FUNCTION aihq_touch_updated_at();--> statement-breakpoint
CREATE TRIGGER books_touch BEFORE UPDATE ON "books" FOR EACH ROW EXECUTE FUNCTION aihq_touch_updated_at();--> statement-breakpoint
CREATE TRIGGER grants_touch BEFORE UPDATE ON "grants" FOR EACH ROW EXECUTE FUNCTION aihq_touch_updated_at();--> statement-breakpoint
CREATE TRIGGER ntw_programs_touch BEFORE UPDATE ON "ntw_programs" FOR EACH ROW EXECUTE FUNCTION aihq_touch_updated_at();--> statement-breakpoint
-- The leads inbox's index: each lead table keeps its row in "leads" current. Arguments: the
-- lead kind, then the source columns holding the name, e-mail, organisation and subject
-- ('' for none). Suspected spam (a spam_reason) is flagged, never dropped.
CREATE OR REPLACE FUNCTION aihq_sync_lead() RETURNS trigger AS $$
DECLARE
  lead_kind text := TG_ARGV[0];
  source jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM leads WHERE leads.kind = lead_kind AND leads.source_id = OLD.id;
    RETURN OLD;
  END IF;
  source := to_jsonb(NEW);
  INSERT INTO leads (kind, source_id, name, email, organisation, subject, spam, created_at)
  VALUES (
    lead_kind,
    NEW.id,
    coalesce(source ->> TG_ARGV[1], ''),
    coalesce(source ->> TG_ARGV[2], ''),
    CASE WHEN TG_ARGV[3] = '' THEN NULL ELSE source ->> TG_ARGV[3] END,
    CASE WHEN TG_ARGV[4] = '' THEN NULL ELSE source ->> TG_ARGV[4] END,
    (source ->> 'spam_reason') IS NOT NULL,
    coalesce((source ->> 'created_at')::timestamptz, now())
  )
  ON CONFLICT (kind, source_id) DO UPDATE SET
    name = EXCLUDED.name,
    email = EXCLUDED.email,
    organisation = EXCLUDED.organisation,
    subject = EXCLUDED.subject,
    spam = EXCLUDED.spam,
    updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER callback_requests_lead AFTER INSERT OR UPDATE OR DELETE ON "callback_requests" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('callback', 'full_name', 'email', '', 'message');--> statement-breakpoint
CREATE TRIGGER quiz_submissions_lead AFTER INSERT OR UPDATE OR DELETE ON "quiz_submissions" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('quiz', 'name', 'email', 'organization', 'band');--> statement-breakpoint
CREATE TRIGGER registrations_lead AFTER INSERT OR UPDATE OR DELETE ON "registrations" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('registration', 'name', 'email', 'org', 'product_title');--> statement-breakpoint
CREATE TRIGGER registration_groups_lead AFTER INSERT OR UPDATE OR DELETE ON "registration_groups" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('registration_group', 'hr_name', 'hr_email', 'company_name', 'masterclass_title');--> statement-breakpoint
CREATE TRIGGER ntw_registrations_lead AFTER INSERT OR UPDATE OR DELETE ON "ntw_registrations" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('ntw', 'user_name', 'user_email', 'user_org', 'program_title');--> statement-breakpoint
CREATE TRIGGER grant_inquiries_lead AFTER INSERT OR UPDATE OR DELETE ON "grant_inquiries" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('grant_inquiry', 'name', 'email', 'organization', 'grant_title');--> statement-breakpoint
CREATE TRIGGER custom_training_requests_lead AFTER INSERT OR UPDATE OR DELETE ON "custom_training_requests" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('custom_training', 'contact_name', 'email', 'org_name', 'focus_area');--> statement-breakpoint
CREATE TRIGGER visitors_lead AFTER INSERT OR UPDATE OR DELETE ON "visitors" FOR EACH ROW EXECUTE FUNCTION aihq_sync_lead('visitor', 'name', 'email', 'org', '');--> statement-breakpoint
-- The leads stored before this migration (an UPDATE that changes nothing fires each trigger once).
UPDATE "callback_requests" SET id = id;--> statement-breakpoint
UPDATE "quiz_submissions" SET id = id;--> statement-breakpoint
UPDATE "registrations" SET id = id;--> statement-breakpoint
UPDATE "registration_groups" SET id = id;--> statement-breakpoint
UPDATE "ntw_registrations" SET id = id;--> statement-breakpoint
UPDATE "grant_inquiries" SET id = id;--> statement-breakpoint
UPDATE "custom_training_requests" SET id = id;--> statement-breakpoint
UPDATE "visitors" SET id = id;

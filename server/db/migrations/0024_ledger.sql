CREATE TYPE "public"."ledger_entry_kind" AS ENUM('payment', 'refund', 'credit', 'carried_in', 'carried_out');--> statement-breakpoint
CREATE TABLE "invoice_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"source" text NOT NULL,
	"method" text,
	"reference" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_ledger_source_unique" UNIQUE("source"),
	CONSTRAINT "invoice_ledger_amount_check" CHECK ("invoice_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"summary" text NOT NULL,
	"difference_sen" integer,
	"invoice_id" uuid,
	"registration_id" uuid,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "money_alerts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "invoices_registration_uidx";--> statement-breakpoint
DROP INDEX "invoices_group_uidx";--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_ledger" ADD CONSTRAINT "invoice_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_alerts" ADD CONSTRAINT "money_alerts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_alerts" ADD CONSTRAINT "money_alerts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_ledger_invoice_idx" ON "invoice_ledger" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "money_alerts_open_idx" ON "money_alerts" USING btree ("created_at") WHERE "money_alerts"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_registration_uidx" ON "invoices" USING btree ("registration_id") WHERE "invoices"."kind" = 'invoice' AND "invoices"."group_id" IS NULL AND "invoices"."status" <> 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_uidx" ON "invoices" USING btree ("group_id") WHERE "invoices"."kind" = 'invoice' AND "invoices"."status" <> 'credited';--> statement-breakpoint
-- The ledger of the invoices issued before it: the team's and Stripe's payments, Stripe's refunds and the credit notes.
INSERT INTO "invoice_ledger" ("invoice_id", "kind", "amount", "source", "method", "reference", "occurred_at")
SELECT i."id", 'payment', p."amount", 'payment:' || p."id", p."method"::text, p."reference", p."created_at"
FROM "registration_payments" p
JOIN "registrations" r ON r."id" = p."registration_id"
JOIN "invoices" i ON i."kind" = 'invoice' AND (
  (r."group_id" IS NOT NULL AND i."group_id" = r."group_id") OR
  (r."group_id" IS NULL AND i."group_id" IS NULL AND i."registration_id" = r."id"))
WHERE p."voided_at" IS NULL AND p."amount" > 0
ON CONFLICT ("source") DO NOTHING;--> statement-breakpoint
INSERT INTO "invoice_ledger" ("invoice_id", "kind", "amount", "source", "method", "reference", "occurred_at")
SELECT i."id", 'refund', op."amount_refunded", 'stripe-refund:' || op."id" || ':' || round(op."amount_refunded" * 100)::bigint, 'stripe', op."payment_intent_id", op."updated_at"
FROM "online_payments" op
JOIN "registrations" r ON r."id" = op."registration_id"
JOIN "invoices" i ON i."kind" = 'invoice' AND i."group_id" IS NULL AND i."registration_id" = r."id"
WHERE op."amount_refunded" > 0
ON CONFLICT ("source") DO NOTHING;--> statement-breakpoint
INSERT INTO "invoice_ledger" ("invoice_id", "kind", "amount", "source", "method", "reference", "occurred_at")
SELECT n."credited_invoice_id", 'credit', -n."total", 'credit-note:' || n."id", NULL, n."number", n."issued_at"
FROM "invoices" n
WHERE n."kind" = 'credit_note' AND n."status" <> 'void' AND n."total" < 0
ON CONFLICT ("source") DO NOTHING;

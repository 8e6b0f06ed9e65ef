CREATE TYPE "public"."book_format" AS ENUM('paperback', 'ebook');--> statement-breakpoint
CREATE TABLE "book_order_deliveries" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"format" "book_format" NOT NULL,
	"recipient_name" text,
	"address_line1" text,
	"address_line2" text,
	"postcode" text,
	"city" text,
	"state" text,
	"phone" text,
	"courier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "book_order_deliveries_ebook_check" CHECK ("book_order_deliveries"."format" = 'paperback' OR "book_order_deliveries"."shipped_at" IS NULL),
	CONSTRAINT "book_order_deliveries_shipped_check" CHECK (("book_order_deliveries"."shipped_at" IS NULL) = ("book_order_deliveries"."tracking_number" IS NULL) AND ("book_order_deliveries"."delivered_at" IS NULL OR "book_order_deliveries"."shipped_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "format" "book_format" DEFAULT 'paperback' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_order_deliveries" ADD CONSTRAINT "book_order_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_order_deliveries_shipping_idx" ON "book_order_deliveries" USING btree ("shipped_at","delivered_at");--> statement-breakpoint
-- data: every book order placed before formats existed is the paperback its book now defaults
-- to, without an address (none was asked); the team asks the buyer before shipping it.
INSERT INTO "book_order_deliveries" ("registration_id", "format")
SELECT "id", 'paperback' FROM "registrations" WHERE "product_type" = 'book'
ON CONFLICT DO NOTHING;

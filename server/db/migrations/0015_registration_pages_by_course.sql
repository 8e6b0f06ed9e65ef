-- Page cache (issue 24 §6): a registration changes the seats shown on its own
-- course's page only, so the registrations trigger now names the course (its
-- type, id and slug: catalogue facts, nothing personal) and each instance
-- drops that page alone. A row held as spam holds no seat, before and after
-- the change, and is not announced at all; "Not spam" clears spam_reason,
-- which changes the seats and is announced. A book order names its book,
-- whose page shows no seats. Blog posts and categories keep aihq_pages_notify.
CREATE OR REPLACE FUNCTION "aihq_registration_pages_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  announced boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.spam_reason IS NULL THEN
    PERFORM pg_notify('aihq_pages', json_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'productType', OLD.product_type,
      'productId', OLD.product_id,
      'slug', (SELECT slug FROM masterclasses WHERE id = OLD.product_id)
    )::text);
    announced := true;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.spam_reason IS NULL
     AND NOT (announced AND NEW.product_type = OLD.product_type AND NEW.product_id = OLD.product_id) THEN
    PERFORM pg_notify('aihq_pages', json_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'productType', NEW.product_type,
      'productId', NEW.product_id,
      'slug', (SELECT slug FROM masterclasses WHERE id = NEW.product_id)
    )::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "registrations_pages_notify" ON "registrations";--> statement-breakpoint
CREATE TRIGGER "registrations_pages_notify" AFTER INSERT OR UPDATE OR DELETE ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION "aihq_registration_pages_notify"();

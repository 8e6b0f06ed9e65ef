-- Live updates: every change to the catalogue is announced on the channel
-- aihq_catalogue at commit, to every listening server instance. The payload
-- names the row only ({table, op, id, slug}); a NOTIFY payload is capped at
-- 8000 bytes, and an over-long one would fail the write itself, so the slug
-- is cut short rather than trusted to be small.
CREATE OR REPLACE FUNCTION "aihq_catalogue_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    item := to_jsonb(OLD);
  ELSE
    item := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify('aihq_catalogue', json_build_object(
    'table', TG_TABLE_NAME,
    'op', lower(TG_OP),
    'id', item->>'id',
    'slug', left(item->>'slug', 300)
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "masterclasses_notify" AFTER INSERT OR UPDATE OR DELETE ON "masterclasses"
  FOR EACH ROW EXECUTE FUNCTION "aihq_catalogue_notify"();--> statement-breakpoint
CREATE TRIGGER "books_notify" AFTER INSERT OR UPDATE OR DELETE ON "books"
  FOR EACH ROW EXECUTE FUNCTION "aihq_catalogue_notify"();--> statement-breakpoint
CREATE TRIGGER "grants_notify" AFTER INSERT OR UPDATE OR DELETE ON "grants"
  FOR EACH ROW EXECUTE FUNCTION "aihq_catalogue_notify"();--> statement-breakpoint
CREATE TRIGGER "ntw_programs_notify" AFTER INSERT OR UPDATE OR DELETE ON "ntw_programs"
  FOR EACH ROW EXECUTE FUNCTION "aihq_catalogue_notify"();

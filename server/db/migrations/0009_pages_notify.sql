-- Page cache: the public pages also show blog posts, their categories and
-- seat counts (from registrations). Each change to those is announced on
-- the channel aihq_pages at commit, to every listening server instance, so
-- that cached pages are dropped everywhere. The payload names the table and
-- the operation only: nothing personal leaves the row. A view count going
-- up is not content: it would otherwise empty the cache on every read.
CREATE OR REPLACE FUNCTION "aihq_pages_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'blog_posts'
     AND (to_jsonb(OLD) - 'view_count') = (to_jsonb(NEW) - 'view_count') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('aihq_pages', json_build_object(
    'table', TG_TABLE_NAME,
    'op', lower(TG_OP)
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_pages_notify" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "aihq_pages_notify"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_pages_notify" AFTER INSERT OR UPDATE OR DELETE ON "blog_categories"
  FOR EACH ROW EXECUTE FUNCTION "aihq_pages_notify"();--> statement-breakpoint
CREATE TRIGGER "registrations_pages_notify" AFTER INSERT OR UPDATE OR DELETE ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION "aihq_pages_notify"();

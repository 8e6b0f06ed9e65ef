CREATE TABLE "course_join_links" (
	"masterclass_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterclasses" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "masterclasses" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_join_links" ADD CONSTRAINT "course_join_links_masterclass_id_masterclasses_id_fk" FOREIGN KEY ("masterclass_id") REFERENCES "public"."masterclasses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- data: the free-text copies of a course's date, time and format leave its content
-- (docs/decisions/0035-course-changes-reach-people.md). The date text was a copy of the
-- dates and is dropped. A time that reads as a range ("9:00 AM - 5:00 PM", the default
-- when there was no logistics block) becomes the clock of the start and of the end (on
-- the last day, or the first for a one-day course); any other time text except "To be
-- announced" is kept in the requirements. "In person at X" / "Virtual (X)" give the venue
-- X; any other format text that is not a default label becomes the venue as written.
-- Malaysia has kept UTC+8 since 1982, so wall-clock arithmetic uses a fixed 8 hours.
WITH parsed AS (
  SELECT
    id,
    CASE
      WHEN content ? 'logistics' THEN content -> 'logistics' ->> 'time'
      ELSE '9:00 AM - 5:00 PM'
    END AS time_text,
    content -> 'logistics' ->> 'format' AS format_text,
    nullif(btrim(content -> 'logistics' ->> 'requirements'), '') AS requirements
  FROM masterclasses
), ranged AS (
  SELECT
    parsed.*,
    regexp_match(
      coalesce(time_text, ''),
      '^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*[-–—]\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$'
    ) AS m
  FROM parsed
), minutes AS (
  SELECT
    ranged.*,
    CASE WHEN m IS NOT NULL AND m[1]::int BETWEEN 1 AND 12 AND m[2]::int < 60
      THEN ((m[1]::int % 12) + CASE WHEN upper(m[3]) = 'PM' THEN 12 ELSE 0 END) * 60 + m[2]::int
    END AS from_min,
    CASE WHEN m IS NOT NULL AND m[4]::int BETWEEN 1 AND 12 AND m[5]::int < 60
      THEN ((m[4]::int % 12) + CASE WHEN upper(m[6]) = 'PM' THEN 12 ELSE 0 END) * 60 + m[5]::int
    END AS to_min
  FROM ranged
), decided AS (
  SELECT
    minutes.*,
    (from_min IS NOT NULL AND to_min IS NOT NULL AND to_min > from_min) AS timed,
    CASE
      WHEN from_min IS NOT NULL AND to_min IS NOT NULL AND to_min > from_min THEN NULL
      WHEN btrim(coalesce(time_text, '')) = '' THEN NULL
      WHEN lower(btrim(time_text)) = 'to be announced' THEN NULL
      ELSE 'Time: ' || btrim(time_text)
    END AS time_note
  FROM minutes
)
UPDATE masterclasses AS c SET
  date = CASE WHEN d.timed
    THEN (date_trunc('day', (c.date AT TIME ZONE 'UTC') + interval '8 hours')
      + make_interval(mins => d.from_min) - interval '8 hours') AT TIME ZONE 'UTC'
    ELSE c.date END,
  end_date = CASE WHEN d.timed
    THEN (date_trunc('day', (coalesce(c.end_date, c.date) AT TIME ZONE 'UTC') + interval '8 hours')
      + make_interval(mins => d.to_min) - interval '8 hours') AT TIME ZONE 'UTC'
    ELSE c.end_date END,
  venue = CASE
    WHEN c.format = 'physical' AND d.format_text ~ '^\s*In person at \S'
      THEN btrim(regexp_replace(d.format_text, '^\s*In person at ', ''))
    WHEN c.format = 'virtual' AND d.format_text ~ '^\s*Virtual \(.+\)\s*$'
      THEN btrim((regexp_match(d.format_text, '^\s*Virtual \((.+)\)\s*$'))[1])
    WHEN btrim(coalesce(d.format_text, '')) IN ('', 'Virtual', 'Physical', 'Physical (Kuala Lumpur)')
      THEN c.venue
    ELSE btrim(d.format_text)
  END,
  content = CASE
    WHEN NOT (c.content ? 'logistics') THEN c.content
    WHEN concat_ws(' ', d.requirements, d.time_note) = '' THEN c.content - 'logistics'
    ELSE (c.content - 'logistics') || jsonb_build_object(
      'logistics', jsonb_build_object('requirements', concat_ws(' ', d.requirements, d.time_note))
    )
  END
FROM decided AS d
WHERE d.id = c.id;

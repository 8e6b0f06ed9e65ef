import { and, eq } from "drizzle-orm";
import express, { type Router } from "express";
import { buildIcs } from "#common/ics.server";
import { masterclassCalendarEvent, type MasterclassEventFacts } from "#common/masterclass-event";
import { isValidSlug } from "#common/slug";
import { masterclasses } from "#server/db/schema";
import { getConfig, getDb } from "#server/runtime";

/** Longer than any slug we make (as the catalogue's lookup). */
const MAX_SLUG_LENGTH = 200;
const ICS_FILE = /^(.+)\.ics$/;

/** The stored calendar facts of one masterclass, or null. */
export async function findMasterclassEvent(slug: string): Promise<MasterclassEventFacts | null> {
  const rows = await getDb()
    .select({
      slug: masterclasses.slug,
      title: masterclasses.title,
      subtitle: masterclasses.subtitle,
      format: masterclasses.format,
      venue: masterclasses.venue,
      calendarSequence: masterclasses.calendarSequence,
      date: masterclasses.date,
      endDate: masterclasses.endDate,
      updatedAt: masterclasses.updatedAt,
      content: masterclasses.content,
    })
    .from(masterclasses)
    .where(and(eq(masterclasses.slug, slug), eq(masterclasses.status, "published")))
    .limit(1);
  return rows[0] ?? null;
}

export interface MasterclassIcsOptions {
  find?: (slug: string) => Promise<MasterclassEventFacts | null>;
  /** PUBLIC_URL when set, else the request's own origin. */
  origin?: (req: express.Request) => string;
}

/**
 * `GET /shop/masterclasses/{slug}.ics`: "Add to calendar" as an RFC 5545
 * file. It lives here rather than in React Router, whose path segments
 * cannot hold a parameter and a suffix together. An unknown slug falls
 * through to React Router, which answers the page's own 404
 * ('Masterclass Not Found').
 */
export function masterclassIcs(options: MasterclassIcsOptions = {}): Router {
  const find = options.find ?? findMasterclassEvent;
  const origin =
    options.origin ??
    ((req: express.Request) => getConfig().publicUrl ?? `${req.protocol}://${req.get("host")}`);
  const router = express.Router();
  router.get("/shop/masterclasses/:file", async (req, res, next) => {
    const slug = ICS_FILE.exec(req.params.file)?.[1];
    if (!slug) return next();
    try {
      const facts = slug.length <= MAX_SLUG_LENGTH && isValidSlug(slug) ? await find(slug) : null;
      if (!facts) return next();
      const body = buildIcs(masterclassCalendarEvent(facts, origin(req)));
      res
        .status(200)
        .set({
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${facts.slug}.ics"`,
          // Dates can change; a calendar app re-fetching gets the current ones.
          "Cache-Control": "no-cache",
        })
        .send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

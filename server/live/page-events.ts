import { z } from "zod";

/**
 * A registration's announcement on the pages channel (migration
 * 0015_registration_pages_by_course.sql), or a course's testimonials changing
 * (app/features/feedback): its product, and the course's slug when the
 * product is a course. Checked: anyone with a database session may NOTIFY on
 * the channel.
 */
const registrationEventSchema = z.object({
  table: z.enum(["registrations", "course_feedback"]),
  op: z.enum(["insert", "update", "delete"]),
  productType: z.enum(["masterclass", "book"]),
  productId: z.string().max(64),
  slug: z.string().max(300).nullable(),
});

/** What a change announced on the pages channel drops from the page cache. */
export type PagesToDrop =
  { kind: "all" } | { kind: "none" } | { kind: "pages"; matches: (pathname: string) => boolean };

/**
 * The public pages a change shows on. A registration changes the seats on
 * its course's page (`/shop/masterclasses/<slug>`) and nowhere else: the
 * listings, calendar and home page show no seat counts, and a book's page
 * shows no orders. Anything else on the channel (a blog post, a category, a
 * payload this code does not know, a course gone before its slug was read)
 * empties the whole cache, as before: dropping too much costs a render,
 * dropping too little shows stale content.
 */
export function pagesToDrop(payload: string): PagesToDrop {
  let event: z.infer<typeof registrationEventSchema>;
  try {
    const parsed = registrationEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return { kind: "all" };
    event = parsed.data;
  } catch {
    return { kind: "all" };
  }
  if (event.productType === "book") return { kind: "none" };
  if (event.slug === null) return { kind: "all" };
  const coursePage = `/shop/masterclasses/${event.slug}`;
  return { kind: "pages", matches: (pathname) => pathname === coursePage };
}

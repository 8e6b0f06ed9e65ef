import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { masterclasses } from "#server/db/schema";
import { priceLabel } from "#server/email/templates/format";
import type { ProgramRecommendation } from "#server/email/templates/types";
import type { QuizPath } from "#app/content/quiz-questions";
import { formatDateRange } from "#common/dates";
import type { ReadinessBand } from "./scoring";

type Masterclass = typeof masterclasses.$inferSelect;

/**
 * How many programs the quiz result mail suggests: two or three
 * (docs/decisions/0005-quiz-content-and-scoring.md).
 */
const MAX_RECOMMENDATIONS = 3;

/**
 * Picks upcoming programs for a quiz result at send time, so the mail never
 * suggests an event that has passed or been removed since the quiz. The
 * catalogue has no skill levels, so the choice leans on what it does say:
 * organisations see HRDC-claimable programs and conferences first, people
 * early in their journey see single-day masterclasses first; otherwise the
 * soonest programs win. An empty catalogue gives an empty list, and the mail
 * points to the catalogue and custom training instead.
 */
export async function recommendPrograms(
  db: Db,
  quiz: { path: QuizPath; result?: { band: ReadinessBand } },
  siteUrl: string,
  now: Date = new Date(),
): Promise<ProgramRecommendation[]> {
  const upcoming = await db
    .select()
    .from(masterclasses)
    .where(and(gt(masterclasses.date, now), eq(masterclasses.status, "published")))
    .orderBy(asc(masterclasses.date))
    .limit(12);
  const band = quiz.result?.band;
  const early = band === "getting_started" || band === "exploring";
  const weight = (m: Masterclass) => {
    if (quiz.path === "organization")
      return (m.isHrdc ? 2 : 0) + (m.type === "conference" && !early ? 1 : 0);
    return (m.type === "masterclass" ? 1 : 0) + (early && !m.endDate ? 1 : 0);
  };
  return (
    upcoming
      .map((m, index) => ({ m, index }))
      // Stable: equal weights keep the date order.
      .sort((a, b) => weight(b.m) - weight(a.m) || a.index - b.index)
      .slice(0, MAX_RECOMMENDATIONS)
      .sort((a, b) => a.index - b.index)
      .map(({ m }) => ({
        title: m.title,
        url: `${siteUrl}/shop/masterclasses/${encodeURIComponent(m.slug)}`,
        dateLabel: formatDateRange(m.date, m.endDate),
        formatLabel: m.format === "physical" ? "Kuala Lumpur" : "Virtual",
        priceLabel: priceLabel(m.price) ?? "",
      }))
  );
}

import { calendarDateKey } from "#common/dates";
import { formatMYR } from "#common/money";

/**
 * A course's cancellation rule: a full refund until `fullDays` Malaysian calendar days before
 * its first day, `partPercent` of the payment until `partDays` before, then nothing
 * (docs/decisions/0052-cancellation-rule.md). Pure, so the cancel page, the back office's
 * default and the refund itself share one arithmetic.
 */
export interface CancellationRule {
  fullDays: number;
  partDays: number;
  partPercent: number;
}

export const DEFAULT_CANCELLATION_RULE: CancellationRule = {
  fullDays: 14,
  partDays: 7,
  partPercent: 50,
};

/** The longest notice a rule may ask (a year), so a typo cannot make every refund nil. */
export const CANCELLATION_MAX_DAYS = 365;

/** A course row's rule, read from its columns. */
export function ruleOf(course: {
  cancelFullDays: number;
  cancelPartDays: number;
  cancelPartPercent: number;
}): CancellationRule {
  return {
    fullDays: course.cancelFullDays,
    partDays: course.cancelPartDays,
    partPercent: course.cancelPartPercent,
  };
}

export interface RefundDue {
  /** What goes back, in sen (never more than was paid). */
  sen: number;
  stage: "full" | "part" | "none";
  /** Malaysian calendar days from today to the course's first day (0 on the day itself). */
  daysBefore: number;
  /** Why, in one sentence the customer and the team both read. */
  sentence: string;
}

const DAY_MS = 86_400_000;

/** Calendar days between two Malaysian days, by their keys (UTC has no summer time). */
function daysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.parse(`${calendarDateKey(d)}T00:00:00Z`) / DAY_MS;
  return day(to) - day(from);
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * What a cancellation made at `now` gives back of `paidSen` under `rule`. "Until N days
 * before" includes the Nth day: with 14, cancelling on the 14th day before the start is still
 * a full refund, on the 13th it is the share. A share is rounded to the nearest sen.
 */
export function refundDue(
  rule: CancellationRule,
  paidSen: number,
  courseStart: Date,
  now: Date,
): RefundDue {
  const daysBefore = Math.max(0, daysBetween(now, courseStart));
  const paid = Math.max(0, Math.trunc(paidSen));
  const when =
    daysBefore === 0
      ? "on the day the course starts"
      : `${days(daysBefore)} before the course starts`;
  if (daysBefore >= rule.fullDays) {
    return {
      sen: paid,
      stage: "full",
      daysBefore,
      sentence: `Cancelling ${when} gives a full refund (${days(rule.fullDays)} or more before).`,
    };
  }
  if (daysBefore >= rule.partDays && rule.partPercent > 0) {
    return {
      sen: Math.min(paid, Math.round((paid * rule.partPercent) / 100)),
      stage: "part",
      daysBefore,
      sentence: `Cancelling ${when} gives back ${rule.partPercent}% of the payment (less than ${days(rule.fullDays)} before, ${days(rule.partDays)} or more).`,
    };
  }
  return {
    sen: 0,
    stage: "none",
    daysBefore,
    sentence: `Cancelling ${when} gives no refund (less than ${days(rule.partDays > 0 && rule.partPercent > 0 ? rule.partDays : rule.fullDays)} before).`,
  };
}

/** The rule in one line, as the course form and the cancel page state it. */
export function ruleSummary(rule: CancellationRule): string {
  const full = `Full refund until ${days(rule.fullDays)} before the start`;
  if (rule.partPercent > 0 && rule.partDays < rule.fullDays)
    return `${full}, ${rule.partPercent}% until ${days(rule.partDays)} before, then none.`;
  return `${full}, then none.`;
}

/** "RM 949.50" from sen. */
export function senLabel(sen: number): string {
  return formatMYR((sen / 100).toFixed(2));
}

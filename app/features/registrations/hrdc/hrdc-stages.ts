import { addDays, weekdayOf } from "#common/dates";
import { HRDC_STAGES, isHrdcStage, type HrdcStage } from "#common/hrdc-stages";

export { HRDC_STAGES, isHrdcStage, type HrdcStage } from "#common/hrdc-stages";

/** What the team reads for a stage once it is reached. */
export const HRDC_STAGE_LABELS: Record<HrdcStage, string> = {
  quotation_sent: "Quotation sent",
  application_submitted: "Grant application submitted",
  approved: "Grant approved",
  delivered: "Course delivered",
  claim_filed: "Claim filed",
  paid: "Paid by HRD Corp",
};

/** Where a group waits before each stage: the pipeline's columns. */
export const HRDC_WAITING_LABELS: Record<HrdcStage, string> = {
  quotation_sent: "Quotation to send",
  application_submitted: "Employer to apply",
  approved: "Awaiting approval",
  delivered: "Course to deliver",
  claim_filed: "Claim to file",
  paid: "Awaiting payment",
};

/** The outside reference a stage carries, if any: its label and whether it is required. */
export const HRDC_STAGE_REFERENCE: Partial<
  Record<HrdcStage, { label: string; required: boolean }>
> = {
  application_submitted: { label: "HRD Corp application number", required: true },
  approved: { label: "Grant approval number", required: false },
  claim_filed: { label: "Claim number", required: false },
  paid: { label: "Payment reference", required: false },
};

/** The longest a reference may be (HRD Corp's numbers are far shorter). */
export const HRDC_REFERENCE_MAX = 60;

/**
 * How long each step may take before the list calls it overdue. The confirmation mail
 * promises the quotation within one working day; the employer should apply a week before
 * the course so that HRD Corp can approve it in time; approval must be in before the course
 * starts; the team files the claim within 30 days of the last day, and chases HRD Corp
 * 30 days after filing.
 */
export const HRDC_DEADLINES = {
  quotationWorkingDays: 1,
  applyDaysBeforeStart: 7,
  claimDaysAfterEnd: 30,
  paymentDaysAfterClaim: 30,
} as const;

export interface HrdcReached {
  stage: HrdcStage;
  /** "YYYY-MM-DD", a Malaysian calendar day. */
  reachedOn: string;
}

export interface HrdcTimeline {
  /** Malaysian calendar day the booking was confirmed (or made, if the team confirmed it). */
  bookedOn: string;
  /** The course's first and last day, when it still exists. */
  courseStart: string | null;
  courseEnd: string | null;
  reached: readonly HrdcReached[];
}

export interface HrdcStanding {
  /** The latest stage reached, or null before the quotation is sent. */
  current: HrdcStage | null;
  /** The stage the group waits for, or null once HRD Corp has paid. */
  next: HrdcStage | null;
  /** The day the next stage is due, if there is a rule for it. */
  dueOn: string | null;
  overdue: boolean;
}

/** The stage after this one, or the first one; null after the last. */
export function nextStage(current: HrdcStage | null): HrdcStage | null {
  if (current === null) return HRDC_STAGES[0];
  return HRDC_STAGES[HRDC_STAGES.indexOf(current) + 1] ?? null;
}

/** Saturday and Sunday are not working days (federal territories; public holidays are not known here). */
function addWorkingDays(day: string, n: number): string {
  let key = day;
  let left = n;
  while (left > 0) {
    key = addDays(key, 1);
    const weekday = weekdayOf(key);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return key;
}

function reachedOn(timeline: HrdcTimeline, stage: HrdcStage): string | null {
  return timeline.reached.find((r) => r.stage === stage)?.reachedOn ?? null;
}

/** When the given stage is due, from the timeline's dates; null where no rule or date applies. */
export function dueOn(stage: HrdcStage, timeline: HrdcTimeline): string | null {
  const { courseStart, courseEnd } = timeline;
  switch (stage) {
    case "quotation_sent":
      return addWorkingDays(timeline.bookedOn, HRDC_DEADLINES.quotationWorkingDays);
    case "application_submitted":
      return courseStart ? addDays(courseStart, -HRDC_DEADLINES.applyDaysBeforeStart) : null;
    case "approved":
      return courseStart;
    case "delivered":
      return courseEnd ?? courseStart;
    case "claim_filed": {
      const last = courseEnd ?? courseStart;
      return last ? addDays(last, HRDC_DEADLINES.claimDaysAfterEnd) : null;
    }
    case "paid": {
      const filed = reachedOn(timeline, "claim_filed");
      return filed ? addDays(filed, HRDC_DEADLINES.paymentDaysAfterClaim) : null;
    }
  }
}

/** The furthest stage among those reached, in the stages' order (not the order recorded). */
export function latestStage(reached: readonly { stage: HrdcStage }[]): HrdcStage | null {
  let latest: HrdcStage | null = null;
  for (const stage of HRDC_STAGES) {
    if (reached.some((r) => r.stage === stage)) latest = stage;
  }
  return latest;
}

/** Where a group stands on `today` ("YYYY-MM-DD", Malaysia): its stage, the next and whether it is late. */
export function hrdcStanding(timeline: HrdcTimeline, today: string): HrdcStanding {
  const current = latestStage(timeline.reached);
  const next = nextStage(current);
  const due = next ? dueOn(next, timeline) : null;
  // "Delivered" is due on the last day itself: only late from the day after.
  return { current, next, dueOn: due, overdue: due !== null && today > due };
}

/**
 * What the pipeline list shows: every open group, the overdue ones, those waiting for one
 * stage (`?view=approved`: waiting for approval), or the closed ones (HRD Corp has paid).
 */
export type HrdcView = "open" | "overdue" | "closed" | HrdcStage;

export function parseHrdcView(value: string | null): HrdcView {
  if (value === "overdue" || value === "closed") return value;
  return isHrdcStage(value) ? value : "open";
}

export function inHrdcView(standing: HrdcStanding, view: HrdcView): boolean {
  if (view === "closed") return standing.current === "paid";
  if (standing.current === "paid") return false;
  if (view === "open") return true;
  if (view === "overdue") return standing.overdue;
  return standing.next === view;
}

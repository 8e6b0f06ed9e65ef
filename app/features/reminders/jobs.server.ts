import type { PeriodicJob } from "#server/jobs/periodic";
import { sendDueFeedbackRequests } from "#app/features/feedback/feedback-requests.server";
import { sendDueReminders } from "./reminders.server";

/** Every five minutes: a moment is at most that late, and a run with nothing due is two queries. */
export const reminderJobs: PeriodicJob[] = [
  {
    name: "course reminders and feedback requests",
    everyMs: 5 * 60_000,
    // After a restart (a deploy), what fell due meanwhile goes out at once.
    firstRunAfterMs: 10_000,
    run: async () => ({
      reminders: await sendDueReminders(),
      feedback: await sendDueFeedbackRequests(),
    }),
  },
];

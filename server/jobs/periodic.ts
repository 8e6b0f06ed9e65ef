import { logger } from "#server/logger";

/**
 * Work the app needs done now and then, whether or not anyone visits: the
 * app's modules define it (the server never imports app/features), the
 * server build's entry exports the list as `periodicJobs`, boot() runs it.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** The first run's delay after start, when it should not wait a whole `everyMs` (catching up). */
  firstRunAfterMs?: number;
  run(): Promise<unknown>;
}

function isPeriodicJob(value: unknown): value is PeriodicJob {
  return (
    !!value &&
    typeof value === "object" &&
    "name" in value &&
    typeof value.name === "string" &&
    "everyMs" in value &&
    typeof value.everyMs === "number" &&
    value.everyMs >= 1000 &&
    "run" in value &&
    typeof value.run === "function"
  );
}

export function periodicJobsOfEntry(entryModule: object): PeriodicJob[] {
  const list: unknown = "periodicJobs" in entryModule ? entryModule.periodicJobs : [];
  if (!Array.isArray(list) || !list.every(isPeriodicJob)) {
    throw new Error("The server build's entry module exports a malformed periodicJobs list");
  }
  return list;
}

const timers = new Set<ReturnType<typeof setTimeout>>();
let running: Promise<unknown>[] = [];
let stopped = false;

/**
 * Runs each job every `everyMs` (never two runs of one job at once); a
 * failed run is logged and the next one comes as planned. Timers do not keep
 * the process alive.
 */
export function startPeriodicJobs(jobs: readonly PeriodicJob[]): void {
  stopped = false;
  for (const job of jobs) {
    let delay = job.firstRunAfterMs ?? job.everyMs;
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = job
          .run()
          .catch((error: unknown) =>
            logger.error({ err: error, job: job.name }, "Periodic job failed"),
          )
          .finally(() => {
            running = running.filter((r) => r !== run);
            schedule();
          });
        running.push(run);
      }, delay);
      delay = job.everyMs;
      timer.unref();
      timers.add(timer);
    };
    schedule();
  }
}

/** Stops scheduling and waits for runs in progress (before the database closes). */
export async function stopPeriodicJobs(): Promise<void> {
  stopped = true;
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  await Promise.allSettled(running);
}

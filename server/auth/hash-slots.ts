/**
 * A bounded queue for CPU-heavy work (scrypt), on p-queue. Without it a
 * burst of sign-ins runs every hash at once: the libuv pool (and the cores
 * behind it) stay busy for seconds and every other request waits. With it,
 * at most `slots` hashes run, at most `maxQueue` wait, and nobody waits
 * longer than `maxWaitMs`: the rest are refused at once, which the sign-in
 * answers as 429. p-queue runs and orders the work; the two refusals (queue
 * full, wait over) are ours, since p-queue has no queue bound.
 */
import PQueue from "p-queue";

export class SlotsBusyError extends Error {
  constructor() {
    super("Too many password checks at once");
    this.name = "SlotsBusyError";
  }
}

export interface SlotsOptions {
  /** How many may run at once. */
  slots: number;
  /** How many may wait for a slot; the next one is refused at once. */
  maxQueue: number;
  /** The longest a waiter waits before it is refused. */
  maxWaitMs: number;
}

export class Slots {
  private readonly queue: PQueue;

  constructor(readonly options: SlotsOptions) {
    if (!Number.isInteger(options.slots) || options.slots < 1)
      throw new RangeError("slots must be ≥ 1");
    if (!Number.isInteger(options.maxQueue) || options.maxQueue < 0)
      throw new RangeError("maxQueue must be ≥ 0");
    this.queue = new PQueue({ concurrency: options.slots });
  }

  /** How many run now, and how many wait. */
  get usage(): { active: number; waiting: number } {
    return { active: this.queue.pending, waiting: this.queue.size };
  }

  /**
   * Runs `task` in a slot. `bounded: false` waits as long as it takes and
   * ignores the queue bound: for rare work that must not fail (setting a
   * password), still never running beside more than `slots` others.
   */
  async run<T>(task: () => Promise<T>, { bounded = true }: { bounded?: boolean } = {}): Promise<T> {
    if (!bounded) return this.queue.add(task);
    const { pending, size } = this.queue;
    const mustWait = pending >= this.options.slots || size > 0;
    if (mustWait && size >= this.options.maxQueue) throw new SlotsBusyError();
    // Aborting takes a waiter out of the queue. The timer is cleared the
    // moment the task starts: p-queue would also reject a running task on
    // abort, freeing its slot while the hash still runs.
    const wait = new AbortController();
    const timer = setTimeout(() => wait.abort(new SlotsBusyError()), this.options.maxWaitMs);
    try {
      return await this.queue.add(
        () => {
          clearTimeout(timer);
          return task();
        },
        { signal: wait.signal },
      );
    } finally {
      clearTimeout(timer);
    }
  }
}

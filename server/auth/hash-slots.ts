/**
 * A counting semaphore with a bounded queue, for CPU-heavy work (scrypt).
 * Without it a burst of sign-ins runs every hash at once: the libuv pool
 * (and the cores behind it) stay busy for seconds and every other request
 * waits. With it, at most `slots` hashes run, at most `maxQueue` wait, and
 * nobody waits longer than `maxWaitMs`: the rest are refused at once, which
 * the sign-in answers as 429.
 */
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

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout | undefined;
}

export class Slots {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly options: SlotsOptions) {
    if (!Number.isInteger(options.slots) || options.slots < 1)
      throw new RangeError("slots must be ≥ 1");
    if (!Number.isInteger(options.maxQueue) || options.maxQueue < 0)
      throw new RangeError("maxQueue must be ≥ 0");
  }

  /** How many run now, and how many wait. */
  get usage(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.queue.length };
  }

  /**
   * Runs `task` in a slot. `bounded: false` waits as long as it takes and
   * ignores the queue bound: for rare work that must not fail (setting a
   * password), still never running beside more than `slots` others.
   */
  async run<T>(task: () => Promise<T>, { bounded = true }: { bounded?: boolean } = {}): Promise<T> {
    await this.acquire(bounded);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(bounded: boolean): Promise<void> {
    if (this.active < this.options.slots && this.queue.length === 0) {
      this.active++;
      return Promise.resolve();
    }
    if (bounded && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new SlotsBusyError());
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { grant: resolve, timer: undefined };
      if (bounded) {
        waiter.timer = setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index !== -1) this.queue.splice(index, 1);
          reject(new SlotsBusyError());
        }, this.options.maxWaitMs);
      }
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) {
      // The slot passes straight to the next waiter: `active` stays the same.
      if (next.timer) clearTimeout(next.timer);
      next.grant();
      return;
    }
    this.active--;
  }
}

import { describe, expect, it } from "vitest";
import { Slots, SlotsBusyError } from "./hash-slots";
import { passwordSlots, PasswordCheckBusyError, unguessableHash, verifyPassword } from "./password";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that records how many tasks ran at the same time. */
function meter() {
  let running = 0;
  let peak = 0;
  return {
    get peak() {
      return peak;
    },
    task: (ms: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await sleep(ms);
      running--;
      return "done";
    },
  };
}

describe("hashing slots (a burst of sign-ins cannot take the CPU)", () => {
  it("never runs more than `slots` tasks at once; the queue runs in turn", async () => {
    const slots = new Slots({ slots: 2, maxQueue: 10, maxWaitMs: 5000 });
    const m = meter();
    const results = await Promise.all(Array.from({ length: 10 }, () => slots.run(m.task(20))));
    expect(results).toEqual(Array(10).fill("done"));
    expect(m.peak).toBe(2);
    expect(slots.usage).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses at once what the queue cannot hold", async () => {
    const slots = new Slots({ slots: 2, maxQueue: 3, maxWaitMs: 5000 });
    const m = meter();
    const started = Date.now();
    const outcomes = Array.from({ length: 60 }, () =>
      slots.run(m.task(100)).then(
        () => "ran",
        (error: unknown) =>
          error instanceof SlotsBusyError ? `busy after ${Date.now() - started} ms` : "other",
      ),
    );
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o === "ran")).toHaveLength(5);
    const refused = settled.filter((o) => o.startsWith("busy"));
    expect(refused).toHaveLength(55);
    // Refused without waiting for any task to finish.
    for (const o of refused) expect(Number(o.match(/\d+/)?.[0])).toBeLessThan(50);
    expect(m.peak).toBe(2);
  });

  it("refuses a waiter whose wait runs out, and still serves those behind it", async () => {
    const slots = new Slots({ slots: 1, maxQueue: 5, maxWaitMs: 50 });
    const m = meter();
    const long = slots.run(m.task(200));
    const waiting = slots.run(m.task(10)).catch((error: unknown) => error);
    const refused = await waiting;
    expect(refused).toBeInstanceOf(SlotsBusyError);
    expect(slots.usage).toEqual({ active: 1, waiting: 0 });
    await long;
    expect(await slots.run(m.task(1))).toBe("done");
    expect(slots.usage).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    const slots = new Slots({ slots: 1, maxQueue: 0, maxWaitMs: 10 });
    await expect(slots.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => "next")).toBe("next");
  });

  it("unbounded work waits its turn beyond the queue bound and the wait", async () => {
    const slots = new Slots({ slots: 1, maxQueue: 0, maxWaitMs: 10 });
    const m = meter();
    const first = slots.run(m.task(60));
    const second = slots.run(m.task(1), { bounded: false });
    await expect(slots.run(m.task(1))).rejects.toBeInstanceOf(SlotsBusyError);
    expect(await Promise.all([first, second])).toEqual(["done", "done"]);
    expect(m.peak).toBe(1);
  });

  it("password checks go through the process-wide slots: a burst of 60 runs at most two scrypts and refuses the rest quickly", async () => {
    const { slots, maxQueue } = passwordSlots.options;
    expect(slots).toBeLessThanOrEqual(2);
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordSlots.usage.active)), 1);
    const hash = unguessableHash();
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        verifyPassword("guess", hash).then(
          (ok) => (ok ? "match" : "checked"),
          (error: unknown) => (error instanceof PasswordCheckBusyError ? "busy" : "other"),
        ),
      ),
    );
    clearInterval(watch);
    const checked = outcomes.filter((o) => o === "checked").length;
    expect(outcomes.filter((o) => o === "busy")).toHaveLength(60 - checked);
    // The running ones and a full queue at most; typically exactly that many.
    expect(checked).toBeLessThanOrEqual(slots + maxQueue);
    expect(checked).toBeGreaterThanOrEqual(slots);
    expect(peak).toBeLessThanOrEqual(slots);
    // Not 60 hashes' worth of time: the refused ones cost nothing.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});

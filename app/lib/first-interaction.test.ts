import { describe, expect, it } from "vitest";
import { afterFirstInteraction, INTERACTIONS } from "./first-interaction";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("afterFirstInteraction", () => {
  it("waits for an interaction, then resolves once and stops listening", async () => {
    const target = new EventTarget();
    let added = 0;
    let removed = 0;
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (...args: Parameters<typeof add>) => {
      added += 1;
      add(...args);
    };
    target.removeEventListener = (...args: Parameters<typeof remove>) => {
      removed += 1;
      remove(...args);
    };
    const first = afterFirstInteraction(target);
    target.dispatchEvent(new Event("pointermove"));
    expect(await settled(first)).toBe(false);
    target.dispatchEvent(new Event("keydown"));
    expect(await settled(first)).toBe(true);
    expect(added).toBe(INTERACTIONS.length);
    expect(removed).toBe(INTERACTIONS.length);
  });

  it.each(INTERACTIONS)("counts %s", async (type) => {
    const target = new EventTarget();
    const first = afterFirstInteraction(target);
    target.dispatchEvent(new Event(type));
    expect(await settled(first)).toBe(true);
  });

  it("resolves at once where there is no document (the server)", async () => {
    expect(await settled(afterFirstInteraction())).toBe(true);
  });
});

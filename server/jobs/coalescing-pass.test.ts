import { describe, expect, it } from "vitest";
import { CoalescingPass } from "./coalescing-pass";

/** A pass that waits until released, counting how often it started. */
function gatedPass(handled = 1) {
  const gates: (() => void)[] = [];
  const counter = {
    started: 0,
    failNext: false,
    /** Lets the oldest waiting pass finish. */
    release: () => gates.shift()?.(),
    pass: async () => {
      counter.started++;
      const fail = counter.failNext;
      counter.failNext = false;
      await new Promise<void>((resolve) => gates.push(resolve));
      if (fail) throw new Error("pass failed");
      return handled;
    },
  };
  return counter;
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("CoalescingPass", () => {
  it("gives calls made together one run and its total", async () => {
    const gate = gatedPass();
    const passes = new CoalescingPass({ pass: gate.pass });
    const first = passes.run();
    const second = passes.run();
    expect(second).toBe(first);
    await settle();
    gate.release();
    await settle();
    gate.release();
    // The second call, made during the first pass, asked for exactly one more.
    expect(await first).toBe(2);
    expect(gate.started).toBe(2);
  });

  it("runs exactly one more pass however many calls came during a pass", async () => {
    const gate = gatedPass(3);
    const passes = new CoalescingPass({ pass: gate.pass });
    const first = passes.run();
    await settle();
    const during = [passes.run(), passes.run(), passes.run()];
    gate.release();
    await settle();
    expect(gate.started).toBe(2);
    gate.release();
    expect(await first).toBe(6);
    expect(await Promise.all(during)).toEqual([6, 6, 6]);
    expect(gate.started).toBe(2);
    // Once done, a call starts a pass of its own.
    const later = passes.run();
    await settle();
    gate.release();
    expect(await later).toBe(3);
    expect(gate.started).toBe(3);
  });

  it("runs what comes after the passes once, with their total", async () => {
    const gate = gatedPass(2);
    const totals: number[] = [];
    const passes = new CoalescingPass({
      pass: gate.pass,
      afterPasses: async (total) => void totals.push(total),
    });
    const first = passes.run();
    await settle();
    void passes.run();
    gate.release();
    await settle();
    gate.release();
    await first;
    expect(totals).toEqual([4]);
  });

  it("starts no pass after close, and none more after the one in hand", async () => {
    const gate = gatedPass();
    const passes = new CoalescingPass({ pass: gate.pass });
    const first = passes.run();
    await settle();
    void passes.run();
    const closing = passes.close();
    expect(passes.closed).toBe(true);
    // A call while the last pass finishes waits for it, asking for no more.
    expect(passes.run()).toBe(first);
    gate.release();
    await closing;
    expect(await first).toBe(1);
    expect(await passes.run()).toBe(0);
    expect(gate.started).toBe(1);
  });

  it("rejects the calls sharing a failed pass, and runs the next call afresh", async () => {
    const gate = gatedPass();
    const passes = new CoalescingPass({ pass: gate.pass });
    gate.failNext = true;
    const failed = passes.run();
    const joined = passes.run();
    await settle();
    gate.release();
    await expect(failed).rejects.toThrow("pass failed");
    await expect(joined).rejects.toThrow("pass failed");
    // Not wedged: the failure stopped that run (the pass asked for did not follow), the next starts.
    expect(gate.started).toBe(1);
    const next = passes.run();
    await settle();
    gate.release();
    expect(await next).toBe(1);
    expect(gate.started).toBe(2);
  });

  it("lets close wait for a failing pass without throwing", async () => {
    const gate = gatedPass();
    const passes = new CoalescingPass({ pass: gate.pass });
    gate.failNext = true;
    const failed = passes.run();
    failed.catch(() => undefined);
    await settle();
    const closing = passes.close();
    gate.release();
    await expect(closing).resolves.toBeUndefined();
  });
});

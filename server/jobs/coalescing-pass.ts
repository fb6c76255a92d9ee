/**
 * A background pass over whatever is waiting (photos to index, tags to suggest), run one at a time.
 * A call while a pass runs joins it and schedules exactly one more after it, since what the call
 * was made for may have arrived after the running pass looked: any number of calls during a pass
 * cost one extra pass. After `close`, the pass in hand finishes and no new one starts. A pass that
 * throws rejects the calls sharing it; the next call starts afresh.
 */
export class CoalescingPass {
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  private readonly pass: () => Promise<number>;
  private readonly afterPasses: ((total: number) => Promise<void>) | undefined;

  /**
   * `pass` does one pass and returns how many things it handled; `afterPasses` runs once when the
   * passes a call shares are done, with their total.
   */
  constructor(options: {
    pass: () => Promise<number>;
    afterPasses?: (total: number) => Promise<void>;
  }) {
    this.pass = options.pass;
    this.afterPasses = options.afterPasses;
  }

  /** Whether `close` was called: a pass checks it between items to stop after the one in hand. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Runs passes until none was asked for meanwhile; resolves to the total they handled. */
  run(): Promise<number> {
    if (this.running) {
      if (!this.stopped) this.again = true;
      return this.running;
    }
    if (this.stopped) return Promise.resolve(0);
    this.running = (async () => {
      let total = 0;
      do {
        this.again = false;
        total += await this.pass();
      } while (this.again && !this.stopped);
      await this.afterPasses?.(total);
      return total;
    })().finally(() => (this.running = null));
    return this.running;
  }

  /** Stops after the pass in hand (its errors are its callers'). */
  async close(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }
}

import { setTimeout as delay } from "node:timers/promises";
import type { AppServices } from "../context";
import { DemoSeed, type DemoSeedOptions, type DemoState } from "./seed";

/** How often an instance looks whether the instance making the demo data has finished (or died). */
const LOCK_POLL_MS = 2000;
/** After a failure, the first pause before trying again; it doubles up to the longest. */
const RETRY_MS = 5000;
const LONGEST_RETRY_MS = 5 * 60 * 1000;

/**
 * The demo data around the server's start: `prepare` before listening (the accounts and the
 * demo artist's profile, so they work from the first answer), then `continueInBackground`
 * publishes the other artists while the server answers. `state()` is what /readyz reports.
 *
 * Several instances on one PostgreSQL database: the one holding the "demo" lock makes the
 * artists; the others look every two seconds, and take over where it stopped if it dies.
 */
export class DemoDataAtStart {
  private readonly services: AppServices;
  private readonly seed: DemoSeed;
  private current: DemoState = "off";
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(services: AppServices, options: DemoSeedOptions = {}) {
    this.services = services;
    this.seed = new DemoSeed(services, {
      // The style match indexes each artist's photos as they arrive (one pass at a time; calls
      // meanwhile add one more).
      onPublished: () => services.match.indexSoon(),
      ...options,
    });
  }

  state(): DemoState {
    return this.current;
  }

  /** Holding the start-up lock: decides, and makes what must exist before the first answer. */
  async prepare(): Promise<DemoState> {
    this.current = await this.services.database.exclusive(() => this.seed.prepare());
    return this.current;
  }

  /** Publishes the remaining artists without blocking; resolves `done()` when complete or stopped. */
  continueInBackground(): void {
    if (this.current !== "in progress" || this.running) return;
    this.running = this.carryOn();
  }

  /** Resolves when the background work has ended (complete, or stopped). */
  done(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Stops after the pictures being made; the next start carries on. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.seed.stop();
    await this.running;
  }

  private async carryOn(): Promise<void> {
    const log = this.services.logger.child({ module: "demo" });
    let retry = RETRY_MS;
    while (!this.stopping.signal.aborted) {
      let pause = LOCK_POLL_MS;
      try {
        const attempt = await this.services.database.tryExclusive("demo", () => this.seed.finish());
        if (attempt.ran) {
          if (attempt.value) this.current = "complete";
          return; // complete, or stopped
        }
      } catch (error) {
        if (this.stopping.signal.aborted) return;
        log.error(
          { err: error, retryInSeconds: Math.round(retry / 1000) },
          "making the demo data failed; trying again (a restart also carries on)",
        );
        pause = retry;
        retry = Math.min(retry * 2, LONGEST_RETRY_MS);
      }
      await delay(pause, undefined, { signal: this.stopping.signal, ref: false }).catch(
        () => undefined,
      );
    }
  }
}

import { REQUEST_LIVE } from "~/core/requests";
import type { AccountUser } from "~/core/accounts/user";
import type { AppServices } from "../context";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";
import { REQUEST_MOVED_CHANNEL as CHANNEL } from "./moves";
import { lastActivityOf } from "./lists";

// A conversation pushed to its open pages (decision 0058). Whatever moves a request (a line, a
// change of state) sends NOTIFY request_moved with its id in the same transaction, so the word
// goes out at commit, to every app process on the database. Each process listens once and fans
// out in memory to its open streams; each stream then reads when its request last moved (with
// the same "its two parties only" filter as the page) and sends that time to the browser, which
// reloads the page's data when it is newer than what it shows.

/** No stream now: the process is stopping, or the database cannot be listened to (answer 503). */
export class LiveUnavailable extends Error {}

/** An open stream's side of the fan-out. */
interface Subscriber {
  requestId: string;
  /** The request moved (or may have: after the listening connection was lost). */
  moved(): void;
  /** The process is stopping: end the stream (the browser reconnects elsewhere). */
  ended(): void;
}

/**
 * One LISTEN per process (started with the first stream), fanned out to the open streams, and one
 * heartbeat timer for all of them, running only while a stream is open.
 */
export class RequestEvents {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly beats = new Set<() => void>();
  private closed = false;

  private readonly database: DatabaseHandle;
  private readonly logger: Logger;
  private readonly heartbeatMs: number;

  constructor(
    database: DatabaseHandle,
    logger: Logger,
    heartbeatMs: number = REQUEST_LIVE.heartbeatMs,
  ) {
    this.database = database;
    this.logger = logger;
    this.heartbeatMs = heartbeatMs;
  }

  /** How many streams are open in this process, and whether the heartbeat timer runs (tests). */
  get open() {
    let streams = 0;
    for (const set of this.subscribers.values()) streams += set.size;
    return { streams, heartbeat: this.heartbeat !== null };
  }

  /**
   * Calls `subscriber.moved` each time its request moves, until the returned function is called.
   * Rejects when the process is stopping or the database cannot be listened to.
   */
  async subscribe(subscriber: Subscriber, beat: () => void): Promise<() => void> {
    if (this.closed) throw new LiveUnavailable("The server is stopping.");
    this.listening ??= this.database
      .listen(
        CHANNEL,
        (id) => this.subscribers.get(id)?.forEach((each) => each.moved()),
        () => this.subscribers.forEach((set) => set.forEach((each) => each.moved())),
      )
      .catch((error: unknown) => {
        this.listening = null;
        this.logger.warn({ err: error }, "cannot listen for request events");
        throw new LiveUnavailable("Cannot listen for request events.", { cause: error });
      });
    await this.listening;
    if (this.closed) throw new LiveUnavailable("The server is stopping.");
    const set = this.subscribers.get(subscriber.requestId) ?? new Set();
    this.subscribers.set(subscriber.requestId, set.add(subscriber));
    this.beats.add(beat);
    this.heartbeat ??= setInterval(() => this.beats.forEach((each) => each()), this.heartbeatMs);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(subscriber.requestId);
      this.beats.delete(beat);
      if (this.beats.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
    };
  }

  /** Ends every open stream and stops listening (the server is stopping). */
  async close() {
    this.closed = true;
    for (const set of [...this.subscribers.values()]) set.forEach((each) => each.ended());
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }
}

const encoder = new TextEncoder();

/** One server-sent event: the request's last activity, an ISO time. */
const activityEvent = (at: string) =>
  encoder.encode(`event: ${REQUEST_LIVE.event}\ndata: ${at}\n\n`);

/**
 * The stream of one conversation's moves for one of its parties, or null for anyone else (the
 * route answers 404). It opens with the request's last activity (a reconnecting page catches up
 * at once), sends it again after each move, a comment every REQUEST_LIVE.heartbeatMs (so proxies
 * keep the connection), and ends when `signal` aborts (the browser left) or the server stops.
 */
export async function conversationEvents(
  services: AppServices,
  viewer: AccountUser,
  requestId: string,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array> | null> {
  let send: (chunk: Uint8Array) => void = () => {};
  let end = () => {};
  // Reads in order, one at a time: a burst of moves sends the latest time, never an older one last.
  let reading: Promise<void> = Promise.resolve();
  const moved = () => {
    reading = reading.then(async () => {
      const at = await lastActivityOf(services, viewer, requestId).catch(() => undefined);
      if (at === null)
        end(); // no longer theirs (an account deleted)
      else if (at) send(activityEvent(at));
    });
  };
  // Listening before the first read: a move in between is not missed.
  const unsubscribe = await services.live.subscribe({ requestId, moved, ended: () => end() }, () =>
    send(encoder.encode(": keep-alive\n\n")),
  );
  const first = await lastActivityOf(services, viewer, requestId).catch((error: unknown) => {
    unsubscribe();
    throw error;
  });
  if (!first || signal.aborted) {
    unsubscribe();
    return null;
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      send = (chunk) => {
        if (open) controller.enqueue(chunk);
      };
      end = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        signal.removeEventListener("abort", end);
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      signal.addEventListener("abort", end);
      // How long the browser waits before reconnecting after the stream ends.
      controller.enqueue(encoder.encode(`retry: ${REQUEST_LIVE.retryMs}\n\n`));
      send(activityEvent(first));
    },
    cancel() {
      end();
    },
  });
}

import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// The learned embedding's side in the server: worker threads running the network
// (embedder.worker.ts), started on first use.

/** The side of the square picture the network reads. */
export const EMBEDDER_INPUT = 224;
export const LEARNED_DIMENSIONS = 1792;

// From the sources (tests, scripts) the worker sits beside this file; from the server bundle
// (build/server/index.js) it is found in the sources it was built from.
const WORKER_CANDIDATES = ["./embedder.worker.ts", "../../server/match/embedder.worker.ts"];

function workerFile(): string {
  for (const candidate of WORKER_CANDIDATES) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error("server/match/embedder.worker.ts not found");
}

type Reply = { id: number; vector: Float32Array } | { id: number; error: string } | { ready: true };

/** One worker thread running the network, fed one picture at a time, in order. */
class EmbeddingThread {
  private worker: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (vector: Float32Array) => void; reject: (error: Error) => void }
  >();

  /** Pictures sent and not yet answered: the pool sends the next to the least busy thread. */
  get busy(): number {
    return this.pending.size;
  }

  embed(pixels: Uint8Array): Promise<Float32Array> {
    return this.start().then(
      (worker) =>
        new Promise<Float32Array>((resolve, reject) => {
          const id = this.nextId++;
          this.pending.set(id, { resolve, reject });
          worker.postMessage({ id, pixels });
        }),
    );
  }

  async warm(): Promise<void> {
    await this.start();
  }

  async close(): Promise<void> {
    const worker = await this.worker?.catch(() => null);
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(workerFile());
      worker.unref();
      worker.on("message", (reply: Reply) => {
        if ("ready" in reply) return resolve(worker);
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if ("error" in reply) waiting?.reject(new Error(reply.error));
        else waiting?.resolve(reply.vector);
      });
      const fail = (error: Error) => {
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
        this.worker = null; // the next picture starts a new worker
      };
      worker.on("error", fail);
      worker.on("exit", (code) => {
        if (code !== 0) fail(new Error(`the embedding worker stopped (exit code ${code})`));
      });
    });
    return this.worker;
  }
}

/**
 * The network on as many threads as the machine has cores (each holds its own copy, about 200 MB,
 * started on first use): indexing at start describes photos on all of them, and two analyses at
 * once do not queue behind each other.
 */
export class LearnedEmbedder {
  private readonly threads: EmbeddingThread[];
  private readonly embedded = new WeakMap<Uint8Array, Promise<Float32Array>>();

  constructor(threads = os.availableParallelism()) {
    this.threads = Array.from({ length: Math.max(1, threads) }, () => new EmbeddingThread());
  }

  /**
   * The 1792 numbers for a 224 × 224 RGB picture. A picture asked for twice is embedded once
   * while its pixels are held.
   */
  embed(pixels: Uint8Array): Promise<Float32Array> {
    if (pixels.length !== EMBEDDER_INPUT * EMBEDDER_INPUT * 3) {
      return Promise.reject(
        new RangeError(`the embedder reads ${EMBEDDER_INPUT}×${EMBEDDER_INPUT} RGB pixels`),
      );
    }
    let embedding = this.embedded.get(pixels);
    if (!embedding) {
      const thread = this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
      embedding = thread.embed(pixels);
      this.embedded.set(pixels, embedding);
      embedding.catch(() => this.embedded.delete(pixels));
    }
    // Each caller its own copy: a descriptor normalises the numbers in place.
    return embedding.then((vector) => vector.slice());
  }

  /** Loads the network now rather than on the first photo (about a second per thread). */
  async warm(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.warm()));
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}

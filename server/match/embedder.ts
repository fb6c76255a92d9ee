import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// The learned embedding's side in the server: one worker thread (see embedder.worker.ts), started
// on first use, fed one picture at a time in order.

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

export class LearnedEmbedder {
  private worker: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly embedded = new WeakMap<Uint8Array, Promise<Float32Array>>();
  private readonly pending = new Map<
    number,
    { resolve: (vector: Float32Array) => void; reject: (error: Error) => void }
  >();

  /**
   * The 1792 numbers for a 224 × 224 RGB picture. A picture asked for twice (the presence head,
   * then the descriptor) is embedded once while its pixels are held.
   */
  embed(pixels: Uint8Array): Promise<Float32Array> {
    if (pixels.length !== EMBEDDER_INPUT * EMBEDDER_INPUT * 3) {
      return Promise.reject(
        new RangeError(`the embedder reads ${EMBEDDER_INPUT}×${EMBEDDER_INPUT} RGB pixels`),
      );
    }
    let embedding = this.embedded.get(pixels);
    if (!embedding) {
      embedding = this.start().then(
        (worker) =>
          new Promise<Float32Array>((resolve, reject) => {
            const id = this.nextId++;
            this.pending.set(id, { resolve, reject });
            worker.postMessage({ id, pixels });
          }),
      );
      this.embedded.set(pixels, embedding);
      embedding.catch(() => this.embedded.delete(pixels));
    }
    // Each caller its own copy: a descriptor normalises the numbers in place.
    return embedding.then((vector) => vector.slice());
  }

  /** Loads the network now rather than on the first photo (about a second). */
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

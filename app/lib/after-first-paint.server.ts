import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./after-first-paint";

/**
 * What React Router's <Scripts> writes, and what it becomes so the browser waits for the inline
 * loader (app/lib/after-first-paint.ts) instead of fetching while the page is parsed.
 */
const HELD: Array<[from: string, to: string]> = [
  ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`],
  // A data block may not be async (the loader makes the module script it becomes async).
  ['" type="module" async="">', `" type="${HELD_MODULE_TYPE}">`],
];
/** Characters kept back at the end of a chunk: a pattern may be split between two writes. */
const OVERLAP = Math.max(...HELD.map(([from]) => from.length)) - 1;

function hold(text: string) {
  return HELD.reduce((out, [from, to]) => out.replaceAll(from, to), text);
}

/**
 * A pass-through for the rendered HTML stream that holds the app's scripts until the first paint.
 * Streaming is kept: each chunk goes on at once but for its last few characters.
 */
export function holdScriptsUntilFirstPaint(onEnd?: () => void) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = hold(pending + decoder.write(chunk));
      pending = text.slice(-OVERLAP);
      callback(null, text.slice(0, -OVERLAP) || undefined);
    },
    flush(callback: TransformCallback) {
      onEnd?.();
      callback(null, hold(pending + decoder.end()) || undefined);
    },
  });
}

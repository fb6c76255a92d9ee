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

/** The held route modules script, as the stream carries it once renamed. */
const HELD_SCRIPT_OPEN = `" type="${HELD_MODULE_TYPE}">`;
const SCRIPT_CLOSE = "</script>";

/**
 * The held script without the indentation of the route manifest React Router writes into it
 * (JSON.stringify(manifest, null, 2): ~1.3 KB of spaces on every page). Only that script: a
 * newline and spaces elsewhere may be someone's text.
 */
const compactHeldScript = (script: string) => script.replace(/\n +/g, "\n");

/**
 * A pass-through for the rendered HTML stream that holds the app's scripts until the first paint.
 * Streaming is kept: each chunk goes on at once but for its last few characters, and the held
 * script (a few KB at the end of the page) goes on once it is whole.
 */
export function holdScriptsUntilFirstPaint(onEnd?: () => void) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  /** What can go on now of the text so far; the rest waits in `pending`. */
  const passOn = (text: string, final: boolean) => {
    let out = "";
    let rest = text;
    for (;;) {
      const open = rest.indexOf(HELD_SCRIPT_OPEN);
      if (open === -1) break;
      const body = open + HELD_SCRIPT_OPEN.length;
      const close = rest.indexOf(SCRIPT_CLOSE, body);
      if (close === -1 && !final) {
        pending = rest.slice(open);
        return out + rest.slice(0, open);
      }
      const end = close === -1 ? rest.length : close;
      out += rest.slice(0, body) + compactHeldScript(rest.slice(body, end));
      rest = rest.slice(end);
    }
    const keep = final ? 0 : Math.min(OVERLAP, rest.length);
    pending = rest.slice(rest.length - keep);
    return out + rest.slice(0, rest.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      callback(null, passOn(hold(pending + decoder.write(chunk)), false) || undefined);
    },
    flush(callback: TransformCallback) {
      onEnd?.();
      callback(null, passOn(hold(pending + decoder.end()), true) || undefined);
    },
  });
}
